import { type Community, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/image/responsive-image';
import { shortenCount } from '../../../lib/format-count';
import { Markdown } from '../../../lib/markdown/markdown';
import { formatDate } from '../../../lib/time-ago';
import { useCurrentUser } from '../../../lib/use-session';
import { CommunityIcon } from './community-icon';
import { JoinButton } from './join-button';
import './communities.css';

export function CommunityHeader({ community }: { community: Community }) {
  const user = useCurrentUser();
  const isMod = Boolean(community.userMod);
  return (
    <header className="card community-header">
      {community.bannerImage && <ResponsiveImage image={community.bannerImage} className="community-header__banner" sizes="100vw" isEager />}
      <div className="community-header__row">
        <CommunityIcon community={community} size={56} />
        <div className="community-header__names">
          <h1 className="community-header__title">{community.name}</h1>
          <p className="community-header__members">{UiMessages.members(shortenCount(community.noMembers))}</p>
        </div>
        <JoinButton community={community} />
      </div>
      {community.about && <Markdown source={community.about} className="community-header__about" />}
      <p className="community-header__created">{UiMessages.createdOn(formatDate(community.createdAt))}</p>
      <div className="community-header__actions">
        {user && (
          <Link className="button button--secondary button--sm" to={`/new?community=${encodeURIComponent(community.name)}`}>
            {UiMessages.createPost}
          </Link>
        )}
        {(isMod || user?.isAdmin) && (
          <Link className="button button--ghost button--sm" to={`/${community.name}/modtools`}>
            {isMod ? UiMessages.modTools : UiMessages.adminTools}
          </Link>
        )}
      </div>
    </header>
  );
}
