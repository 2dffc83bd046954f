import { type Community, UiMessages, type User } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TitledCard } from '../../../components/card/titled-card';
import { smallestCopyUrl } from '../../../components/image/responsive-image';
import { hasSupporterBadge } from '../utils/profile-state';
import './profile.css';

function CommunityThumb({ community }: { community: Community }) {
  if (community.proPic) return <img className="profile-about__thumb" src={smallestCopyUrl(community.proPic, 28)} alt="" width={28} height={28} />;
  return (
    <span className="profile-about__thumb profile-about__thumb--letter" aria-hidden="true">
      {community.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** Beside the profile feed (or in its About tab): summary counts, 'Moderator of', badges, and what the route adds (the Lists card). */
export function ProfileAbout({ user, children }: { user: User; children?: ReactNode }) {
  const modding = user.moddingList ?? [];
  return (
    <aside className="profile-about" aria-label={UiMessages.sectionTabs.about}>
      <TitledCard title={UiMessages.profileSummary} titleClassName="profile-about__title">
        <dl className="profile-about__summary">
          <div>
            <dt>{UiMessages.profileTabs.posts}</dt>
            <dd>{user.noPosts}</dd>
          </div>
          <div>
            <dt>{UiMessages.profileTabs.comments}</dt>
            <dd>{user.noComments}</dd>
          </div>
        </dl>
      </TitledCard>
      {modding.length > 0 && (
        <TitledCard title={UiMessages.moderatorOf} titleClassName="profile-about__title">
          <ul className="profile-about__communities">
            {modding.map((community) => (
              <li key={community.id}>
                <CommunityThumb community={community} />
                <Link to={`/${community.name}`}>{community.name}</Link>
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
      {hasSupporterBadge(user.badges) && (
        <TitledCard title={UiMessages.badges} titleClassName="profile-about__title">
          <p className="profile-about__badge">
            <strong>{UiMessages.supporterBadge}</strong> {UiMessages.supporterText}
          </p>
        </TitledCard>
      )}
      {children}
    </aside>
  );
}
