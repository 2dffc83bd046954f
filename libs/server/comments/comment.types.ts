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
  lockedAt: Date | null;
  lockedBy: string | null;
  lockedByGroup: UserGroup | null;
}

export const COMMENT_COLUMNS = `c.id, c.post_id, c.community_id, c.user_id, c.user_group, c.parent_id, c.depth, c.ancestors,
  c.no_replies, c.no_replies_direct, c.body, c.upvotes, c.downvotes, c.created_at, c.edited_at, c.deleted_at,
  c.deleted_by, c.deleted_as, c.locked_at, c.locked_by, c.locked_by_group`;

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
    lockedAt: row.locked_at,
    lockedBy: row.locked_by,
    lockedByGroup: row.locked_by_group,
  };
}

/** `"{upvotes}.{id}"` of the first comment of the next page (inclusive). */
export interface CommentsCursor {
  upvotes: number;
  id: string;
}

export interface NewComment {
  id: string;
  postId: string;
  communityId: string;
  userId: string;
  userGroup: UserGroup;
  parentId: string | null;
  depth: number;
  ancestors: string[] | null;
  body: string;
  createdAt: Date;
}

/** The viewer's vote on a comment: true up, false down; absent when none. */
export type VoteDirection = boolean;

/**
 * A comment as a visitor sees it, with the parts that depend only on its own row already serialised by
 * PostgreSQL (comments-json.ts puts the rest around them): no Date, no per-column parsing, no object.
 */
export interface VisitorCommentRow {
  id: string;
  community_id: string;
  user_id: string;
  user_group: UserGroup;
  deleted: boolean;
  upvotes: number;
  parent_id: string | null;
  ancestors: string[] | null;
  /** `"parentId":…` through `"postDeleted":false`, without braces. */
  middle: string;
  /** `,"contentStripped":true`, `,"deletedAs":…`, `,"lockedByGroup":…` where they apply; else ''. */
  extras: string;
}

const WIRE_TIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const wire = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', ${WIRE_TIME})`;

/**
 * The columns of VisitorCommentRow for `comments c`. Visitors are neither admins nor moderators, so every
 * deleted comment is stripped for them (comments.mapper.ts isStrippedFor); times are cut to whole seconds
 * as toWireTime does. Kept byte-for-byte equal to toComment + JSON.stringify by comments-json.int-spec.ts.
 */
export const VISITOR_COMMENT_JSON_COLUMNS = `c.id, c.community_id, c.user_id, c.user_group, c.deleted_at IS NOT NULL AS deleted, c.upvotes, c.parent_id, c.ancestors,
  (SELECT substr(j, 2, length(j) - 2) FROM (SELECT row_to_json(w)::text AS j FROM (SELECT
     c.parent_id AS "parentId", c.depth AS "depth", c.no_replies AS "noReplies", c.no_replies_direct AS "noRepliesDirect",
     c.ancestors AS "ancestors", CASE WHEN c.deleted_at IS NULL THEN c.body ELSE '[Deleted comment]' END AS "body",
     c.upvotes AS "upvotes", c.downvotes AS "downvotes", ${wire('c.created_at')} AS "createdAt", ${wire('c.edited_at')} AS "editedAt",
     c.deleted_at IS NOT NULL AS "deleted", ${wire('c.deleted_at')} AS "deletedAt", c.locked_at IS NOT NULL AS "locked",
     c.locked_by AS "lockedBy", ${wire('c.locked_at')} AS "lockedAt", NULL::boolean AS "userVoted", NULL::boolean AS "userVotedUp",
     false AS "postDeleted") w) r) AS middle,
  CASE WHEN c.deleted_at IS NULL THEN '' ELSE ',"contentStripped":true' || coalesce(',"deletedAs":' || to_json(c.deleted_as)::text, '') END
    || CASE WHEN c.locked_at IS NOT NULL AND NULLIF(c.locked_by_group, '') IS NOT NULL THEN ',"lockedByGroup":' || to_json(c.locked_by_group)::text ELSE '' END AS extras`;
