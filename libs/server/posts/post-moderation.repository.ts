import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UserGroup } from '@app/contract';
import { queryRows } from '@app/server/core/database';

/** Writes of locks, pins, capacity and deletion on the posts table. */
@Injectable()
export class PostModerationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async lock(postId: string, by: string, as: UserGroup, at: Date, tx: EntityManager | DataSource = this.db): Promise<void> {
    await tx.query(`UPDATE posts SET locked_at = $4, locked_by = $2, locked_by_group = $3 WHERE id = $1`, [postId, by, as, at]);
  }

  async unlock(postId: string, tx: EntityManager | DataSource = this.db): Promise<void> {
    await tx.query(`UPDATE posts SET locked_at = NULL, locked_by = NULL, locked_by_group = NULL WHERE id = $1`, [postId]);
  }

  async setUserGroup(postId: string, userGroup: UserGroup): Promise<void> {
    await this.db.query(`UPDATE posts SET user_group = $2 WHERE id = $1 AND deleted_at IS NULL`, [postId, userGroup]);
  }

  /**
   * Pins unless the scope already holds `max` other pins; the advisory lock makes the count and the
   * write one step for concurrent pins in the same scope. Returns false when the limit is reached.
   */
  async pin(postId: string, scope: { communityId: string } | 'site', max: number, at: Date, inTx?: (tx: EntityManager) => Promise<void>): Promise<boolean> {
    const column = scope === 'site' ? 'pinned_site_at' : 'pinned_at';
    const scopeKey = scope === 'site' ? 'site' : scope.communityId;
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pins:' || $1))`, [scopeKey]);
      const filter = scope === 'site' ? '' : 'AND community_id = $2';
      const params = scope === 'site' ? [postId] : [postId, scope.communityId];
      const rows = await queryRows<{ count: number }>(
        tx,
        `SELECT count(*)::int AS count FROM posts WHERE ${column} IS NOT NULL AND id <> $1 ${filter}`,
        params,
      );
      if (rows[0].count >= max) return false;
      await tx.query(`UPDATE posts SET ${column} = coalesce(${column}, $2) WHERE id = $1`, [postId, at]);
      if (inTx) await inTx(tx);
      return true;
    });
  }

  async unpin(postId: string, scope: 'community' | 'site', tx: EntityManager | DataSource = this.db): Promise<void> {
    await tx.query(`UPDATE posts SET ${scope === 'site' ? 'pinned_site_at' : 'pinned_at'} = NULL WHERE id = $1`, [postId]);
  }

  /** Records the announcement; false when it was announced before (also when two admins announce at once). */
  async markAnnounced(tx: EntityManager, postId: string, at: Date): Promise<boolean> {
    const rows = await queryRows<unknown>(tx, `UPDATE posts SET announced_at = $2 WHERE id = $1 AND announced_at IS NULL RETURNING 1`, [postId, at]);
    return rows.length > 0;
  }

  /**
   * Marks deleted (keeping the first deletion's time, capacity and reason), unpins and leaves the top windows.
   * `reason`: why moderators or admins removed it (docs/moderation-log.md).
   */
  async markDeleted(tx: EntityManager, postId: string, by: string, as: UserGroup, at: Date, reason: string | null = null): Promise<void> {
    await tx.query(
      `UPDATE posts SET deleted_at = coalesce(deleted_at, $4), deleted_by = coalesce(deleted_by, $2), deleted_as = coalesce(deleted_as, $3),
                        removal_reason = CASE WHEN deleted_at IS NULL THEN $5 ELSE removal_reason END,
                        pinned_at = NULL, pinned_site_at = NULL
       WHERE id = $1`,
      [postId, by, as, at, reason],
    );
    await tx.query(`DELETE FROM post_windows WHERE post_id = $1`, [postId]);
  }

  /**
   * Undoes a removal by moderators or admins whose content was kept: the post is live again and back in the
   * top windows it is still young enough for (the hourly prune drops older rows). False when it was not so removed.
   */
  async restore(tx: EntityManager, postId: string): Promise<boolean> {
    const rows = await queryRows<{ communityId: string; points: number; createdAt: Date }>(
      tx,
      `UPDATE posts SET deleted_at = NULL, deleted_by = NULL, deleted_as = NULL, removal_reason = NULL
       WHERE id = $1 AND deleted_at IS NOT NULL AND deleted_as IN ('mods', 'admins') AND deleted_content_at IS NULL
       RETURNING community_id AS "communityId", points, created_at AS "createdAt"`,
      [postId],
    );
    if (!rows.length) return false;
    await tx.query(
      `INSERT INTO post_windows (window_days, post_id, community_id, points, created_at)
       SELECT w, $1, $2, $3, $4 FROM unnest(ARRAY[1, 7, 30, 365]::smallint[]) AS w
       WHERE $4::timestamptz >= now() - make_interval(days => w)
       ON CONFLICT DO NOTHING`,
      [postId, rows[0].communityId, rows[0].points, rows[0].createdAt],
    );
    return true;
  }

  /** Content deletion: the body emptied (when there was one), link thumbnail and images dropped. */
  async deleteContent(tx: EntityManager, postId: string, by: string, as: UserGroup, at: Date): Promise<void> {
    // The texts earlier edits replaced go with the content (docs/api-notes.md "Edit history").
    await tx.query(`DELETE FROM post_versions WHERE post_id = $1`, [postId]);
    await tx.query(
      `UPDATE posts SET body = CASE WHEN body IS NULL THEN NULL ELSE '' END, link_image_id = NULL,
                        deleted_content_at = $4, deleted_content_by = $2, deleted_content_as = $3
       WHERE id = $1`,
      [postId, by, as, at],
    );
  }

  /**
   * Site-ban purge (docs/api/rules.md §10.3): every post of the author created since `since` (null = all time)
   * whose content is not deleted yet is deleted as `admins` with its content, keeping an earlier deletion's
   * time and capacity, unpinned and out of the top windows. Answers each post with its link thumbnail
   * as it was before, so the caller can delete the image files after the commit.
   */
  async purgeByAuthor(tx: EntityManager, authorId: string, since: Date | null, by: string, at: Date): Promise<{ id: string; linkImageId: string | null }[]> {
    const rows = await queryRows<{ id: string; linkImageId: string | null }>(
      tx,
      `WITH target AS (
         SELECT id, link_image_id FROM posts
         WHERE user_id = $1 AND deleted_content_at IS NULL AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
         FOR NO KEY UPDATE)
       UPDATE posts p SET deleted_at = coalesce(p.deleted_at, $4), deleted_by = coalesce(p.deleted_by, $3), deleted_as = coalesce(p.deleted_as, 'admins'),
                          pinned_at = NULL, pinned_site_at = NULL,
                          body = CASE WHEN p.body IS NULL THEN NULL ELSE '' END, link_image_id = NULL,
                          deleted_content_at = $4, deleted_content_by = $3, deleted_content_as = 'admins'
       FROM target t WHERE p.id = t.id
       RETURNING p.id, t.link_image_id AS "linkImageId"`,
      [authorId, since, by, at],
    );
    if (rows.length) {
      await tx.query(`DELETE FROM post_windows WHERE post_id = ANY($1)`, [rows.map((r) => r.id)]);
      await tx.query(`DELETE FROM post_versions WHERE post_id = ANY($1)`, [rows.map((r) => r.id)]);
    }
    return rows;
  }
}
