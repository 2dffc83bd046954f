import { type Community, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/image/responsive-image';
import { shortenCount } from '../../../lib/format-count';
import { useCurrentUser } from '../../../lib/use-session';
import { CommunityIcon } from './community-icon';
import { CommunityMenu } from './community-menu';
import { JoinButton } from './join-button';
import './communities.css';

/**
 * Banner, icon, name, member count, Join, the menu, Create post, and MOD TOOLS for the community's
 * moderators (ADMIN for site admins who do not moderate it). About and rules live in CommunityAbout.
 */
export function CommunityHeader({ community }: { community: Community }) {
  const user = useCurrentUser();
  const isMod = Boolean(community.userMod);
  const canModerate = isMod || Boolean(user?.isAdmin);
  return (
    <header className="card community-header">
      {community.bannerImage ? (
        <ResponsiveImage image={community.bannerImage} className="community-header__banner" sizes="(max-width: 1170px) 100vw, 860px" isEager />
      ) : (
        <div className="community-header__banner community-header__banner--empty" aria-hidden="true" />
      )}
      <div className="community-header__row">
        <CommunityIcon community={community} size={64} className="community-header__icon" />
        <div className="community-header__names">
          <h1 className="community-header__title">{community.name}</h1>
          <p className="community-header__members">{UiMessages.memberCount(community.noMembers, shortenCount(community.noMembers))}</p>
        </div>
      </div>
      <div className="community-header__actions">
        <JoinButton community={community} />
        {user && (
          <Link className="button button--secondary button--sm" to={`/new?community=${encodeURIComponent(community.name)}`}>
            {UiMessages.createPost}
          </Link>
        )}
        {canModerate && (
          <Link className="button button--ghost button--sm community-header__modtools" to={`/${community.name}/modtools`}>
            {isMod ? UiMessages.modTools : UiMessages.adminTools}
          </Link>
        )}
        <CommunityMenu community={community} />
      </div>
    </header>
  );
}
