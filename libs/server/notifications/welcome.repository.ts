import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows, TransactionalRepository } from '@app/server/core/database';

/** Where the keyset walk over waiting accounts stands: the last (created_at, id) taken. */
export interface WelcomePosition {
  createdAt: Date;
  id: string;
}

export interface WaitingAccount {
  id: string;
  createdAt: Date;
  deleted: boolean;
}

/** The queries of the welcome job (docs/api/notifications.md §6). */
@Injectable()
export class WelcomeRepository extends TransactionalRepository {
  /** The community's stored spelling, or null when no live community has that name. */
  async communityName(name: string): Promise<string | null> {
    const rows = await queryRows<{ name: string }>(this.db, `SELECT name FROM communities WHERE lower(name) = lower($1) AND deleted_at IS NULL`, [name]);
    return rows[0]?.name ?? null;
  }

  /**
   * The next batch of accounts created in [from, until] still waiting for their welcome, after `after`
   * in (created_at, id) order, locked until the transaction ends. Rows another run holds are skipped
   * (SKIP LOCKED) and picked up by a later run, so two runs never welcome one account twice.
   */
  async lockWaiting(tx: EntityManager, from: Date, until: Date, after: WelcomePosition | null, limit: number): Promise<WaitingAccount[]> {
    const rows = await queryRows<{ id: string; created_at: Date; deleted: boolean }>(
      tx,
      `SELECT id, created_at, deleted_at IS NOT NULL AS deleted FROM users
       WHERE NOT welcome_notification_sent AND created_at >= $1 AND created_at <= $2
         AND ($3::timestamptz IS NULL OR (created_at, id) > ($3, $4::varchar COLLATE "C"))
       ORDER BY created_at, id LIMIT $5 FOR UPDATE SKIP LOCKED`,
      [from, until, after?.createdAt ?? null, after?.id ?? '', limit],
    );
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at, deleted: r.deleted }));
  }

  async markWelcomed(tx: EntityManager, userIds: readonly string[]): Promise<void> {
    await tx.query(`UPDATE users SET welcome_notification_sent = true WHERE id = ANY($1)`, [userIds]);
  }

  /** One row per finished run; a week of them is kept. */
  async recordRun(job: string, at: Date, result: object): Promise<void> {
    await this.db.query(`DELETE FROM job_runs WHERE job = $1 AND finished_at < $2::timestamptz - interval '7 days'`, [job, at]);
    await this.db.query(`INSERT INTO job_runs (job, finished_at, result) VALUES ($1, $2, $3)`, [job, at, JSON.stringify(result)]);
  }
}
