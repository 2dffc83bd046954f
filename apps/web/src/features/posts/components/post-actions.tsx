import { type Post, PostExtrasMessages, UiMessages, type UserGroup } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/use-session';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { failedCallMessage, isApiError } from '../../../lib/api-error';
import { useAnnouncePostMutation, useDeletePostContentMutation } from '../post-extras.api';
import { useLockPostMutation, usePinPostMutation } from '../posts.api';
import { deleteContentOption } from '../utils/post-content';
import { type PinOption, pinOptions } from '../utils/pin';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { PostDeleteDialog } from './post-delete-dialog';

/** The capacities a viewer may delete a post in, their own first: author, moderator of its community, admin. */
function deleteCapacities(isAuthor: boolean, post: Post, isAdmin: boolean): UserGroup[] {
  const capacities: UserGroup[] = [];
  if (isAuthor) capacities.push('normal');
  if (post.community?.userMod) capacities.push('mods');
  if (isAdmin) capacities.push('admins');
  return capacities;
}

/**
 * Edit and Delete for the author; 'Delete image' / 'Delete link' for the author and admins; the "Mod actions"
 * menu (Lock/Unlock, the community pin) for moderators of the community and admins; the "Admin actions" menu
 * (the site-wide pin, Announce) for admins. Menus keep the row short on a phone and follow the WAI-ARIA menu
 * button pattern (arrows, Home/End, Escape returns focus to the trigger).
 */
export function PostActions({ post }: { post: Post }) {
  const user = useCurrentUser();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [lockPost, { isLoading: isLocking }] = useLockPostMutation();
  const [pinPost, { isLoading: isPinning }] = usePinPostMutation();
  const [announcePost, { isLoading: isAnnouncing }] = useAnnouncePostMutation();
  const [deletePostContent, { isLoading: isDeletingContent }] = useDeletePostContentMutation();
  const dispatch = useAppDispatch();
  if (!user) return null;
  const isAuthor = user.id === post.userId;
  const modAs: UserGroup | null = post.community?.userMod ? 'mods' : user.isAdmin ? 'admins' : null;
  const pins = pinOptions(post, { isMod: Boolean(post.community?.userMod), isAdmin: user.isAdmin });
  const contentDeletion = deleteContentOption(post, user);

  // Announce is one-off (docs/screens.md §4, Post): a second try is a 409, 'Already announced'.
  const handleAnnounce = async () => {
    try {
      await announcePost({ publicId: post.publicId }).unwrap();
      dispatch(alertShown(PostExtrasMessages.announced, { id: 'announce' }));
    } catch (failure) {
      const text = isApiError(failure) && failure.status === 409 ? PostExtrasMessages.alreadyAnnounced : failedCallMessage(failure);
      dispatch(alertShown(text, { id: 'announce', kind: 'error' }));
    }
  };

  const handleDeleteContent = () => {
    if (!contentDeletion) return;
    const confirmText = post.deleted ? PostExtrasMessages.deleteContentConfirm[contentDeletion.kind] : UiMessages.deletePostConfirm;
    if (window.confirm(confirmText)) {
      void deletePostContent({ publicId: post.publicId, id: post.id, deleteAs: contentDeletion.deleteAs });
    }
  };

  const communityPin = pins.find((option) => !option.siteWide);
  const sitePin = pins.find((option) => option.siteWide);
  const pinItem = ({ siteWide, pin }: PinOption) => (
    <MenuButton key={siteWide ? 'site' : 'community'} onClick={() => void (isPinning || pinPost({ publicId: post.publicId, id: post.id, pin, siteWide }))}>
      {siteWide ? (pin ? UiMessages.pinSiteWide : UiMessages.unpinSiteWide) : pin ? UiMessages.pin : UiMessages.unpin}
    </MenuButton>
  );
  const hasAdminItems = user.isAdmin && (sitePin || !post.deleted);

  return (
    <div className="post-actions">
      {isAuthor && !post.deleted && (
        <Link className="button button--ghost button--sm" to={`/new?edit=${post.publicId}`}>
          {UiMessages.edit}
        </Link>
      )}
      {(isAuthor || modAs) && !post.deleted && (
        <button type="button" className="button button--ghost button--sm" onClick={() => setIsConfirmingDelete(true)}>
          {UiMessages.delete}
        </button>
      )}
      {isConfirmingDelete && (
        <PostDeleteDialog post={post} deleteAs={deleteCapacities(isAuthor, post, user.isAdmin)} onClose={() => setIsConfirmingDelete(false)} />
      )}
      {contentDeletion && (
        <button type="button" className="button button--ghost button--sm" onClick={handleDeleteContent} disabled={isDeletingContent}>
          {PostExtrasMessages.deletePostContent[contentDeletion.kind]}
        </button>
      )}
      {/* Moderators of the community, and admins acting as one: docs/screens.md "Post page". */}
      {modAs && (
        <DropdownMenu trigger={<ActionsTrigger text={PostExtrasMessages.modActions} />} triggerClassName="button button--ghost button--sm">
          <MenuButton onClick={() => void (isLocking || lockPost({ publicId: post.publicId, id: post.id, lock: !post.locked, lockAs: modAs }))}>
            {post.locked ? UiMessages.unlock : UiMessages.lock}
          </MenuButton>
          {communityPin && pinItem(communityPin)}
          {/* Further moderator items (such as restoring a removed post) are added here, after Lock and Pin. */}
        </DropdownMenu>
      )}
      {hasAdminItems && (
        <DropdownMenu trigger={<ActionsTrigger text={PostExtrasMessages.adminActions} />} triggerClassName="button button--ghost button--sm">
          {sitePin && pinItem(sitePin)}
          {!post.deleted && <MenuButton onClick={() => void (isAnnouncing || handleAnnounce())}>{PostExtrasMessages.announce}</MenuButton>}
        </DropdownMenu>
      )}
    </div>
  );
}

/** A menu trigger's text and its chevron (hidden from screen readers: aria-haspopup already says it opens a menu). */
function ActionsTrigger({ text }: { text: string }) {
  return (
    <>
      {text}
      <span aria-hidden="true">▾</span>
    </>
  );
}
