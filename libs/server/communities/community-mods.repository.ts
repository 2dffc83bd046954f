import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@app/server/core/database';
import { DataSource, EntityManager } from 'typeorm';

/** The ordered moderator list of each community: position 0 is the most senior (docs/api/rules.md §11). */
@Injectable()
export class CommunityModsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async modIds(communityId: string, tx: EntityManager | DataSource = this.db): Promise<string[]> {
    const rows = await queryRows<{ user_id: string }>(tx, `SELECT user_id FROM community_mods WHERE community_id = $1 ORDER BY position, created_at`, [
      communityId,
    ]);
    return rows.map((r) => r.user_id);
  }

  async position(communityId: string, userId: string): Promise<number | null> {
    const rows = await queryRows<{ position: number }>(this.db, `SELECT position FROM community_mods WHERE community_id = $1 AND user_id = $2`, [
      communityId,
      userId,
    ]);
    return rows[0]?.position ?? null;
  }

  /** Of `communityIds`, those the user moderates. */
  async moddedAmong(userId: string, communityIds: readonly string[]): Promise<Set<string>> {
    if (!communityIds.length) return new Set();
    const rows = await queryRows<{ community_id: string }>(this.db, `SELECT community_id FROM community_mods WHERE user_id = $1 AND community_id = ANY($2)`, [
      userId,
      communityIds,
    ]);
    return new Set(rows.map((r) => r.community_id));
  }

  async moddedCommunityIds(userId: string): Promise<string[]> {
    const rows = await queryRows<{ community_id: string }>(this.db, `SELECT community_id FROM community_mods WHERE user_id = $1`, [userId]);
    return rows.map((r) => r.community_id);
  }

  /** Appends the user at the bottom of the hierarchy; no change when already a moderator. */
  async add(tx: EntityManager, communityId: string, userId: string): Promise<void> {
    await tx.query(
      `INSERT INTO community_mods (community_id, user_id, position)
       VALUES ($1::text, $2::text, (SELECT coalesce(max(position) + 1, 0) FROM community_mods WHERE community_id = $1::text))
       ON CONFLICT DO NOTHING`,
      [communityId, userId],
    );
    await this.renumber(tx, communityId);
  }

  async remove(tx: EntityManager, communityId: string, userId: string): Promise<boolean> {
    const rows = await queryRows<unknown>(tx, `DELETE FROM community_mods WHERE community_id = $1 AND user_id = $2 RETURNING 1`, [communityId, userId]);
    if (rows.length) await this.renumber(tx, communityId);
    return rows.length > 0;
  }

  /** Account deletion: the user loses every moderator position; each list closes its gap. */
  async removeFromAll(tx: EntityManager, userId: string): Promise<void> {
    const rows = await queryRows<{ community_id: string }>(tx, `SELECT community_id FROM community_mods WHERE user_id = $1 ORDER BY community_id`, [userId]);
    for (const row of rows) await this.remove(tx, row.community_id, userId);
  }

  /** Positions become 0..n−1 in their order, ties broken by appointment time. */
  private async renumber(tx: EntityManager, communityId: string): Promise<void> {
    // Serialises concurrent changes to one community's list.
    await tx.query(`SELECT 1 FROM communities WHERE id = $1 FOR UPDATE`, [communityId]);
    await tx.query(
      `UPDATE community_mods m SET position = r.new_position
       FROM (SELECT user_id, row_number() OVER (ORDER BY position, created_at) - 1 AS new_position
             FROM community_mods WHERE community_id = $1) r
       WHERE m.community_id = $1 AND m.user_id = r.user_id AND m.position <> r.new_position`,
      [communityId],
    );
  }
}
