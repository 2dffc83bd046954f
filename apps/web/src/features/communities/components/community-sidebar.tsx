import { type Community, UiMessages } from '@app/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ClampedBox } from '../../../components/clamped-box/clamped-box';
import { Markdown } from '../../../lib/markdown/markdown';
import { formatDate } from '../../../lib/time-ago';
import { CommunityIcon } from './community-icon';
import { CommunityRules, sortedRules } from './community-rules';
import { JoinButton } from './join-button';
import './communities.css';

interface CommunitySidebarProps {
  community: Community;
  /** Beside a post: a small head card with the name and Join instead of the about card. */
  isCompact?: boolean;
}

/** The height cap of a community's about text (docs/api/constants.md §9, heights). */
export const ABOUT_MAX_HEIGHT_PX = 120;

/** The about text, cut at 120 px with 'Show more' / 'Show less' when it is taller. */
function CommunityAbout({ source }: { source: string }) {
  return (
    <ClampedBox
      maxHeight={ABOUT_MAX_HEIGHT_PX}
      className="community-sidebar__about-box"
      buttonClassName="button button--ghost button--sm community-sidebar__more"
    >
      <Markdown source={source} className="community-sidebar__about" />
    </ClampedBox>
  );
}

/** A card of the sidebar, named by its heading. */
function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="community-sidebar__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** About text and creation date, rules and moderators: beside a feed or a post, or in the About tab. */
export function CommunitySidebar({ community, isCompact = false }: CommunitySidebarProps) {
  const rules = sortedRules(community);
  const mods = community.mods ?? [];
  return (
    <aside className="community-sidebar" aria-label={UiMessages.aboutCommunity}>
      {isCompact ? (
        <div className="card community-sidebar__head">
          <CommunityIcon community={community} />
          <Link to={`/${community.name}`}>{community.name}</Link>
          <JoinButton community={community} />
        </div>
      ) : (
        <SidebarCard title={UiMessages.aboutCommunity}>
          {community.about && <CommunityAbout source={community.about} />}
          <p className="community-sidebar__created">{UiMessages.createdOn(formatDate(community.createdAt))}</p>
        </SidebarCard>
      )}
      {rules.length > 0 && (
        <SidebarCard title={UiMessages.rules}>
          <CommunityRules rules={rules} className="community-sidebar__rules" />
        </SidebarCard>
      )}
      {mods.length > 0 && (
        <SidebarCard title={UiMessages.moderators}>
          <ul className="community-sidebar__mods">
            {mods.map((mod) => (
              <li key={mod.id}>
                <Link to={`/@${mod.username}`}>@{mod.username}</Link>
              </li>
            ))}
          </ul>
        </SidebarCard>
      )}
    </aside>
  );
}
