import { type List, ListMessages, UiMessages } from '@app/contract';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyNamed } from '../../../app/lazy-named';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { TimeAgo } from '../../../lib/use-now';
import { isApiError } from '../../../lib/api-error';
import { AppLink } from '../../../lib/app-link';
import { type ListsFilter, type ListsSort, useGetListsQuery } from '../../../lib/lists/lists.api';
import { useCurrentUser } from '../../../lib/use-session';
import { isListsOwner, LISTS_FILTERS, LISTS_SORTS, listPath, listsQuery, listsSearch } from '../utils/lists-params';
import { ListState } from './list-state';
import './lists.css';

const ListEditorModal = lazyNamed(() => import('./list-editor-modal'), 'ListEditorModal');

function ListCard({ list }: { list: List }) {
  return (
    <li className="card list-card">
      <h2 className="list-card__title">
        <AppLink to={listPath(list)}>{list.displayName}</AppLink>
        {!list.public && <span className="tag">{ListMessages.private}</span>}
      </h2>
      <p className="list-card__meta">
        {ListMessages.items(list.numItems)} ·{' '}
        <time dateTime={list.lastUpdatedAt}>
          <TimeAgo date={list.lastUpdatedAt} />
        </time>
      </p>
      {list.description && <p className="list-card__description">{list.description}</p>}
    </li>
  );
}

interface ListsIndexProps {
  username: string;
  /** The route's 404 screen, for an unknown user. */
  notFound: ReactNode;
}

/** `/@{username}/lists`: sort and (owner) filter, New list (owner), the lists as cards. */
export function ListsIndex({ username, notFound }: ListsIndexProps) {
  const viewer = useCurrentUser();
  const isOwner = isListsOwner(viewer?.username, username);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { sort, filter } = listsQuery(params, isOwner);
  const { data: lists, error, isLoading, isFetching, refetch } = useGetListsQuery({ username, sort, filter });
  const [isCreating, setIsCreating] = useState(false);
  const sortId = useId();
  const filterId = useId();

  if (isApiError(error) && error.status === 404) return notFound;
  const choose = (nextSort: ListsSort, nextFilter: ListsFilter) => void navigate({ search: listsSearch(nextSort, nextFilter) }, { replace: true });
  const owner = lists?.[0]?.username ?? username;
  const newListButton = (
    <button type="button" className="button button--primary button--sm lists-toolbar__new" onClick={() => setIsCreating(true)}>
      {ListMessages.newList}
    </button>
  );

  let body: ReactNode;
  if (isLoading) body = <FeedSkeletons />;
  else if (error || !lists)
    body = (
      <ListState
        role="alert"
        title={ListMessages.loadFailed}
        action={
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {UiMessages.retry}
          </button>
        }
      />
    );
  else if (lists.length === 0)
    body = !isOwner ? (
      <ListState title={ListMessages.noPublicLists(owner)} />
    ) : filter === 'all' ? (
      <ListState title={ListMessages.noLists} text={ListMessages.noListsHint} />
    ) : (
      <ListState title={UiMessages.nothingToShow} />
    );
  else
    body = (
      <ul className="lists-grid" aria-busy={isFetching || undefined}>
        {lists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </ul>
    );

  return (
    <div className="lists-page">
      <header className="lists-head">
        <h1 className="lists-head__title">{UiMessages.screenNames.lists(owner)}</h1>
      </header>
      <div className="lists-toolbar">
        <label className="lists-toolbar__field" htmlFor={sortId}>
          {UiMessages.sortLabel}
          <select id={sortId} value={sort} onChange={(event) => choose(event.target.value as ListsSort, filter)}>
            {LISTS_SORTS.map((option) => (
              <option key={option} value={option}>
                {ListMessages.sorts[option]}
              </option>
            ))}
          </select>
        </label>
        {isOwner && (
          <label className="lists-toolbar__field" htmlFor={filterId}>
            {ListMessages.filterLabel}
            <select id={filterId} value={filter} onChange={(event) => choose(sort, event.target.value as ListsFilter)}>
              {LISTS_FILTERS.map((option) => (
                <option key={option} value={option}>
                  {ListMessages.filters[option]}
                </option>
              ))}
            </select>
          </label>
        )}
        {isOwner && newListButton}
      </div>
      {body}
      {isCreating && (
        <Suspense fallback={null}>
          <ListEditorModal username={owner} onClose={() => setIsCreating(false)} onSaved={() => setIsCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
