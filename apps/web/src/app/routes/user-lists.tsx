import { UiMessages } from '@app/contract';
import { useParams } from 'react-router';
import '../../components/feed/feed.css';
import { PostCard } from '../../features/posts/components/post-card';
import { lazyNamed } from '../lazy-named';
import { parseHandle } from './handle-param';
import { NotFoundRoute } from './not-found';
import './with-sidebar.css';
import { useDocumentTitle } from '../../lib/document-title';

// A second lazy step: the route table in the first JS names every chunk a route needs up front,
// and the lists code is split into chunks it shares with the save-to-list dialog and the profile.
const ListPage = lazyNamed(() => import('../../features/lists/components/list-page'), 'ListPage');
const ListsIndex = lazyNamed(() => import('../../features/lists/components/lists-index'), 'ListsIndex');

/** `/@username/lists` and `/@username/lists/:listName`; a community has no lists page. */
export function UserListsRoute() {
  const params = useParams();
  const handle = parseHandle(params['handle']);
  const listName = params['listName'];
  useDocumentTitle(listName ? UiMessages.screenNames.list(listName) : UiMessages.screenNames.lists(handle?.name ?? ''));
  if (handle?.kind !== 'user') return <NotFoundRoute />;
  if (listName) {
    return (
      <ListPage
        key={`${handle.name}/${listName}`}
        username={handle.name}
        listName={listName}
        renderPost={(post) => <PostCard post={post} />}
        notFound={<NotFoundRoute />}
      />
    );
  }
  return <ListsIndex key={handle.name} username={handle.name} notFound={<NotFoundRoute />} />;
}
