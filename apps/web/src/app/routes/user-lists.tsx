import { UiMessages } from '@app/contract';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/screens/coming-soon';
import { parseHandle } from './handle-param';
import { NotFoundRoute } from './not-found';

/** `/@username/lists` and `/@username/lists/:listName`; a community has no lists page. */
export function UserListsRoute() {
  const params = useParams();
  const handle = parseHandle(params['handle']);
  if (handle?.kind !== 'user') return <NotFoundRoute />;
  const listName = params['listName'];
  return (
    <ComingSoon screen={listName ? UiMessages.screenNames.list(listName) : UiMessages.screenNames.lists(handle.name)} />
  );
}
