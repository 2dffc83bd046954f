import { ModlogMessages, type Post } from '@app/contract';
import { Link } from 'react-router';
import { useCurrentUser } from '../use-session';
import { RestorePostButton } from './restore-post-button';
import './moderation.css';

/**
 * Under a post removed by moderators or admins: its author reads why, with the community's rules a click away;
 * the community's moderators and admins get Restore (docs/moderation-log.md). Nothing for others or other deletions.
 */
export function RemovedNotice({ post }: { post: Post }) {
  const viewer = useCurrentUser();
  if (!post.deleted || (post.deletedAs !== 'mods' && post.deletedAs !== 'admins') || !viewer) return null;
  const isAuthor = viewer.id === post.userId;
  const canRestore = !post.deletedContent && (viewer.isAdmin || (post.deletedAs === 'mods' && Boolean(post.community?.userMod)));
  if (!isAuthor && !canRestore) return null;
  return (
    <div className="removed-notice" role="note">
      {isAuthor && <p className="removed-notice__title">{ModlogMessages.removedNotice}</p>}
      {post.removalReason && <p>{ModlogMessages.removedReason(post.removalReason)}</p>}
      <p className="removed-notice__links">
        {isAuthor && <Link to={`/${post.communityName}`}>{ModlogMessages.readRules}</Link>}
        <Link to={`/${post.communityName}/modlog`}>{ModlogMessages.viewLog}</Link>
        {canRestore && <RestorePostButton post={post} />}
      </p>
    </div>
  );
}
