import { UiMessages, type User } from '@app/contract';
import { smallestCopyUrl } from '../../../components/image/responsive-image';
import { Markdown } from '../../../lib/markdown/markdown';
import { formatDate } from '../../../lib/time-ago';
import { MuteUserButton } from '../../../lib/mutes/mute-button';
import { AdminBanButton } from './admin-ban-button';
import { hasSupporterBadge, isRealDate } from '../utils/profile-state';
import './profile.css';

function Avatar({ user }: { user: User }) {
  if (user.proPic) {
    return (
      <img
        className="profile-header__avatar"
        src={smallestCopyUrl(user.proPic, 80)}
        alt=""
        width={80}
        height={80}
        style={{ backgroundColor: user.proPic.averageColor }}
      />
    );
  }
  return (
    <span className="profile-header__avatar profile-header__avatar--letter" aria-hidden="true">
      {user.username.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * Avatar, name, Admin label, points, supporter badge, about me, join date and last seen.
 * Signed-in viewers get Mute/Unmute (not on their own profile, nor on a deleted account the server
 * refuses to mute). Admins, who also see deleted and suspended accounts, get a note saying so.
 */
export function ProfileHeader({ user }: { user: User }) {
  const isSupporter = hasSupporterBadge(user.badges);
  return (
    <header className="card profile-header">
      <div className="profile-header__row">
        <Avatar user={user} />
        <div className="profile-header__names">
          <h1 className="profile-header__name">@{user.username}</h1>
          <p className="profile-header__tags">
            {user.isAdmin && <span className="profile-tag profile-tag--admin">{UiMessages.adminLabel}</span>}
            {isSupporter && (
              <span className="profile-tag" title={UiMessages.supporterText}>
                {UiMessages.supporterBadge}
              </span>
            )}
            <span className="profile-header__points">{UiMessages.points(user.points)}</span>
          </p>
        </div>
        {!user.deleted && <MuteUserButton userId={user.id} username={user.username} />}
      </div>
      {user.isBanned && (
        <p className="form-notice profile-header__notice">{user.bannedAt ? UiMessages.bannedOn(formatDate(user.bannedAt)) : UiMessages.accountSuspended}</p>
      )}
      {user.deleted && (
        <p className="form-notice profile-header__notice">
          {isRealDate(user.deletedAt) ? UiMessages.deletedOn(formatDate(user.deletedAt)) : UiMessages.accountDeleted}
        </p>
      )}
      <AdminBanButton user={user} />
      {user.aboutMe && <Markdown source={user.aboutMe} className="profile-header__about" />}
      <p className="profile-header__meta">
        {isRealDate(user.createdAt) && <span>{UiMessages.joinedOn(formatDate(user.createdAt))}</span>}
        {user.lastSeenMonth && <span>{UiMessages.lastSeen(user.lastSeenMonth)}</span>}
      </p>
    </header>
  );
}
