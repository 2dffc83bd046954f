import { UiMessages, type User } from '@app/contract';
import { smallestCopyUrl } from '../../../components/image/responsive-image';
import { Markdown } from '../../../lib/markdown/markdown';
import { formatDate } from '../../../lib/time-ago';
import './profile.css';

/** Avatar, name, Admin label, points, about me and join date. */
export function ProfileHeader({ user }: { user: User }) {
  return (
    <header className="card profile-header">
      <div className="profile-header__row">
        {user.proPic ? (
          <img className="profile-header__avatar" src={smallestCopyUrl(user.proPic, 64)} alt="" width={64} height={64} />
        ) : (
          <span className="profile-header__avatar profile-header__avatar--letter" aria-hidden="true">
            {user.username.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className="profile-header__name">@{user.username}</h1>
          <p className="profile-header__meta">
            {user.isAdmin && <span className="tag">{UiMessages.adminLabel}</span>} {UiMessages.points(user.points)} ·{' '}
            {UiMessages.joinedOn(formatDate(user.createdAt))}
          </p>
        </div>
      </div>
      {user.aboutMe && <Markdown source={user.aboutMe} className="profile-header__about" />}
    </header>
  );
}
