import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@app/server/core/database';
import { DataSource, EntityManager } from 'typeorm';

/** A ban is active until its expiry (docs/api/rules.md §15, the recommended reading); no expiry = permanent. */
const ACTIVE = '(b.expires_at IS NULL OR b.expires_at > now())';

@Injectable()
export class CommunityBansRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async bannedUserIds(communityId: string): Promise<string[]> {
    const rows = await queryRows<{ user_id: string }>(
      this.db,
      `SELECT b.user_id FROM community_bans b WHERE b.community_id = $1 AND ${ACTIVE} ORDER BY b.created_at`,
      [communityId],
    );
    return rows.map((r) => r.user_id);
  }

  /** `tx`: inside the caller's transaction, on its connection (a second one per request could exhaust the pool). */
  async isBanned(communityId: string, userId: string, tx?: EntityManager): Promise<boolean> {
    const rows = await queryRows<unknown>(tx ?? this.db, `SELECT 1 FROM community_bans b WHERE b.community_id = $1 AND b.user_id = $2 AND ${ACTIVE}`, [
      communityId,
      userId,
    ]);
    return rows.length > 0;
  }

  async bannedFrom(userId: string): Promise<string[]> {
    const rows = await queryRows<{ community_id: string }>(
      this.db,
      `SELECT b.community_id FROM community_bans b WHERE b.user_id = $1 AND ${ACTIVE} ORDER BY b.community_id`,
      [userId],
    );
    return rows.map((r) => r.community_id);
  }

  /**
   * Bans unless an active ban exists (returns false then). An expired ban row is replaced, so a user can
   * be banned again after a timed ban ran out.
   */
  async ban(communityId: string, userId: string, bannedBy: string, expiresAt: Date | null, tx: EntityManager | DataSource = this.db): Promise<boolean> {
    const rows = await queryRows<unknown>(
      tx,
      `INSERT INTO community_bans AS b (community_id, user_id, banned_by, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (community_id, user_id) DO UPDATE
         SET banned_by = EXCLUDED.banned_by, expires_at = EXCLUDED.expires_at, created_at = now()
         WHERE NOT ${ACTIVE}
       RETURNING 1`,
      [communityId, userId, bannedBy, expiresAt],
    );
    return rows.length > 0;
  }

  /** True when a ban in effect was lifted (an expired one is removed too, but lifts nothing). */
  async unban(communityId: string, userId: string, tx: EntityManager | DataSource = this.db): Promise<boolean> {
    const rows = await queryRows<{ active: boolean }>(
      tx,
      `DELETE FROM community_bans b WHERE b.community_id = $1 AND b.user_id = $2 RETURNING ${ACTIVE} AS active`,
      [communityId, userId],
    );
    return rows.some((r) => r.active);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Account deletion: the user's community bans go (docs/api/users.md). */
  async removeAllOf(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM community_bans WHERE user_id = $1`, [userId]);
  }
}
