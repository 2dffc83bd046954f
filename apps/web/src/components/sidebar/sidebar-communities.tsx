import { type Community, UiMessages } from '@app/contract';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { smallestCopyUrl } from '../image/responsive-image';
import { visibleCommunities } from './visible-communities';

type SidebarCommunity = Pick<Community, 'id' | 'name' | 'proPic'>;

const ICON_SIZE = 24;

/** The joined communities (featured ones for visitors): the first ten, then a toggle for the rest. */
export function SidebarCommunities({ communities, label }: { communities: readonly SidebarCommunity[]; label: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const labelId = useId();
  const listId = useId();
  if (communities.length === 0) return null;
  const { shown, overflowCount } = visibleCommunities(communities, isExpanded);
  return (
    <nav className="sidebar-section" aria-labelledby={labelId}>
      <p id={labelId} className="sidebar-section__label">
        {label}
      </p>
      <ul id={listId} className="sidebar-list">
        {shown.map((community) => (
          <li key={community.id}>
            <NavLink to={`/${community.name}`} className="sidebar-link">
              <SidebarCommunityIcon community={community} />
              <span className="sidebar-link__text">{community.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {overflowCount > 0 && (
        <button type="button" className="sidebar-toggle" aria-expanded={isExpanded} aria-controls={listId} onClick={() => setIsExpanded((value) => !value)}>
          {isExpanded ? UiMessages.showLess : UiMessages.showMore(overflowCount)}
        </button>
      )}
    </nav>
  );
}

function SidebarCommunityIcon({ community }: { community: SidebarCommunity }) {
  if (community.proPic) {
    return (
      <img
        className="sidebar-link__icon"
        src={smallestCopyUrl(community.proPic, ICON_SIZE * 2)}
        alt=""
        width={ICON_SIZE}
        height={ICON_SIZE}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="sidebar-link__icon sidebar-link__icon--letter" aria-hidden="true">
      {community.name.charAt(0).toUpperCase()}
    </span>
  );
}
