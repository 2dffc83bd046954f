import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '@app/server/core/database';

export interface CommentVersionRecord {
  body: string;
  createdAt: Date;
}

/** `comment_versions`: the texts that kept edits replaced (docs/api-notes.md "Edit history"). */
@Injectable()
export class CommentVersionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The edit and the version it keeps, one statement (so one transaction): the row is locked, and unless the
   * comment is younger than `graceMs` at `at` (the edit folds into the original) or the body is already the new
   * one, the body it held is kept as a version and `edited_at` moves to `at`. True when a version was kept.
   */
  async edit(commentId: string, body: string, at: Date, graceMs: number): Promise<boolean> {
    const rows = await queryRows<{ kept: boolean }>(
      this.db,
      `WITH old AS (
         SELECT id, body, coalesce(edited_at, created_at) AS since,
                (created_at + $4 * interval '1 millisecond' <= $3 AND body IS DISTINCT FROM $2::text) AS kept
         FROM comments WHERE id = $1 FOR NO KEY UPDATE),
       version AS (
         INSERT INTO comment_versions (comment_id, body, created_at, replaced_at)
         SELECT id, body, since, $3 FROM old WHERE kept)
       UPDATE comments c SET body = $2, edited_at = CASE WHEN old.kept THEN $3 ELSE c.edited_at END
       FROM old WHERE c.id = old.id
       RETURNING old.kept`,
      [commentId, body, at, graceMs],
    );
    return rows[0]?.kept ?? false;
  }

  /** The kept versions, newest first. */
  async list(commentId: string): Promise<CommentVersionRecord[]> {
    return queryRows<CommentVersionRecord>(this.db, `SELECT body, created_at AS "createdAt" FROM comment_versions WHERE comment_id = $1 ORDER BY id DESC`, [
      commentId,
    ]);
  }
}
