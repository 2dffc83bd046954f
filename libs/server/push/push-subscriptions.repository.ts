import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Limits } from '@app/contract';
import { queryRows } from '@app/server/core/database';
import { CheckedSubscription, PushSubscriptionRecord } from './push.types';

type Executor = DataSource | EntityManager;

interface SubscriptionRow {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const toRecord = (r: SubscriptionRow): PushSubscriptionRecord => ({ id: r.id, userId: r.user_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth });

/** The `push_subscriptions` table; nothing else reads or writes it. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Stores the session's subscription (replacing what the session had), drops the same endpoint stored
   * under another session of the account (the browser re-subscribed: one device, one row), then keeps
   * only the account's newest `pushSubscriptionsPerUser`. An endpoint another account holds is left
   * alone and nothing is written: `false` (docs/security.md, "Push subscriptions").
   */
  upsert(sessionKey: string, userId: string, subscription: CheckedSubscription, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Two accounts posting one endpoint at once must not both pass the check below.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('push-endpoint:' || $1))`, [subscription.endpoint]);
      const held = await queryRows<{ id: string }>(
        tx,
        `SELECT id::text FROM push_subscriptions WHERE endpoint = $1 AND user_id <> $2 AND session_key <> $3 LIMIT 1`,
        [subscription.endpoint, userId, sessionKey],
      );
      if (held.length) return false;
      await tx.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2 AND session_key <> $3`, [subscription.endpoint, userId, sessionKey]);
      await tx.query(
        `INSERT INTO push_subscriptions (session_key, user_id, endpoint, p256dh, auth, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (session_key) DO UPDATE
           SET user_id = EXCLUDED.user_id, endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = EXCLUDED.updated_at`,
        [sessionKey, userId, subscription.endpoint, subscription.p256dh, subscription.auth, at],
      );
      await tx.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
        [userId, Limits.pushSubscriptionsPerUser],
      );
      return true;
    });
  }

  /** Of these accounts, those with at least one subscription: one query for a whole batch. */
  async usersWithSubscriptions(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
    const rows = await queryRows<{ user_id: string }>(db, `SELECT DISTINCT user_id FROM push_subscriptions WHERE user_id = ANY($1::varchar[])`, [userIds]);
    return new Set(rows.map((r) => r.user_id));
  }

  /** The account's subscriptions re-posted since `freshSince`; older ones are deleted in the same statement. */
  async forDelivery(userId: string, freshSince: Date): Promise<PushSubscriptionRecord[]> {
    const rows = await queryRows<SubscriptionRow>(
      this.db,
      `WITH stale AS (DELETE FROM push_subscriptions WHERE user_id = $1 AND updated_at < $2 RETURNING id)
       SELECT id::text, user_id, endpoint, p256dh, auth FROM push_subscriptions
       WHERE user_id = $1 AND updated_at >= $2 ORDER BY id`,
      [userId, freshSince],
    );
    return rows.map(toRecord);
  }

  /** A subscription the push service called gone; unless the browser re-posted another endpoint meanwhile. */
  async deleteGone(id: string, endpoint: string): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2`, [id, endpoint]);
  }

  async deleteBySession(sessionKey: string): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE session_key = $1`, [sessionKey]);
  }

  async deleteAllOf(userId: string, db: Executor = this.db): Promise<void> {
    await db.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
  }

  /** Every stored subscription (the `notifications_enabled` of the analytics snapshot). */
  async countAll(): Promise<number> {
    const rows = await queryRows<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM push_subscriptions`);
    return rows[0]?.n ?? 0;
  }

  async countOf(userId: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [userId]);
    return rows[0]?.n ?? 0;
  }
}
