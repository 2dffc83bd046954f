import { COMMUNITIES_SORTS, type CommunitiesSort, UiMessages } from '@app/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { shortenCount } from '../../../lib/format-count';
import { useListCommunitiesQuery } from '../communities.api';
import { CommunityIcon } from './community-icon';
import { JoinButton } from './join-button';
import './communities.css';

/** All communities: sort Latest/Oldest/Popular/A-Z/Z-A (default Popular) and a name filter. */
export function CommunitiesList() {
  const [sort, setSort] = useState<CommunitiesSort>('size');
  const [search, setSearch] = useState('');
  const { data = [], isLoading } = useListCommunitiesQuery({ sort });
  const id = useId();
  const needle = search.trim().toLowerCase();
  const shown = needle ? data.filter((community) => community.name.toLowerCase().includes(needle)) : data;
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="feed-toolbar">
        <h1 id={`${id}-title`} className="feed-toolbar__title">
          {UiMessages.screenNames.communities}
        </h1>
        <label>
          <span className="visually-hidden">{UiMessages.sortLabel}</span>
          <select className="field-input" value={sort} onChange={(event) => setSort(event.target.value as CommunitiesSort)}>
            {COMMUNITIES_SORTS.map((option) => (
              <option key={option} value={option}>
                {UiMessages.communitySorts[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {UiMessages.searchCommunities}
      </label>
      <input id={`${id}-search`} type="search" className="field-input" placeholder={UiMessages.searchCommunities} value={search} onChange={(event) => setSearch(event.target.value)} />
      {isLoading ? (
        <FeedSkeletons />
      ) : shown.length === 0 ? (
        <p className="feed-end">{UiMessages.nothingToShow}</p>
      ) : (
        <ul className="communities-list">
          {shown.map((community) => (
            <li key={community.id} className="card communities-list__item">
              <CommunityIcon community={community} />
              <div className="communities-list__name">
                <Link to={`/${community.name}`}>{community.name}</Link>
                <p>{UiMessages.members(shortenCount(community.noMembers))}{community.about ? ` · ${community.about}` : ''}</p>
              </div>
              <JoinButton community={community} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
