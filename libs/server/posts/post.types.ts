import type { PostType, UserGroup } from '@app/contract';

/**
 * A user's vote on a post, as the `post_vote` database function reports it before and after a vote. That
 * function is where the vote rules live (pressing the current vote removes it, counters and karma move with
 * it): migrations/1764000000000-BannedMembersCannotVote.ts has its current text.
 */
export type VoteState = 'none' | 'up' | 'down';

/** A post row as the repository reads it. */
export interface PostRecord {
  id: string;
  publicId: string;
  type: PostType;
  userId: string;
  userGroup: UserGroup;
  communityId: string;
  title: string;
  body: string | null;
  linkUrl: string | null;
  linkHostname: string | null;
  linkImageId: string | null;
  lockedAt: Date | null;
  lockedBy: string | null;
  lockedByGroup: UserGroup | null;
  upvotes: number;
  downvotes: number;
  points: number;
  hotness: number;
  createdAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
  deletedAt: Date | null;
  deletedBy: string | null;
  deletedAs: UserGroup | null;
  /** Why a moderator or admin removed it (docs/moderation-log.md); null otherwise. */
  removalReason: string | null;
  deletedContentAt: Date | null;
  deletedContentBy: string | null;
  deletedContentAs: UserGroup | null;
  noComments: number;
  pinnedAt: Date | null;
  pinnedSiteAt: Date | null;
  announcedAt: Date | null;
}

export const POST_COLUMNS = `p.id, p.public_id, p.type, p.user_id, p.user_group, p.community_id, p.title, p.body, p.link_url,
  p.link_hostname, p.link_image_id, p.locked_at, p.locked_by, p.locked_by_group, p.upvotes, p.downvotes, p.points,
  p.hotness, p.created_at, p.edited_at, p.last_activity_at, p.deleted_at, p.deleted_by, p.deleted_as, p.removal_reason,
  p.deleted_content_at, p.deleted_content_by, p.deleted_content_as, p.no_comments, p.pinned_at, p.pinned_site_at,
  p.announced_at`;

export interface PostRow {
  id: string;
  public_id: string;
  type: PostType;
  user_id: string;
  user_group: UserGroup;
  community_id: string;
  title: string;
  body: string | null;
  link_url: string | null;
  link_hostname: string | null;
  link_image_id: string | null;
  locked_at: Date | null;
  locked_by: string | null;
  locked_by_group: UserGroup | null;
  upvotes: number;
  downvotes: number;
  points: number;
  hotness: string;
  created_at: Date;
  edited_at: Date | null;
  last_activity_at: Date;
  deleted_at: Date | null;
  deleted_by: string | null;
  deleted_as: UserGroup | null;
  removal_reason: string | null;
  deleted_content_at: Date | null;
  deleted_content_by: string | null;
  deleted_content_as: UserGroup | null;
  no_comments: number;
  pinned_at: Date | null;
  pinned_site_at: Date | null;
  announced_at: Date | null;
}

export function toPostRecord(row: PostRow): PostRecord {
  return {
    id: row.id,
    publicId: row.public_id,
    type: row.type,
    userId: row.user_id,
    userGroup: row.user_group,
    communityId: row.community_id,
    title: row.title,
    body: row.body,
    linkUrl: row.link_url,
    linkHostname: row.link_hostname,
    linkImageId: row.link_image_id,
    lockedAt: row.locked_at,
    lockedBy: row.locked_by,
    lockedByGroup: row.locked_by_group,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    points: row.points,
    // bigint arrives as text; hotness values stay below 2^53 for millennia.
    hotness: Number(row.hotness),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    lastActivityAt: row.last_activity_at,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    deletedAs: row.deleted_as,
    removalReason: row.removal_reason ?? null,
    deletedContentAt: row.deleted_content_at,
    deletedContentBy: row.deleted_content_by,
    deletedContentAs: row.deleted_content_as,
    noComments: row.no_comments,
    pinnedAt: row.pinned_at,
    pinnedSiteAt: row.pinned_site_at,
    announcedAt: row.announced_at,
  };
}
