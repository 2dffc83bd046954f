import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, TransactionalRepository } from '@app/server/core/database';

export interface NewAnalyticsEvent {
  name: string;
  /** Deduplicates: a second event with the same key is not stored. Null = never deduplicated. */
  uniqueKey: string | null;
  /** The account the event is about, so deleting the account can find it; null for visitors and snapshots. */
  userId: string | null;
  /** JSON text, stored and sent back as written. */
  payload: string;
  createdAt: Date;
}

export interface StoredAnalyticsEvent {
  id: number;
  payload: string;
  createdAt: Date;
}

/** `analytics_events` (docs/api/users.md analytics, docs/api/rules.md §17). */
@Injectable()
export class AnalyticsEventsRepository extends TransactionalRepository {
  /** Answers whether it was stored: false when an event with the same unique key exists. */
  async insert(event: NewAnalyticsEvent, db: DataSource | EntityManager = this.db): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      db,
      `INSERT INTO analytics_events (name, unique_key, user_id, payload, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (unique_key) DO NOTHING RETURNING id`,
      [event.name, event.uniqueKey, event.userId, event.payload, event.createdAt],
    );
    return rows.length > 0;
  }

  async countNamed(name: string): Promise<number> {
    const [row] = await queryRows<{ count: string }>(this.db, `SELECT count(*) FROM analytics_events WHERE name = $1`, [name]);
    return Number(row.count);
  }

  /**
   * Events of one name, newest first, `limit` of them; `atOrBeforeSecond` keeps those created in that
   * Unix second or earlier (the seconds cursor of docs/api/users.md). `payload::text` is the stored JSON text.
   */
  async page(name: string, atOrBeforeSecond: number | null, limit: number): Promise<StoredAnalyticsEvent[]> {
    const rows = await queryRows<{ id: string; payload: string; created_at: Date }>(
      this.db,
      `SELECT id, payload::text AS payload, created_at FROM analytics_events
       WHERE name = $1 AND ($2::bigint IS NULL OR created_at < to_timestamp($2::bigint + 1))
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [name, atOrBeforeSecond, limit],
    );
    return rows.map((r) => ({ id: Number(r.id), payload: r.payload, createdAt: r.created_at }));
  }

  /** Forgets the events of one name created before `before`; answers how many went. */
  async deleteNamedBefore(name: string, before: Date): Promise<number> {
    const rows = await queryRows<{ n: string }>(
      this.db,
      `WITH gone AS (DELETE FROM analytics_events WHERE name = $1 AND created_at < $2 RETURNING 1) SELECT count(*) AS n FROM gone`,
      [name, before],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Every event about one account, in the account deletion's transaction. */
  async deleteAllOf(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM analytics_events WHERE user_id = $1`, [userId]);
  }

  /** One row per finished run of a periodic job (`job_runs`); a week of them is kept. */
  async recordRun(tx: EntityManager, job: string, at: Date, result: object): Promise<void> {
    await tx.query(`DELETE FROM job_runs WHERE job = $1 AND finished_at < $2::timestamptz - interval '7 days'`, [job, at]);
    await tx.query(`INSERT INTO job_runs (job, finished_at, result) VALUES ($1, $2, $3)`, [job, at, JSON.stringify(result)]);
  }
}
