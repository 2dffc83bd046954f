import { SEARCH_SORTS, SEARCH_TYPES, type SearchType, SearchMessages } from '@app/contract';
import { type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { FeedEnd } from '../../../components/feed/feed-end';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { SectionTabs } from '../../../components/tabs/section-tabs';
import { useSearchInfiniteQuery } from '../search.api';
import { type SearchParams, searchPath } from '../search-params';
import { SearchBox } from './search-box';
import { SearchResultItem } from './search-results';
import '../../../components/feed/feed.css';
import '../search.css';

const TABS = SEARCH_TYPES.map((value) => ({ value, label: SearchMessages.typeTabs[value] }));

/** Results of one search: pages load as the end nears (or with More when infinite scrolling is off here). */
function Results({ search, panelId, tabId }: { search: SearchParams; panelId: string; tabId: string }) {
  const query = useSearchInfiniteQuery(search);
  const { data, isLoading, isError, refetch } = query;

  const panel = (children: ReactNode) => (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className="search-page__results">
      {children}
    </div>
  );
  if (isLoading) return panel(<FeedSkeletons />);
  if (isError && !data)
    return panel(
      <div className="search-page__message" role="alert">
        <p>{SearchMessages.failed}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {SearchMessages.retry}
        </button>
      </div>,
    );
  const results = (data?.pages ?? []).flatMap((page) => page.results);
  if (results.length === 0)
    return panel(
      <div className="search-page__message" role="status">
        <p className="search-page__empty">{SearchMessages.noResults(search.q)}</p>
        <p className="search-page__hint">{SearchMessages.noResultsHint}</p>
      </div>,
    );
  return panel(
    <>
      <ol className="search-page__list">
        {results.map((result) => (
          <li key={result.id}>
            <SearchResultItem type={search.type} result={result} />
          </li>
        ))}
      </ol>
      <FeedEnd query={query} endText={SearchMessages.noMoreResults} />
    </>,
  );
}

/**
 * `/search`: the box, the scope (one community, or everywhere), a tab per kind of result and the sort. Every
 * choice is in the address, so Back returns to the previous search and a search can be shared.
 */
export function SearchPage({ search }: { search: SearchParams }) {
  const navigate = useNavigate();
  const idPrefix = useId().replace(/:/g, '');
  const go = (changes: Partial<SearchParams>) => void navigate(searchPath({ ...search, ...changes }));
  return (
    <section className="search-page" aria-labelledby={`${idPrefix}-title`}>
      <h1 id={`${idPrefix}-title`} className="visually-hidden">
        {SearchMessages.pageTitle(search.q)}
      </h1>
      <SearchBox initial={search.q} community={search.community} autoFocus={!search.q} className="search-box--page" />
      {search.community && (
        <p className="search-page__scope">
          {SearchMessages.inCommunity(search.community)} · <Link to={searchPath({ ...search, community: undefined })}>{SearchMessages.searchEverywhere}</Link>
        </p>
      )}
      {!search.q ? (
        <p className="search-page__hint search-page__start">{SearchMessages.startTyping}</p>
      ) : (
        <>
          <div className="search-page__controls cluster">
            <SectionTabs
              tabs={search.community ? TABS.filter((tab) => tab.value === 'posts' || tab.value === 'comments') : TABS}
              value={search.type}
              onChange={(type: SearchType) => go({ type })}
              label={SearchMessages.search}
              idPrefix={idPrefix}
            />
            <LabelledSelect
              className="search-page__sort cluster"
              label={SearchMessages.sortLabel}
              value={search.sort}
              options={SEARCH_SORTS}
              optionLabels={SearchMessages.sorts}
              onChange={(sort) => go({ sort })}
            />
          </div>
          <Results
            key={`${search.q}\n${search.type}\n${search.sort}\n${search.community ?? ''}`}
            search={search}
            panelId={`${idPrefix}-panel-${search.type}`}
            tabId={`${idPrefix}-tab-${search.type}`}
          />
        </>
      )}
    </section>
  );
}
