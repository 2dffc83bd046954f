import { type Post, UiMessages } from '@app/contract';
import { TimeAgo } from '../../../lib/use-now';
import { AppLink } from '../../../lib/app-link';
import { dateTooltipProps, isEdited } from '../../../lib/time-ago';
import { EditedButton } from '../../../lib/edit-history/edited-button';

/** Heading line of a post: community, author with group label, age, Edited, Pinned. */
export function PostMeta({ post }: { post: Post }) {
  const group = UiMessages.groupLabels[post.userGroup];
  return (
    <div className="post-meta">
      <AppLink className="post-meta__community" to={`/${post.communityName}`}>
        {post.communityName}
      </AppLink>
      <span className="post-meta__by">
        {UiMessages.postedBy} {post.userDeleted ? <span>{post.username}</span> : <AppLink to={`/@${post.username}`}>@{post.username}</AppLink>}
        {group && <span className="tag tag--group"> {group}</span>}
      </span>
      <time dateTime={post.createdAt} {...dateTooltipProps(post.createdAt)}>
        <TimeAgo date={post.createdAt} />
      </time>
      {isEdited(post.createdAt, post.editedAt) && post.editedAt && (
        <EditedButton className="edited-button" target={{ type: 'post', publicId: post.publicId }} {...dateTooltipProps(post.editedAt)}>
          {' '}
          <TimeAgo date={post.editedAt} />
        </EditedButton>
      )}
      {(post.isPinned || post.isPinnedSite) && <span className="tag tag--pinned">{UiMessages.pinned}</span>}
    </div>
  );
}
