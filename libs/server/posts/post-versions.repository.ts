import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '@app/server/core/database';

export interface PostVersionRecord {
  title: string;
  body: string | null;
  linkUrl: string | null;
  createdAt: Date;
}

/** `post_versions`: the texts that kept edits replaced (docs/api-notes.md "Edit history"). */
@Injectable()
export class PostVersionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The edit and the version it keeps, one statement (so one transaction): the row is locked, and unless the
   * post is younger than `graceMs` at `at` (the edit folds into the original) or the text is already the new
   * one, the text it held is kept as a version and `edited_at` moves to `at`. True when a version was kept.
   */
  async edit(postId: string, title: string, body: string | null, at: Date, graceMs: number): Promise<boolean> {
    const rows = await queryRows<{ kept: boolean }>(
      this.db,
      `WITH old AS (
         SELECT id, title, body, link_url, coalesce(edited_at, created_at) AS since,
                (created_at + $5 * interval '1 millisecond' <= $4 AND (title, body) IS DISTINCT FROM ($2::text, $3::text)) AS kept
         FROM posts WHERE id = $1 FOR NO KEY UPDATE),
       version AS (
         INSERT INTO post_versions (post_id, title, body, link_url, created_at, replaced_at)
         SELECT id, title, body, link_url, since, $4 FROM old WHERE kept)
       UPDATE posts p SET title = $2, body = $3, edited_at = CASE WHEN old.kept THEN $4 ELSE p.edited_at END
       FROM old WHERE p.id = old.id
       RETURNING old.kept`,
      [postId, title, body, at, graceMs],
    );
    return rows[0]?.kept ?? false;
  }

  /** The kept versions, newest first. */
  async list(postId: string): Promise<PostVersionRecord[]> {
    return queryRows<PostVersionRecord>(
      this.db,
      `SELECT title, body, link_url AS "linkUrl", created_at AS "createdAt" FROM post_versions WHERE post_id = $1 ORDER BY id DESC`,
      [postId],
    );
  }
}
