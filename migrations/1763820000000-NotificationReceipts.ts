import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Upvote notifications are made by a worker job after the vote's answer, so the vote's request does no notification work. A job may run twice
 * (a worker that dies between the notification's COMMIT and BullMQ's acknowledgement, a stalled lock), and
 * an upvote aggregates into a counter, so a second run would count the vote twice. The job's id goes into
 * this table in the notification's own transaction: a second run finds it and does nothing. Rows older
 * than a day are pruned hourly (a job is retried for minutes, not days).
 */
export class NotificationReceipts1763820000000 implements MigrationInterface {
  name = 'NotificationReceipts1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_receipts (
        key text COLLATE "C" PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notification_receipts_created_idx ON notification_receipts (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_receipts`);
  }
}
