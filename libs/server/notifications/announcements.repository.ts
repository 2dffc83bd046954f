import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows, TransactionalRepository } from '@app/server/core/database';

/** Where an announcement's delivery stands. */
export interface DeliveryProgress {
  postId: string;
  /** The last account id the keyset walk passed; null before the first batch. */
  lastUserId: string | null;
  sentCount: number;
}

export type StoppedReason = 'post-deleted';

/** The queue, progress and send log of announcements (docs/api/notifications.md §7). */
@Injectable()
export class AnnouncementsRepository extends TransactionalRepository {
  /** Queued in the announce's transaction (posts' PostAnnouncementSteps). */
  async queue(tx: EntityManager, postId: string, at: Date): Promise<void> {
    await tx.query(`INSERT INTO announcement_deliveries (post_id, announced_at) VALUES ($1, $2) ON CONFLICT (post_id) DO NOTHING`, [postId, at]);
  }

  /** Unfinished announcements, oldest first. */
  async pending(): Promise<string[]> {
    const rows = await queryRows<{ post_id: string }>(
      this.db,
      `SELECT post_id FROM announcement_deliveries WHERE finished_at IS NULL ORDER BY announced_at, post_id`,
    );
    return rows.map((r) => r.post_id);
  }

  /**
   * The progress row, locked until the batch commits; null when finished or when another run holds it
   * (SKIP LOCKED: two runs never walk one announcement at once, the second leaves it to the first).
   */
  async lockProgress(tx: EntityManager, postId: string): Promise<DeliveryProgress | null> {
    const rows = await queryRows<{ last_user_id: string | null; sent_count: number }>(
      tx,
      `SELECT last_user_id, sent_count FROM announcement_deliveries WHERE post_id = $1 AND finished_at IS NULL FOR UPDATE SKIP LOCKED`,
      [postId],
    );
    const row = rows[0];
    return row ? { postId, lastUserId: row.last_user_id, sentCount: row.sent_count } : null;
  }

  /**
   * The next accounts after `after` by id that are neither deleted nor site-banned, locked until the
   * batch commits, so a notification made meanwhile for one of them counts its badge in turn (as
   * NotificationSender's lock does). Locked in id order: batches never wait on each other in a cycle.
   */
  async lockReceivers(tx: EntityManager, after: string | null, limit: number): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `SELECT id FROM users WHERE id > $1::varchar COLLATE "C" AND deleted_at IS NULL AND banned_at IS NULL ORDER BY id LIMIT $2 FOR UPDATE`,
      [after ?? '', limit],
    );
    return rows.map((r) => r.id);
  }

  /** Records the sends; answers the accounts not sent this announcement before (the others are skipped). */
  async recordSends(tx: EntityManager, postId: string, userIds: readonly string[], at: Date): Promise<string[]> {
    const rows = await queryRows<{ user_id: string }>(
      tx,
      `INSERT INTO announcement_sends (post_id, user_id, sent_at) SELECT $1, r.user_id, $3 FROM unnest($2::varchar[]) AS r(user_id)
       ON CONFLICT (post_id, user_id) DO NOTHING RETURNING user_id`,
      [postId, userIds, at],
    );
    return rows.map((r) => r.user_id);
  }

  async saveProgress(tx: EntityManager, postId: string, lastUserId: string, sent: number): Promise<void> {
    await tx.query(`UPDATE announcement_deliveries SET last_user_id = $2, sent_count = sent_count + $3 WHERE post_id = $1`, [postId, lastUserId, sent]);
  }

  async finish(tx: EntityManager, postId: string, at: Date, reason: StoppedReason | null): Promise<void> {
    await tx.query(`UPDATE announcement_deliveries SET finished_at = $2, stopped_reason = $3 WHERE post_id = $1`, [postId, at, reason]);
  }

  /** Account erasure: the account's sends go (the notifications themselves are the notifications' own step). */
  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM announcement_sends WHERE user_id = $1`, [userId]);
  }
}
