import { Image, Post, User, ZERO_ID } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { CommunityRecord } from '@app/server/communities';
import { ghostId, toUser, UserRecord, UserViewer } from '@app/server/users';
import { PostRecord } from './post.types';

/** Everything besides the row that shapes a Post for one viewer. */
export interface PostViewContext {
  community: CommunityRecord;
  author: UserRecord;
  viewer: UserViewer | null;
  /** The viewer's vote: undefined without a viewer, null when they have not voted. */
  vote?: { up: boolean } | null;
  lastVisitAt?: Date | null;
  newComments?: number;
  isAuthorMuted?: boolean;
  isCommunityMuted?: boolean;
  /** From the page's one images statement (images area). */
  images?: PostImages;
}

export interface PostImages {
  /** An image post's images, in order. */
  images: Image[];
  linkImage: Image | null;
  communityProPic: Image | null;
  communityBannerImage: Image | null;
}

export function toPost(record: PostRecord, ctx: PostViewContext): Post {
  const authorDeleted = ctx.author.deletedAt !== null;
  const ghosted = authorDeleted && ctx.viewer?.isAdmin !== true;
  const contentDeleted = record.deletedContentAt !== null;
  const author: User = toUser(ctx.author, ctx.viewer);
  const post: Post = {
    id: record.id,
    type: record.type,
    publicId: record.publicId,
    userId: ghosted ? ZERO_ID : record.userId,
    username: ghosted ? 'ghost' : ctx.author.username,
    userGroup: record.userGroup,
    userDeleted: authorDeleted,
    isPinned: record.pinnedAt !== null,
    isPinnedSite: record.pinnedSiteAt !== null,
    communityId: record.communityId,
    communityName: ctx.community.name,
    communityProPic: ctx.images?.communityProPic ?? null,
    communityBannerImage: ctx.images?.communityBannerImage ?? null,
    title: record.title,
    body: contentDeleted && record.body !== null ? '' : record.body,
    image: contentDeleted ? null : (ctx.images?.images[0] ?? null),
    images: contentDeleted ? [] : (ctx.images?.images ?? []),
    locked: record.lockedAt !== null,
    lockedBy: record.lockedBy,
    lockedAt: toWireTimeOrNull(record.lockedAt),
    upvotes: record.upvotes,
    downvotes: record.downvotes,
    hotness: record.hotness,
    createdAt: toWireTime(record.createdAt),
    editedAt: toWireTimeOrNull(record.editedAt),
    lastActivityAt: toWireTime(record.lastActivityAt),
    deleted: record.deletedAt !== null,
    deletedAt: toWireTimeOrNull(record.deletedAt),
    deletedContent: contentDeleted,
    noComments: record.noComments,
    comments: null,
    commentsNext: null,
    userVoted: ctx.vote === undefined ? null : ctx.vote !== null,
    userVotedUp: ctx.vote ? ctx.vote.up : null,
    lastVisitAt: toWireTimeOrNull(ctx.lastVisitAt),
    newComments: ctx.newComments ?? 0,
    isAuthorMuted: ctx.isAuthorMuted ?? false,
    isCommunityMuted: ctx.isCommunityMuted ?? false,
    author,
  };
  if (authorDeleted) post.userGhostId = ghostId(record.userId, record.id);
  if (record.lockedByGroup && record.lockedAt) post.lockedByGroup = record.lockedByGroup;
  if (record.deletedAs && record.deletedAt) post.deletedAs = record.deletedAs;
  // As public as the moderation log that records it (docs/moderation-log.md).
  if (record.deletedAt && record.removalReason) post.removalReason = record.removalReason;
  if (record.deletedContentAs && contentDeleted) post.deletedContentAs = record.deletedContentAs;
  if (record.type === 'link' && record.linkUrl && !contentDeleted) {
    post.link = { url: record.linkUrl, hostname: record.linkHostname ?? '', image: ctx.images?.linkImage ?? null };
  }
  return post;
}
