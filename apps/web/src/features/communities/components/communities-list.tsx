import { COMMUNITIES_SORTS, type CommunitiesSort, UiMessages } from '@app/contract';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { shortenCount } from '../../../lib/format-count';
import { useListCommunitiesQuery } from '../communities.api';
import { aboutPreview } from '../utils/about-preview';
import { DEFAULT_COMMUNITIES_SORT, filterCommunitiesByName, parseCommunitiesSort } from '../utils/communities-sort';
import { CommunityIcon } from './community-icon';
import { JoinButton } from './join-button';
import { NewCommunityButton } from './new-community-button';
import './communities.css';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * All communities: a search toggle (name filter on the client), sort Latest/Oldest/Popular/A-Z/Z-A
 * kept in `?sort=`, and the list with Join buttons. `beforeList` sits between the toolbar and the list.
 */
export function CommunitiesList({ beforeList }: { beforeList?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const sort = parseCommunitiesSort(params.get('sort'));
  const [isSearching, setIsSearching] = useState(false);
  const [search, setSearch] = useState('');
  const { data = [], isLoading } = useListCommunitiesQuery({ sort });
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shown = filterCommunitiesByName(data, search);

  const handleSortChange = (value: CommunitiesSort) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_COMMUNITIES_SORT) next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      // A sort change is a view setting, not a new page to go back to.
      { replace: true },
    );
  };
  const closeSearch = () => {
    setIsSearching(false);
    setSearch('');
  };
  const handleSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    closeSearch();
    // The box goes away; focus returns to the toggle that opened it.
    toggleRef.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="feed-toolbar communities-page__toolbar">
        <h1 id={`${id}-title`} className="feed-toolbar__title">
          {UiMessages.screenNames.communities}
        </h1>
        <div className="communities-toolbar">
          <button
            ref={toggleRef}
            type="button"
            className={`icon-button${isSearching ? ' communities-toolbar__search--open' : ''}`}
            aria-label={UiMessages.searchCommunities}
            aria-expanded={isSearching}
            aria-controls={isSearching ? `${id}-search` : undefined}
            onClick={isSearching ? closeSearch : () => setIsSearching(true)}
          >
            <SearchIcon />
          </button>
          <label>
            <span className="visually-hidden">{UiMessages.sortLabel}</span>
            <select className="field-input" value={sort} onChange={(event) => handleSortChange(parseCommunitiesSort(event.target.value))}>
              {COMMUNITIES_SORTS.map((option) => (
                <option key={option} value={option}>
                  {UiMessages.communitySorts[option]}
                </option>
              ))}
            </select>
          </label>
          <NewCommunityButton />
        </div>
      </div>
      {isSearching && (
        <div className="communities-search">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {UiMessages.searchCommunities}
          </label>
          {/* Opened on request, so taking focus is what the user asked for. */}
          <input
            id={`${id}-search`}
            type="search"
            className="field-input"
            placeholder={UiMessages.searchCommunities}
            value={search}
            autoFocus
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={handleSearchKeyDown}
          />
        </div>
      )}
      {beforeList}
      {isLoading ? (
        <FeedSkeletons />
      ) : shown.length === 0 ? (
        <p className="feed-end">{UiMessages.nothingToShow}</p>
      ) : (
        <ul className="communities-list" aria-labelledby={`${id}-title`}>
          {shown.map((community) => (
            <li key={community.id} className="card communities-list__item">
              <CommunityIcon community={community} />
              <div className="communities-list__name">
                <Link to={`/${community.name}`}>{community.name}</Link>
                <p>
                  {UiMessages.memberCount(community.noMembers, shortenCount(community.noMembers))}
                  {community.about ? ` · ${aboutPreview(community.about)}` : ''}
                </p>
              </div>
              <JoinButton community={community} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
