import { type Community, PostExtrasMessages, SearchMessages, UiMessages } from '@app/contract';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../../app/lazy-named';
import { ResponsiveImage } from '../../../components/image/responsive-image';
import { shortenCount } from '../../../lib/format-count';
import { useCurrentUser } from '../../../lib/use-session';
import { CommunityIcon } from './community-icon';
import { CommunityMenu } from './community-menu';
import { JoinButton } from './join-button';
import type { CommunityImageKind } from '../community-images.api';
import './communities.css';

// Only moderators and admins ever open it: fetched on first open.
const CommunityImageDialog = lazyNamed(() => import('./community-image-dialog'), 'CommunityImageDialog');

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Banner, icon, name, member count, Join, the menu, Create post, and MOD TOOLS for the community's
 * moderators (ADMIN for site admins who do not moderate it). About and rules live in CommunityAbout.
 */
export function CommunityHeader({ community }: { community: Community }) {
  const user = useCurrentUser();
  const isMod = Boolean(community.userMod);
  const canModerate = isMod || Boolean(user?.isAdmin);
  const [editing, setEditing] = useState<CommunityImageKind | null>(null);
  return (
    <header className="card community-header">
      <div className="community-header__banner-box">
        {community.bannerImage ? (
          <ResponsiveImage image={community.bannerImage} className="community-header__banner" sizes="(max-width: 1170px) 100vw, 860px" isEager />
        ) : (
          <div className="community-header__banner community-header__banner--empty" aria-hidden="true" />
        )}
        {canModerate && (
          <button type="button" className="button button--sm community-header__edit-banner" onClick={() => setEditing('banner_image')}>
            <PencilIcon />
            {PostExtrasMessages.editBanner}
          </button>
        )}
      </div>
      <div className="community-header__row">
        <div className="community-header__icon-box">
          <CommunityIcon community={community} size={64} className="community-header__icon" />
          {canModerate && (
            <button
              type="button"
              className="icon-button community-header__edit-icon"
              aria-label={PostExtrasMessages.editIcon}
              onClick={() => setEditing('pro_pic')}
            >
              <PencilIcon />
            </button>
          )}
        </div>
        <div className="community-header__names">
          <h1 className="community-header__title">{community.name}</h1>
          <p className="community-header__members">{UiMessages.memberCount(community.noMembers, shortenCount(community.noMembers))}</p>
        </div>
      </div>
      <div className="community-header__actions cluster">
        <JoinButton community={community} />
        {user && (
          <Link className="button button--secondary button--sm" to={`/new?community=${encodeURIComponent(community.name)}`}>
            {UiMessages.createPost}
          </Link>
        )}
        <Link className="button button--ghost button--sm" to={`/search?community=${encodeURIComponent(community.name)}`}>
          {SearchMessages.searchInCommunity}
        </Link>
        {canModerate && (
          <Link className="button button--ghost button--sm community-header__modtools" to={`/${community.name}/modtools`}>
            {isMod ? UiMessages.modTools : UiMessages.adminTools}
          </Link>
        )}
        <CommunityMenu community={community} />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <CommunityImageDialog community={community} kind={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </header>
  );
}
