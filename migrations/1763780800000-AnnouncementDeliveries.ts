import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery of announcements (docs/api/notifications.md §7). `announcement_deliveries` is the queue and its
 * progress: one row per announced post, written in the announce's transaction, with the last user id
 * the keyset walk over accounts reached and how many were notified. `announcement_sends` records each
 * (post, user) delivered, in the same transaction as the notification, so no one is notified twice.
 */
export class AnnouncementDeliveries1763780800000 implements MigrationInterface {
  name = 'AnnouncementDeliveries1763780800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE announcement_deliveries (
        post_id varchar(24) COLLATE "C" PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        announced_at timestamptz NOT NULL,
        last_user_id varchar(24) COLLATE "C",
        sent_count integer NOT NULL DEFAULT 0,
        finished_at timestamptz,
        stopped_reason text CHECK (stopped_reason IN ('post-deleted'))
      )`);
    await q.query(`CREATE INDEX announcement_deliveries_pending_idx ON announcement_deliveries (announced_at, post_id) WHERE finished_at IS NULL`);
    // Posts announced before delivery existed were promised a delivery (docs/api/posts.md): queue the live ones.
    await q.query(
      `INSERT INTO announcement_deliveries (post_id, announced_at) SELECT id, announced_at FROM posts WHERE announced_at IS NOT NULL AND deleted_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE announcement_sends (
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES announcement_deliveries (post_id) ON DELETE CASCADE,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, user_id)
      )`);
    // Account erasure and the users foreign key look rows up by user.
    await q.query(`CREATE INDEX announcement_sends_user_idx ON announcement_sends (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE announcement_sends`);
    await q.query(`DROP TABLE announcement_deliveries`);
  }
}
