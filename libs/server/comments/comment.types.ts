import type { UserGroup } from '@app/contract';

/** A comment row as the repository reads it. */
export interface CommentRecord {
  id: string;
  postId: string;
  communityId: string;
  userId: string;
  userGroup: UserGroup;
  parentId: string | null;
  depth: number;
  /** Root → parent; null for top-level comments. */
  ancestors: string[] | null;
  noReplies: number;
  noRepliesDirect: number;
  body: string;
  upvotes: number;
  downvotes: number;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  deletedBy: string | null;
  deletedAs: UserGroup | null;
  /** Why moderators or admins removed it, when they said (docs/moderation-log.md). */
  removalReason: string | null;
  lockedAt: Date | null;
  lockedBy: string | null;
  lockedByGroup: UserGroup | null;
}

export const COMMENT_COLUMNS = `c.id, c.post_id, c.community_id, c.user_id, c.user_group, c.parent_id, c.depth, c.ancestors,
  c.no_replies, c.no_replies_direct, c.body, c.upvotes, c.downvotes, c.created_at, c.edited_at, c.deleted_at,
  c.deleted_by, c.deleted_as, c.removal_reason, c.locked_at, c.locked_by, c.locked_by_group`;

export interface CommentRow {
  id: string;
  post_id: string;
  community_id: string;
  user_id: string;
  user_group: UserGroup;
  parent_id: string | null;
  depth: number;
  ancestors: string[] | null;
  no_replies: number;
  no_replies_direct: number;
  body: string;
  upvotes: number;
  downvotes: number;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  deleted_by: string | null;
  deleted_as: UserGroup | null;
  removal_reason: string | null;
  locked_at: Date | null;
  locked_by: string | null;
  locked_by_group: UserGroup | null;
}

export function toCommentRecord(row: CommentRow): CommentRecord {
  return {
    id: row.id,
    postId: row.post_id,
    communityId: row.community_id,
    userId: row.user_id,
    userGroup: row.user_group,
    parentId: row.parent_id,
    depth: row.depth,
    ancestors: row.ancestors,
    noReplies: row.no_replies,
    noRepliesDirect: row.no_replies_direct,
    body: row.body,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    deletedAs: row.deleted_as,
    removalReason: row.removal_reason,
    lockedAt: row.locked_at,
    lockedBy: row.locked_by,
    lockedByGroup: row.locked_by_group,
  };
}

/** A comment as a page's first read sees it: `[id, xmin, upvotes, parentId, ancestors joined by commas, userId, communityId]`. */
export type CommentVersion = [
  id: string,
  version: string,
  upvotes: number,
  parentId: string | null,
  ancestors: string | null,
  userId: string,
  communityId: string,
];

/** `"{upvotes}.{id}"` of the first comment of the next page (inclusive). */
export interface CommentsCursor {
  upvotes: number;
  id: string;
}

export type NewComment = Pick<
  CommentRecord,
  'id' | 'postId' | 'communityId' | 'userId' | 'userGroup' | 'parentId' | 'depth' | 'ancestors' | 'body' | 'createdAt'
>;

/** The viewer's vote on a comment: true up, false down; absent when none. */
export type VoteDirection = boolean;
