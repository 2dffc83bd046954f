import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { UserGroup } from '@app/contract';
import { queryRows, ReadOnlyDatabase, retryOnConflict } from '@app/server/core/database';
import { COMMENT_COLUMNS, CommentRecord, CommentRow, CommentsCursor, CommentVersion, NewComment, toCommentRecord } from './comment.types';

export type Executor = DataSource | EntityManager;

/**
 * Columns of CommentVersion. `xmin` is the transaction that wrote the row version: every committed UPDATE
 * (vote counts, edit, delete, lock, a reply's counters, a group change) gives the row a new one. The
 * ancestors go as text (split in the api) only for replies.
 */
const VERSION_COLUMNS = `c.id, c.xmin::text, c.upvotes, c.parent_id, CASE WHEN c.parent_id IS NULL THEN NULL ELSE array_to_string(c.ancestors, ',') END,
  c.user_id, c.community_id`;

/** Reads and writes of the comments table. Votes have a repository of their own. */
@Injectable()
export class CommentsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  /**
   * A comment, a vote or a deletion locks the post's, the parent's and the author's rows in an order other
   * writes do not share, so it can lose a deadlock; rolled back whole, it is run again. `work` must do nothing
   * but database work in `tx` (all callers do).
   */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return retryOnConflict(() => this.db.transaction(work));
  }

  async findById(id: string, tx: Executor = this.db): Promise<CommentRecord | null> {
    const rows = await queryRows<CommentRow>(tx, `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = $1`, [id]);
    return rows[0] ? toCommentRecord(rows[0]) : null;
  }

  /** Locks the row for the rest of the transaction; replies and votes on it wait their turn. */
  async findByIdForUpdate(tx: EntityManager, id: string): Promise<CommentRecord | null> {
    const rows = await queryRows<CommentRow>(tx, `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = $1 FOR NO KEY UPDATE`, [id]);
    return rows[0] ? toCommentRecord(rows[0]) : null;
  }

  /** The comment, locked for a vote, and whether its post is locked (votes are refused there). */
  async findForVote(tx: EntityManager, id: string): Promise<{ comment: CommentRecord; postLocked: boolean } | null> {
    const rows = await queryRows<CommentRow & { post_locked: boolean }>(
      tx,
      `SELECT ${COMMENT_COLUMNS}, p.locked_at IS NOT NULL AS post_locked
       FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1 FOR NO KEY UPDATE OF c`,
      [id],
    );
    return rows[0] ? { comment: toCommentRecord(rows[0]), postLocked: rows[0].post_locked } : null;
  }

  /** Root first (ids are time-ordered, so an ancestor's id is smaller than its descendants'). */
  async findByIds(ids: readonly string[]): Promise<CommentRecord[]> {
    if (!ids.length) return [];
    const rows = await queryRows<CommentRow>(this.db, `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = ANY($1) ORDER BY c.id`, [ids]);
    return rows.map(toCommentRecord);
  }

  /**
   * One range scan of comments_post_top_idx, best first from the inclusive cursor on: only what the page's
   * shape and its cache lookups need (see CommentVersion), each row an array.
   */
  pageVersions(postId: string, cursor: CommentsCursor | null, limit: number): Promise<CommentVersion[]> {
    return cursor
      ? this.reads.arrays<CommentVersion>(
          `SELECT ${VERSION_COLUMNS} FROM comments c
                 WHERE c.post_id = $1 AND (c.upvotes, c.id) <= ($2::integer, $3::varchar)
                 ORDER BY c.upvotes DESC, c.id DESC LIMIT $4`,
          [postId, cursor.upvotes, cursor.id, limit],
        )
      : this.reads.arrays<CommentVersion>(`SELECT ${VERSION_COLUMNS} FROM comments c WHERE c.post_id = $1 ORDER BY c.upvotes DESC, c.id DESC LIMIT $2`, [
          postId,
          limit,
        ]);
  }

  /** The same narrow rows for `ids`, root first. */
  versionsByIds(ids: readonly string[]): Promise<CommentVersion[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.arrays<CommentVersion>(`SELECT ${VERSION_COLUMNS} FROM comments c WHERE c.id = ANY($1) ORDER BY c.id`, [ids]);
  }

  /** Whole rows of `ids` with the `xmin` they were read at, so a cache keeps each under its own version. */
  async findVersionedByIds(ids: readonly string[]): Promise<{ version: string; record: CommentRecord }[]> {
    if (!ids.length) return [];
    const rows = await this.reads.rows<CommentRow & { version: string }>(
      `SELECT c.xmin::text AS version, ${COMMENT_COLUMNS} FROM comments c WHERE c.id = ANY($1)`,
      [ids],
    );
    return rows.map((row) => ({ version: row.version, record: toCommentRecord(row) }));
  }

  /**
   * Every descendant of a comment of `postId`, oldest first, through the GIN index on ancestors (the post
   * is checked on the rows, so the planner never trades that index for the post's whole comment range).
   */
  async descendants(postId: string, commentId: string): Promise<CommentRecord[]> {
    const rows = await queryRows<CommentRow>(this.db, `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.ancestors @> ARRAY[$1]::varchar[] ORDER BY c.id`, [
      commentId,
    ]);
    return rows.filter((row) => row.post_id === postId).map(toCommentRecord);
  }

  /** Whether any of `ids` is locked (a lock on an ancestor refuses replies below it). */
  async anyLocked(tx: Executor, ids: readonly string[]): Promise<boolean> {
    if (!ids.length) return false;
    const rows = await queryRows<{ locked: boolean }>(tx, `SELECT EXISTS (SELECT 1 FROM comments WHERE id = ANY($1) AND locked_at IS NOT NULL) AS locked`, [
      ids,
    ]);
    return rows[0]?.locked === true;
  }

  async insert(tx: EntityManager, comment: NewComment): Promise<void> {
    await tx.query(
      `INSERT INTO comments (id, post_id, community_id, user_id, user_group, parent_id, depth, ancestors, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        comment.id,
        comment.postId,
        comment.communityId,
        comment.userId,
        comment.userGroup,
        comment.parentId,
        comment.depth,
        comment.ancestors,
        comment.body,
        comment.createdAt,
      ],
    );
  }

  /** A new reply: every ancestor counts one more descendant, the parent one more direct reply. */
  async recordReply(tx: EntityManager, parentId: string, ancestorIds: readonly string[]): Promise<void> {
    await tx.query(`UPDATE comments SET no_replies = no_replies + 1, no_replies_direct = no_replies_direct + (id = $1)::int WHERE id = ANY($2)`, [
      parentId,
      ancestorIds,
    ]);
  }

  async updateUserGroup(id: string, group: UserGroup): Promise<void> {
    await this.db.query(`UPDATE comments SET user_group = $2 WHERE id = $1`, [id, group]);
  }

  async lock(id: string, by: string, as: UserGroup, at: Date, tx: EntityManager | DataSource = this.db): Promise<void> {
    await tx.query(`UPDATE comments SET locked_at = $2, locked_by = $3, locked_by_group = $4 WHERE id = $1`, [id, at, by, as]);
  }

  async unlock(id: string, tx: EntityManager | DataSource = this.db): Promise<void> {
    await tx.query(`UPDATE comments SET locked_at = NULL, locked_by = NULL, locked_by_group = NULL WHERE id = $1`, [id]);
  }

  /**
   * Marks the comment deleted unless another request got there first (then null). A deletion by the
   * author erases the stored body and its kept versions; moderators and admins keep it for review (docs/api/rules.md §10.2).
   */
  /** `reason`: why moderators or admins removed it (docs/moderation-log.md). */
  async markDeleted(tx: EntityManager, id: string, by: string, as: UserGroup, at: Date, reason: string | null = null): Promise<CommentRecord | null> {
    const rows = await queryRows<CommentRow>(
      tx,
      `UPDATE comments c SET deleted_at = $2, deleted_by = $3, deleted_as = $4, body = CASE WHEN $4 = 'normal' THEN '' ELSE c.body END,
                             removal_reason = $5
       WHERE c.id = $1 AND c.deleted_at IS NULL RETURNING ${COMMENT_COLUMNS}`,
      [id, at, by, as, reason],
    );
    // The author's deletion erases the bodies earlier edits replaced too (docs/api-notes.md "Edit history").
    if (rows[0] && as === 'normal') await tx.query(`DELETE FROM comment_versions WHERE comment_id = $1`, [id]);
    return rows[0] ? toCommentRecord(rows[0]) : null;
  }

  /** Undoes a removal by moderators or admins (the body was kept); false when the comment was not so removed. */
  async restore(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await queryRows<unknown>(
      tx,
      `UPDATE comments SET deleted_at = NULL, deleted_by = NULL, deleted_as = NULL, removal_reason = NULL
       WHERE id = $1 AND deleted_at IS NOT NULL AND deleted_as IN ('mods', 'admins') RETURNING 1`,
      [id],
    );
    return rows.length > 0;
  }

  /** Site-ban purge: the author's live comments since `since` (null = all time) deleted as `admins`, body kept. */
  async purgeByAuthor(tx: EntityManager, authorId: string, since: Date | null, by: string, at: Date): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `UPDATE comments SET deleted_at = $4, deleted_by = $3, deleted_as = 'admins'
       WHERE user_id = $1 AND deleted_at IS NULL AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
       RETURNING id`,
      [authorId, since, by, at],
    );
    return rows.map((r) => r.id);
  }

  /**
   * A user's comments, newest first from the inclusive `cursorId`, through comments_user_idx.
   * Comments deleted by their author never show; those deleted by mods or admins only with `withModDeleted`.
   */
  async byAuthor(userId: string, cursorId: string | null, limit: number, withModDeleted: boolean): Promise<CommentRecord[]> {
    const rows = await this.reads.rows<CommentRow>(
      `SELECT ${COMMENT_COLUMNS} FROM comments c
       WHERE c.user_id = $1 AND ($2::varchar IS NULL OR c.id <= $2::varchar)
         AND (c.deleted_at IS NULL OR ($3 AND c.deleted_as <> 'normal'))
       ORDER BY c.id DESC LIMIT $4`,
      [userId, cursorId, withModDeleted, limit],
    );
    return rows.map(toCommentRecord);
  }

  /** Every comment of the site, newest first from the inclusive `cursorId` (admin list). */
  async latest(cursorId: string | null, limit: number): Promise<CommentRecord[]> {
    const rows = await queryRows<CommentRow>(
      this.db,
      `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE ($1::varchar IS NULL OR c.id <= $1::varchar) ORDER BY c.id DESC LIMIT $2`,
      [cursorId, limit],
    );
    return rows.map(toCommentRecord);
  }
}
