import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push subscriptions (docs/api/push.md §2): one per session, so `session_key` (a SHA-256 of the session id,
 * never the id itself: a database reader must not gain working session cookies) is the upsert key.
 * Delivery reads an account's subscriptions by `user_id`; a browser that re-subscribes under another
 * session or account replaces its old row, found by `endpoint`.
 */
export class CreatePushSubscriptions1763780900000 implements MigrationInterface {
  name = 'CreatePushSubscriptions1763780900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        session_key text COLLATE "C" NOT NULL UNIQUE,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text COLLATE "C" NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, updated_at DESC)`);
    await q.query(`CREATE INDEX push_subscriptions_endpoint_idx ON push_subscriptions (endpoint)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
