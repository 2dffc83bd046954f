import { type List, ListMessages, UiMessages } from '@app/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyNamed } from '../../../app/lazy-named';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { TimeStamp } from '../../../lib/time-stamp';
import { isApiError } from '../../../lib/api-error';
import { AppLink } from '../../../lib/app-link';
import { type ListsFilter, type ListsSort, useGetListsQuery } from '../../../lib/lists/lists.api';
import { useCurrentUser } from '../../../lib/use-session';
import { isListsOwner, LISTS_FILTERS, LISTS_SORTS, listPath, listsQuery, listsSearch } from '../utils/lists-params';
import { ListFailed, ListState } from './list-state';
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
        {ListMessages.items(list.numItems)} · <TimeStamp date={list.lastUpdatedAt} />
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
  else if (error || !lists) body = <ListFailed title={ListMessages.loadFailed} onRetry={refetch} />;
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
      <header className="lists-head cluster">
        <h1 className="lists-head__title">{UiMessages.screenNames.lists(owner)}</h1>
      </header>
      <div className="lists-toolbar cluster">
        <LabelledSelect
          className="lists-toolbar__field stack"
          label={UiMessages.sortLabel}
          value={sort}
          options={LISTS_SORTS}
          optionLabels={ListMessages.sorts}
          onChange={(nextSort) => choose(nextSort, filter)}
        />
        {isOwner && (
          <LabelledSelect
            className="lists-toolbar__field stack"
            label={ListMessages.filterLabel}
            value={filter}
            options={LISTS_FILTERS}
            optionLabels={ListMessages.filters}
            onChange={(nextFilter) => choose(sort, nextFilter)}
          />
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
