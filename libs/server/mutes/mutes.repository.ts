import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, TransactionalRepository } from '@app/server/core/database';
import { MuteKind, MuteRecord, MuteRecords } from './mute.types';

/** Per kind: its table and target column. Never built from input. */
const TABLES: Record<MuteKind, { table: string; target: string }> = {
  user: { table: 'user_mutes', target: 'muted_user_id' },
  community: { table: 'community_mutes', target: 'community_id' },
};

interface MuteRow {
  kind: MuteKind;
  n: number;
  target_id: string;
  created_at: Date;
}

const toRecord = (row: MuteRow): MuteRecord => ({ kind: row.kind, n: row.n, targetId: row.target_id, createdAt: row.created_at });

/** Both kinds of one muter, oldest first, in one statement. */
const SELECT_ALL = `
  SELECT 'user' AS kind, id AS n, muted_user_id AS target_id, created_at FROM user_mutes WHERE muter_id = $1
  UNION ALL
  SELECT 'community', id, community_id, created_at FROM community_mutes WHERE muter_id = $1
  ORDER BY kind, n`;

function split(rows: readonly MuteRow[]): MuteRecords {
  const records = rows.map(toRecord);
  return { users: records.filter((r) => r.kind === 'user'), communities: records.filter((r) => r.kind === 'community') };
}

@Injectable()
export class MutesRepository extends TransactionalRepository {
  /** Every mute of `muterId`, with times (the MutesSet). */
  async list(muterId: string, tx: DataSource | EntityManager = this.db): Promise<MuteRecords> {
    return split(await queryRows<MuteRow>(tx, SELECT_ALL, [muterId]));
  }

  /**
   * Only the muted ids, for feed filters and viewer flags: one statement, index-only on the two
   * (muter, target) keys, so it stays small on the hot paths.
   */
  async mutedIds(muterId: string): Promise<{ userIds: string[]; communityIds: string[] }> {
    const rows = await queryRows<{ kind: MuteKind; target_id: string }>(
      this.db,
      `SELECT 'user' AS kind, muted_user_id AS target_id FROM user_mutes WHERE muter_id = $1
       UNION ALL
       SELECT 'community', community_id FROM community_mutes WHERE muter_id = $1`,
      [muterId],
    );
    return {
      userIds: rows.filter((r) => r.kind === 'user').map((r) => r.target_id),
      communityIds: rows.filter((r) => r.kind === 'community').map((r) => r.target_id),
    };
  }

  /** Serialises one muter's mute changes, so the per-kind cap holds under concurrent requests. */
  async lockMuter(tx: EntityManager, muterId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('mutes:' || $1))`, [muterId]);
  }

  async isMuted(tx: EntityManager, kind: MuteKind, muterId: string, targetId: string): Promise<boolean> {
    const { table, target } = TABLES[kind];
    const rows = await queryRows<{ one: number }>(tx, `SELECT 1 AS one FROM ${table} WHERE muter_id = $1 AND ${target} = $2`, [muterId, targetId]);
    return rows.length > 0;
  }

  async count(tx: EntityManager, kind: MuteKind, muterId: string): Promise<number> {
    const rows = await queryRows<{ count: number }>(tx, `SELECT count(*)::int AS count FROM ${TABLES[kind].table} WHERE muter_id = $1`, [muterId]);
    return rows[0]?.count ?? 0;
  }

  async insert(tx: EntityManager, kind: MuteKind, muterId: string, targetId: string): Promise<void> {
    const { table, target } = TABLES[kind];
    await tx.query(`INSERT INTO ${table} (muter_id, ${target}) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [muterId, targetId]);
  }

  async deleteByTarget(kind: MuteKind, muterId: string, targetId: string): Promise<void> {
    const { table, target } = TABLES[kind];
    await this.db.query(`DELETE FROM ${table} WHERE muter_id = $1 AND ${target} = $2`, [muterId, targetId]);
  }

  async deleteByNumber(kind: MuteKind, muterId: string, n: number): Promise<void> {
    await this.db.query(`DELETE FROM ${TABLES[kind].table} WHERE muter_id = $1 AND id = $2`, [muterId, n]);
  }

  async deleteAllOfKind(tx: EntityManager, kind: MuteKind, muterId: string): Promise<void> {
    await tx.query(`DELETE FROM ${TABLES[kind].table} WHERE muter_id = $1`, [muterId]);
  }

  /** Account erasure: the account's own mutes and every mute of it (docs/api/mutes.md: "in both directions"). */
  async eraseAccount(tx: EntityManager, userId: string): Promise<{ mutersOfIt: string[] }> {
    const rows = await queryRows<{ muter_id: string }>(tx, `DELETE FROM user_mutes WHERE muter_id = $1 OR muted_user_id = $1 RETURNING muter_id`, [userId]);
    await tx.query(`DELETE FROM community_mutes WHERE muter_id = $1`, [userId]);
    return { mutersOfIt: [...new Set(rows.map((r) => r.muter_id).filter((id) => id !== userId))] };
  }
}
