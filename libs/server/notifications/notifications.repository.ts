import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Limits, NotificationType } from '@app/contract';
import { queryRows } from '@app/server/core/database';
import { CreatedNotifications } from './created-notifications';
import { AGGREGATED_COUNTER, NewNotification, NotificationRecord, StoredPayload } from './notification.types';

type Executor = DataSource | EntityManager;

interface NotificationRow {
  id: number;
  user_id: string;
  type: NotificationType;
  payload: StoredPayload;
  seen: boolean;
  seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const toRecord = (r: NotificationRow): NotificationRecord => ({
  id: r.id,
  userId: r.user_id,
  type: r.type,
  payload: r.payload,
  seen: r.seen,
  seenAt: r.seen_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const COLUMNS = `id, user_id, type, payload, seen, seen_at, created_at, updated_at`;
/** The list order of docs/api/notifications.md §4: unseen first, then most recently updated (id breaks ties). */
const ORDER = `seen, updated_at DESC, id DESC`;

export interface ListPosition {
  seen: boolean;
  updatedAt: Date;
  id: number;
}

/** A notification just made, for what follows its creation (push). */
export interface InsertedNotification {
  id: number;
  userId: string;
}

/** Receiver facts that decide whether a notification is made. */
export interface Receiver {
  id: string;
  deleted: boolean;
  upvoteNotificationsOff: boolean;
  replyNotificationsOff: boolean;
}

@Injectable()
export class NotificationsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly created: CreatedNotifications,
  ) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Locks the receiver's row until commit, so two acts notifying one user at once aggregate into one
   * notification and count the badge in turn. Null for an unknown account.
   */
  async lockReceiver(tx: EntityManager, userId: string): Promise<Receiver | null> {
    const rows = await queryRows<{ id: string; deleted: boolean; upvote_off: boolean; reply_off: boolean }>(
      tx,
      `SELECT id, deleted_at IS NOT NULL AS deleted, upvote_notifications_off AS upvote_off, reply_notifications_off AS reply_off
       FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    const row = rows[0];
    return row ? { id: row.id, deleted: row.deleted, upvoteNotificationsOff: row.upvote_off, replyNotificationsOff: row.reply_off } : null;
  }

  /** Records a job's receipt; false when it was recorded before (the job already ran to its COMMIT). */
  async takeReceipt(tx: EntityManager, key: string): Promise<boolean> {
    const rows = await queryRows<{ key: string }>(tx, `INSERT INTO notification_receipts (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key`, [key]);
    return rows.length === 1;
  }

  /** Forgets receipts older than `olderThanMs`; answers how many went. */
  async pruneReceipts(at: Date, olderThanMs: number): Promise<number> {
    const rows = await queryRows<{ n: string }>(
      this.db,
      `WITH gone AS (DELETE FROM notification_receipts WHERE created_at < $1::timestamptz - $2 * interval '1 millisecond' RETURNING 1) SELECT count(*) AS n FROM gone`,
      [at, olderThanMs],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async usernameOf(userId: string): Promise<{ username: string; deleted: boolean } | null> {
    const rows = await queryRows<{ username: string; deleted: boolean }>(
      this.db,
      `SELECT username, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** An unseen notification of this type and group among the receiver's latest 10 (docs/api/notifications.md §2). */
  async findAggregatable(tx: EntityManager, userId: string, type: NotificationType, groupKey: string): Promise<number | null> {
    const rows = await queryRows<{ id: number }>(
      tx,
      `SELECT id FROM (SELECT id, type, group_key, seen FROM notifications WHERE user_id = $1 ORDER BY ${ORDER} LIMIT $4) latest
       WHERE NOT seen AND type = $2 AND group_key = $3 LIMIT 1`,
      [userId, type, groupKey, Limits.notificationsAggregationWindow],
    );
    return rows[0]?.id ?? null;
  }

  /** Every creation and aggregation goes through here or `insert`: both tell `CreatedNotifications` (Web Push). */
  async aggregate(tx: EntityManager, id: number, type: NotificationType, at: Date): Promise<void> {
    const counter = AGGREGATED_COUNTER[type];
    if (!counter) throw new Error(`${type} does not aggregate`);
    const rows = await queryRows<{ user_id: string; created_at: Date }>(
      tx,
      `UPDATE notifications SET payload = jsonb_set(payload, ARRAY[$2::text], to_jsonb((payload ->> $2)::int + 1)), updated_at = $3 WHERE id = $1
       RETURNING user_id, created_at`,
      [id, counter, at],
    );
    if (rows[0]) await this.created.record(tx, { id, userId: rows[0].user_id, type, createdAt: rows[0].created_at, updatedAt: at });
  }

  /** One notification (a batch of one, so every notification is created by `insertMany`). */
  async insert(tx: EntityManager, notification: NewNotification, at: Date): Promise<number> {
    const { userId, ...rest } = notification;
    const [created] = await this.insertMany(tx, [userId], rest, at);
    return created.id;
  }

  /**
   * The same notification for each receiver in one statement, then the cap of §1: each receiver keeps
   * only their newest 200 by id. The caller recounts the badges (`recountNewMany`).
   */
  async insertMany(tx: EntityManager, userIds: readonly string[], notification: Omit<NewNotification, 'userId'>, at: Date): Promise<InsertedNotification[]> {
    if (userIds.length === 0) return [];
    const rows = await queryRows<{ id: number; user_id: string }>(
      tx,
      `INSERT INTO notifications (user_id, type, group_key, payload, created_at, updated_at)
       SELECT r.user_id, $2::text, $3::text, $4::jsonb, $5::timestamptz, $5::timestamptz FROM unnest($1::varchar[]) AS r(user_id)
       RETURNING id, user_id`,
      [userIds, notification.type, notification.groupKey, JSON.stringify(notification.payload), at],
    );
    await this.trimToCap(tx, userIds);
    // Push (and anything else listening) hears of them once the transaction commits.
    for (const r of rows) await this.created.record(tx, { id: r.id, userId: r.user_id, type: notification.type, createdAt: at, updatedAt: at });
    return rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** Deletes each receiver's notifications older (by id) than their 200th newest. */
  private async trimToCap(tx: EntityManager, userIds: readonly string[]): Promise<void> {
    await tx.query(
      `DELETE FROM notifications n USING (
         SELECT r.user_id, oldest.id AS oldest_kept FROM unnest($1::varchar[]) AS r(user_id)
         CROSS JOIN LATERAL (SELECT id FROM notifications WHERE user_id = r.user_id ORDER BY id DESC OFFSET $2 LIMIT 1) oldest
       ) kept
       WHERE n.user_id = kept.user_id AND n.id < kept.oldest_kept`,
      [userIds, Limits.notificationsPerUserMax - 1],
    );
  }

  /**
   * Among each receiver's latest 10 in list order, deletes every unseen notification of `type` except
   * the first (docs/api/notifications.md §7: before a new announcement, at most one older unseen one stays).
   */
  async keepFirstUnseenOfType(tx: EntityManager, userIds: readonly string[], type: NotificationType): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `DELETE FROM notifications WHERE id IN (
         SELECT extra.id FROM unnest($1::varchar[]) AS r(user_id)
         CROSS JOIN LATERAL (
           SELECT latest.id FROM (
             SELECT id, type, seen, updated_at FROM notifications WHERE user_id = r.user_id ORDER BY ${ORDER} LIMIT $3
           ) latest
           WHERE NOT latest.seen AND latest.type = $2
           ORDER BY latest.updated_at DESC, latest.id DESC OFFSET 1
         ) extra
       )`,
      [userIds, type, Limits.notificationsAggregationWindow],
    );
  }

  /** The badge becomes the number of unseen notifications (§1). */
  async recountNew(userId: string, tx: Executor = this.db): Promise<void> {
    await this.recountNewMany(tx, [userId]);
  }

  async recountNewMany(tx: Executor, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `UPDATE users u SET notifications_new_count = (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND NOT n.seen) WHERE u.id = ANY($1::varchar[])`,
      [userIds],
    );
  }

  async resetNewCount(userId: string): Promise<void> {
    await this.db.query(`UPDATE users SET notifications_new_count = 0 WHERE id = $1`, [userId]);
  }

  async counts(userId: string): Promise<{ count: number; newCount: number }> {
    const rows = await queryRows<{ count: number; new_count: number }>(
      this.db,
      `SELECT (SELECT count(*)::int FROM notifications WHERE user_id = $1) AS count, notifications_new_count AS new_count FROM users WHERE id = $1`,
      [userId],
    );
    return { count: rows[0]?.count ?? 0, newCount: rows[0]?.new_count ?? 0 };
  }

  /** One page in list order, continuing after `after` when given. */
  async page(userId: string, after: ListPosition | null, limit: number): Promise<NotificationRecord[]> {
    const rows = after
      ? await queryRows<NotificationRow>(
          this.db,
          `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1
             AND (seen > $2 OR (seen = $2 AND (updated_at < $3 OR (updated_at = $3 AND id < $4))))
           ORDER BY ${ORDER} LIMIT $5`,
          [userId, after.seen, after.updatedAt, after.id, limit],
        )
      : await queryRows<NotificationRow>(this.db, `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY ${ORDER} LIMIT $2`, [userId, limit]);
    return rows.map(toRecord);
  }

  async find(id: number): Promise<NotificationRecord | null> {
    const rows = await queryRows<NotificationRow>(this.db, `SELECT ${COLUMNS} FROM notifications WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async setSeen(id: number, seen: boolean, at: Date): Promise<NotificationRecord | null> {
    const rows = await queryRows<NotificationRow>(
      this.db,
      `UPDATE notifications SET seen = $2, seen_at = CASE WHEN $2 THEN $3::timestamptz END WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, seen, at],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async markAllSeen(userId: string, type: string | null, at: Date): Promise<void> {
    await this.db.query(`UPDATE notifications SET seen = true, seen_at = $3 WHERE user_id = $1 AND NOT seen AND ($2::text IS NULL OR type = $2)`, [
      userId,
      type,
      at,
    ]);
  }

  async delete(id: number): Promise<void> {
    await this.db.query(`DELETE FROM notifications WHERE id = $1`, [id]);
  }

  async deleteAll(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
  }

  /** Account deletion (docs/api/users.md): every notification of the account goes, and its badge with them. */
  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
    await tx.query(`UPDATE users SET notifications_new_count = 0 WHERE id = $1`, [userId]);
  }
}
