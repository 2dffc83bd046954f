import { type Post, UiMessages, type UserGroup } from '@app/contract';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/use-session';
import { useDeletePostMutation, useLockPostMutation, usePinPostMutation } from '../posts.api';
import { pinOptions } from '../utils/pin';

/**
 * Edit and Delete for the author; Lock/Unlock and the community pin for moderators of the
 * community and admins; the site-wide pin for admins.
 */
export function PostActions({ post }: { post: Post }) {
  const user = useCurrentUser();
  const [deletePost, { isLoading: isDeleting }] = useDeletePostMutation();
  const [lockPost, { isLoading: isLocking }] = useLockPostMutation();
  const [pinPost, { isLoading: isPinning }] = usePinPostMutation();
  if (!user) return null;
  const isAuthor = user.id === post.userId;
  const modAs: UserGroup | null = post.community?.userMod ? 'mods' : user.isAdmin ? 'admins' : null;
  const pins = pinOptions(post, { isMod: Boolean(post.community?.userMod), isAdmin: user.isAdmin });

  const handleDelete = () => {
    if (window.confirm(UiMessages.deletePostConfirm)) {
      void deletePost({ publicId: post.publicId, id: post.id, deleteAs: isAuthor ? 'normal' : (modAs ?? 'normal') });
    }
  };

  return (
    <div className="post-actions">
      {isAuthor && !post.deleted && (
        <Link className="button button--ghost button--sm" to={`/new?edit=${post.publicId}`}>
          {UiMessages.edit}
        </Link>
      )}
      {(isAuthor || modAs) && !post.deleted && (
        <button type="button" className="button button--ghost button--sm" onClick={handleDelete} disabled={isDeleting}>
          {UiMessages.delete}
        </button>
      )}
      {modAs && (
        <button
          type="button"
          className="button button--ghost button--sm"
          disabled={isLocking}
          onClick={() => void lockPost({ publicId: post.publicId, id: post.id, lock: !post.locked, lockAs: modAs })}
        >
          {post.locked ? UiMessages.unlock : UiMessages.lock}
        </button>
      )}
      {pins.map(({ siteWide, pin }) => (
        <button
          key={siteWide ? 'site' : 'community'}
          type="button"
          className="button button--ghost button--sm"
          disabled={isPinning}
          onClick={() => void pinPost({ publicId: post.publicId, id: post.id, pin, siteWide })}
        >
          {siteWide ? (pin ? UiMessages.pinSiteWide : UiMessages.unpinSiteWide) : pin ? UiMessages.pin : UiMessages.unpin}
        </button>
      ))}
    </div>
  );
}
