import { type Comment, type List, type ListItem, ListMessages, type Post, UiMessages } from '@app/contract';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyNamed } from '../../../app/lazy-named';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { MoreIcon } from '../../../components/icons/chrome-icons';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { PageLoading } from '../../../components/screens/page-loading';
import { TimeStamp } from '../../../lib/time-stamp';
import { isApiError } from '../../../lib/api-error';
import { AppLink } from '../../../lib/app-link';
import {
  type ListRef,
  useClearListMutation,
  useDeleteListMutation,
  useGetListItemsInfiniteQuery,
  useGetListQuery,
  useRemoveListItemMutation,
} from '../../../lib/lists/lists.api';
import { Markdown } from '../../../lib/markdown/markdown';
import { formatDate } from '../../../lib/time-ago';
import { useCurrentUser } from '../../../lib/use-session';
import { isListsOwner, listPath } from '../utils/lists-params';
import { ListFailed, ListState } from './list-state';
import './lists.css';

const ListEditorModal = lazyNamed(() => import('./list-editor-modal'), 'ListEditorModal');

function CommentItemCard({ comment }: { comment: Comment }) {
  return (
    <article className="card list-comment">
      <p className="list-comment__on">
        <AppLink to={`/${comment.communityName}/post/${comment.postPublicId}/${comment.id}`}>{ListMessages.commentOn(comment.postTitle ?? '')}</AppLink>
        {' · '}
        <AppLink to={`/@${comment.username}`}>@{comment.username}</AppLink>
        {' · '}
        <TimeStamp date={comment.createdAt} />
      </p>
      <Markdown source={comment.body} className="list-comment__body" />
    </article>
  );
}

function ListHead({
  list,
  isOwner,
  onEdit,
  onClear,
  onDelete,
}: {
  list: List;
  isOwner: boolean;
  onEdit: () => void;
  onClear: () => void;
  onDelete: () => void;
}) {
  return (
    <header className="card list-head">
      <div className="list-head__row">
        <div>
          <h1 className="list-head__title">{list.displayName}</h1>
          <p className="list-head__meta">
            <AppLink to={`/@${list.username}/lists`}>{ListMessages.listedIn(list.username)}</AppLink>
            <span>{ListMessages.items(list.numItems)}</span>
            {!list.public && <span className="tag">{ListMessages.private}</span>}
          </p>
        </div>
        {isOwner && (
          <>
            <button type="button" className="button button--secondary button--sm" onClick={onEdit}>
              {ListMessages.editList}
            </button>
            <DropdownMenu trigger={<MoreIcon />} label={ListMessages.listOptions} triggerClassName="button button--ghost button--sm">
              <MenuButton onClick={onClear}>{ListMessages.removeAllItems}</MenuButton>
              <MenuButton onClick={onDelete}>{ListMessages.deleteList}</MenuButton>
            </DropdownMenu>
          </>
        )}
      </div>
      {list.description && <p className="list-head__description">{list.description}</p>}
    </header>
  );
}

function ListSummary({ list }: { list: List }) {
  return (
    <aside className="card list-summary" aria-labelledby="list-summary-title">
      <h2 id="list-summary-title" className="list-summary__title">
        {ListMessages.summary}
      </h2>
      <ul className="list-summary__facts">
        <li>
          <AppLink to={`/@${list.username}`}>{ListMessages.by(list.username)}</AppLink>
        </li>
        <li>{ListMessages.items(list.numItems)}</li>
        <li>{list.public ? ListMessages.public : ListMessages.private}</li>
        <li>{ListMessages.createdOn(formatDate(list.createdAt))}</li>
        <li>
          {ListMessages.updatedOn}
          <TimeStamp date={list.lastUpdatedAt} />
        </li>
      </ul>
    </aside>
  );
}

interface ListItemsProps {
  list: List;
  listRef: ListRef;
  isOwner: boolean;
  renderPost: (post: Post) => ReactNode;
}

