import { type Community, UiMessages, type User } from '@app/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
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
  const summaryId = useId();
  const modId = useId();
  const badgesId = useId();
  const modding = user.moddingList ?? [];
  return (
    <aside className="profile-about" aria-label={UiMessages.sectionTabs.about}>
      <section className="card" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="profile-about__title">
          {UiMessages.profileSummary}
        </h2>
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
      </section>
      {modding.length > 0 && (
        <section className="card" aria-labelledby={modId}>
          <h2 id={modId} className="profile-about__title">
            {UiMessages.moderatorOf}
          </h2>
          <ul className="profile-about__communities">
            {modding.map((community) => (
              <li key={community.id}>
                <CommunityThumb community={community} />
                <Link to={`/${community.name}`}>{community.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hasSupporterBadge(user.badges) && (
        <section className="card" aria-labelledby={badgesId}>
          <h2 id={badgesId} className="profile-about__title">
            {UiMessages.badges}
          </h2>
          <p className="profile-about__badge">
            <strong>{UiMessages.supporterBadge}</strong> {UiMessages.supporterText}
          </p>
        </section>
      )}
      {children}
    </aside>
  );
}
