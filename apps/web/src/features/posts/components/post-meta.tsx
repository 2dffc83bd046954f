import { type Post, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { TimeAgo } from '../../../components/time-ago/time-ago';
import { isEdited } from '../../../lib/time-ago';

/** Heading line of a post: community, author with group label, age, Edited, Pinned. */
export function PostMeta({ post }: { post: Post }) {
  const group = UiMessages.groupLabels[post.userGroup];
  return (
    <div className="post-meta">
      <Link className="post-meta__community" to={`/${post.communityName}`}>
        {post.communityName}
      </Link>
      <span className="post-meta__by">
        {UiMessages.postedBy}{' '}
        {post.userDeleted ? <span>{post.username}</span> : <Link to={`/@${post.username}`}>@{post.username}</Link>}
        {group && <span className="tag tag--group"> {group}</span>}
      </span>
      <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
        <TimeAgo date={post.createdAt} />
      </time>
      {isEdited(post.createdAt, post.editedAt) && post.editedAt && (
        <span className="post-meta__edited" title={new Date(post.editedAt).toLocaleString()}>
          {UiMessages.edited} <TimeAgo date={post.editedAt} />
        </span>
      )}
      {(post.isPinned || post.isPinnedSite) && <span className="tag tag--pinned">{UiMessages.pinned}</span>}
    </div>
  );
}