function ListItems({ list, listRef, isOwner, renderPost }: ListItemsProps) {
  // Fresh on every visit: items saved from other pages since are on the server only.
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetListItemsInfiniteQuery(listRef, {
    refetchOnMountOrArgChange: true,
  });
  const [removeItem] = useRemoveListItemMutation();
  if (isLoading) return <FeedSkeletons />;
  if (isError && !data) return <ListFailed title={ListMessages.pageFailed} onRetry={refetch} />;
  const items: ListItem[] = (data?.pages ?? []).flatMap((page) => page.items);
  if (items.length === 0) return <ListState title={ListMessages.listEmpty} text={ListMessages.listEmptyHint} />;
  return (
    <div className="list-items">
      {items.map((item) => (
        <div key={item.id} className="list-item">
          {item.targetItem === null ? (
            <p className="card list-comment__on">{ListMessages.itemGone}</p>
          ) : item.targetType === 'post' ? (
            renderPost(item.targetItem as Post)
          ) : (
            <CommentItemCard comment={item.targetItem as Comment} />
          )}
          {isOwner && (
            <div className="list-item__bar">
              <button
                type="button"
                className="button button--ghost button--sm"
                onClick={() => void removeItem({ list, target: { type: item.targetType, id: item.targetId } })}
              >
                {ListMessages.removeFromList}
              </button>
            </div>
          )}
        </div>
      ))}
      <div className="feed-end">
        {hasNextPage ? (
          <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {UiMessages.more}
          </button>
        ) : (
          ListMessages.noMoreItems
        )}
      </div>
    </div>
  );
}

interface ListPageProps {
  username: string;
  listName: string;
  renderPost: (post: Post) => ReactNode;
  /** The route's 404 screen: no such user or list, or another member's private list (docs/api/lists.md). */
  notFound: ReactNode;
}

/** `/@{username}/lists/{listName}`: head with the owner's actions, the items (posts and comments), the summary. */
export function ListPage({ username, listName, renderPost, notFound }: ListPageProps) {
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const listRef = { username, name: listName };
  const { data: list, error, isLoading, refetch } = useGetListQuery(listRef);
  const [clearList] = useClearListMutation();
  const [deleteList] = useDeleteListMutation();
  const [isEditing, setIsEditing] = useState(false);

  // The URL follows the list's real name (letter case), without a new history entry.
  useEffect(() => {
    if (list && (list.name !== listName || list.username !== username)) void navigate(listPath(list), { replace: true });
  }, [list, listName, username, navigate]);

  if (isLoading) return <PageLoading />;
  if (isApiError(error) && error.status === 404) return notFound;
  if (!list) return <ListFailed title={ListMessages.pageFailed} onRetry={refetch} />;

  const isOwner = isListsOwner(viewer?.username, list.username);
  const canonical = { username: list.username, name: list.name };
  const handleClear = () => {
    if (window.confirm(ListMessages.removeAllConfirm)) void clearList(canonical);
  };
  const handleDelete = async () => {
    if (!window.confirm(ListMessages.deleteListConfirm)) return;
    try {
      await deleteList(canonical).unwrap();
      void navigate(`/@${list.username}/lists`, { replace: true });
    } catch {
      // Reported by the shared failed-call alert.
    }
  };

  const head = <ListHead list={list} isOwner={isOwner} onEdit={() => setIsEditing(true)} onClear={handleClear} onDelete={() => void handleDelete()} />;
  const items = <ListItems list={list} listRef={canonical} isOwner={isOwner} renderPost={renderPost} />;
  return (
    <div className="with-sidebar">
      <div className="with-sidebar__main">
        {head}
        {items}
      </div>
      <ListSummary list={list} />
      {isEditing && (
        <Suspense fallback={null}>
          <ListEditorModal
            username={list.username}
            list={list}
            onClose={() => setIsEditing(false)}
            onSaved={(saved) => {
              setIsEditing(false);
              if (saved.name !== list.name) void navigate(listPath(saved), { replace: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
