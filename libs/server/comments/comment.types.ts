import { ZERO_ID } from '@app/contract';
import type { UserGroup } from '@app/contract';
import { visitorUserJsonSql, wireTimeSql } from '@app/server/users';

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

// The mapper's words for a stripped comment (comments.mapper.ts STRIPPED); plain ASCII, safe in SQL and JSON as they are.
export const STRIPPED_USERNAME = '[Hidden]';
export const STRIPPED_BODY = '[Deleted comment]';

/**
 * A comment as a visitor sees it, serialised by PostgreSQL (visitorCommentColumns), with what the page
 * needs to find its cursor and missing ancestors.
 */
export interface VisitorCommentRow {
  id: string;
  upvotes: number;
  parent_id: string | null;
  ancestors: string[] | null;
  /** The author when deleted: its ghost id (sha1, not in PostgreSQL's core) goes in place of GHOST_ID_SLOT. */
  ghost_of: string | null;
  json: string;
}

/** Where a ghost's id goes in a VisitorCommentRow's json; no JSON string can hold it (its quotes are bare). */
export const GHOST_ID_SLOT = '"userGhostId":"########"';

/**
 * The columns of VisitorCommentRow for `comments c JOIN users u ON u.id = c.user_id`, `$publicId` and
 * `$communityName` being the post's public id and its community's name as JSON text (a post never moves
 * community, so its comments all share the post's). Visitors are neither admins nor moderators: every
 * deleted comment is stripped for them (comments.mapper.ts isStrippedFor) and every deleted author a
 * ghost. Byte-for-byte toComment + JSON.stringify: apps/api/test/post-page-json.int-spec.ts.
 */
export function visitorCommentColumns(publicId: string, communityName: string): string {
  const stripped = 'c.deleted_at IS NOT NULL';
  const ghost = 'u.deleted_at IS NOT NULL';
  const middle = `(SELECT substr(j, 2, length(j) - 2) FROM (SELECT row_to_json(w)::text AS j FROM (SELECT
     c.parent_id AS "parentId", c.depth AS "depth", c.no_replies AS "noReplies", c.no_replies_direct AS "noRepliesDirect",
     c.ancestors AS "ancestors", CASE WHEN ${stripped} THEN '${STRIPPED_BODY}' ELSE c.body END AS "body",
     c.upvotes AS "upvotes", c.downvotes AS "downvotes", ${wireTimeSql('c.created_at')} AS "createdAt", ${wireTimeSql('c.edited_at')} AS "editedAt",
     ${stripped} AS "deleted", ${wireTimeSql('c.deleted_at')} AS "deletedAt", c.locked_at IS NOT NULL AS "locked",
     c.locked_by AS "lockedBy", ${wireTimeSql('c.locked_at')} AS "lockedAt", NULL::boolean AS "userVoted", NULL::boolean AS "userVotedUp",
     false AS "postDeleted") w) r)`;
  return `c.id, c.upvotes, c.parent_id, c.ancestors, CASE WHEN ${ghost} THEN c.user_id END AS ghost_of,
  '{"id":' || to_json(c.id)::text || ',"postId":' || to_json(c.post_id)::text || ',"postPublicId":' || ${publicId}
    || ',"communityId":' || to_json(c.community_id)::text || ',"communityName":' || ${communityName}
    || ',"userId":' || CASE WHEN ${stripped} OR ${ghost} THEN '"${ZERO_ID}"' ELSE to_json(c.user_id)::text END
    || ',"username":' || CASE WHEN ${stripped} THEN '"${STRIPPED_USERNAME}"' WHEN ${ghost} THEN '"ghost"' ELSE to_json(u.username)::text END
    || ',"userGroup":' || CASE WHEN ${stripped} THEN '"null"' ELSE to_json(c.user_group)::text END
    || ',"userDeleted":' || (${ghost})::text || ',' || ${middle}
    || CASE WHEN ${ghost} THEN ',${GHOST_ID_SLOT}' ELSE '' END
    || CASE WHEN ${stripped} THEN ',"contentStripped":true' || coalesce(',"deletedAs":' || to_json(NULLIF(c.deleted_as, ''))::text, '') ELSE '' END
    || CASE WHEN c.locked_at IS NOT NULL AND NULLIF(c.locked_by_group, '') IS NOT NULL THEN ',"lockedByGroup":' || to_json(c.locked_by_group)::text ELSE '' END
    || CASE WHEN ${stripped} THEN '' ELSE ',"author":' || ${visitorUserJsonSql('u')} END
    || '}' AS json`;
}

