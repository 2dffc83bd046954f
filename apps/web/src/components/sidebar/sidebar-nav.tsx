import { type HomeFeed, UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CommunitiesIcon, HomeIcon } from '../icons/chrome-icons';
import { DocumentIcon, FeedIcon, InfoIcon, ListIcon, MailIcon } from '../icons/sidebar-icons';
import { alternateFeed, withSortParam } from './feed-links';

interface SidebarNavProps {
  /** The signed-in user's name, for 'My Lists'; null for visitors. */
  username: string | null;
  homeFeed: HomeFeed | null;
  /** The operator's contact address (`_initial.site`); no Contact link without one. */
  contactEmail: string | null;
}

const links = UiMessages.chromeLinks;

/** The site's documents, one page each under the same icon. */
const SITE_DOCUMENTS = [
  { to: '/guidelines', label: links.guidelines },
  { to: '/terms', label: links.terms },
  { to: '/privacy-policy', label: links.privacy },
] as const;

/** The site's pages, in the order of docs/screens.md §2, Navigation chrome. */
export function SidebarNav({ username, homeFeed, contactEmail }: SidebarNavProps) {
  const { search } = useLocation();
  const feed = alternateFeed(homeFeed);
  return (
    <nav className="sidebar-section" aria-label={UiMessages.siteNavigation}>
      <ul className="sidebar-list">
        <SidebarLink to={withSortParam('/', search)} icon={<HomeIcon />} isEnd>
          {links.home}
        </SidebarLink>
        {feed && (
          <SidebarLink to={withSortParam(`/${feed}`, search)} icon={<FeedIcon />}>
            {links[feed]}
          </SidebarLink>
        )}
        <SidebarLink to="/communities" icon={<CommunitiesIcon />}>
          {links.communities}
        </SidebarLink>
        {SITE_DOCUMENTS.map(({ to, label }) => (
          <SidebarLink key={to} to={to} icon={<DocumentIcon />}>
            {label}
          </SidebarLink>
        ))}
        {contactEmail && (
          <li>
            <a href={`mailto:${contactEmail}`} className="sidebar-link">
              <MailIcon />
              <span className="sidebar-link__text">{links.contact}</span>
            </a>
          </li>
        )}
        <SidebarLink to="/about" icon={<InfoIcon />}>
          {links.about}
        </SidebarLink>
        {username && (
          <SidebarLink to={`/@${username}/lists`} icon={<ListIcon />}>
            {links.myLists}
          </SidebarLink>
        )}
      </ul>
    </nav>
  );
}

function SidebarLink({ to, icon, isEnd = false, children }: { to: string; icon: ReactNode; isEnd?: boolean; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end={isEnd} className="sidebar-link">
        {icon}
        <span className="sidebar-link__text">{children}</span>
      </NavLink>
    </li>
  );
}
