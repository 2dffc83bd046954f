import { MigrationInterface, QueryRunner } from 'typeorm';

/** The notification types after this migration: `new_device` joins (docs/api/notifications.md §2). */
const TYPES = ['new_comment', 'comment_reply', 'new_votes', 'deleted_post', 'mod_add', 'new_badge', 'welcome', 'announcement', 'denied_comm', 'new_device'];

/**
 * Active sessions and email (docs/api/account-security.md): the devices each account has signed in from (for
 * the new-device notification), the single-use links sent by email (only their SHA-256 is stored), and an
 * index to find accounts by email for "Forgot password?".
 */
export class CreateAccountSecurityTables1764302000000 implements MigrationInterface {
  name = 'CreateAccountSecurityTables1764302000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_known_devices (
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_key varchar(200) NOT NULL,
        first_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, device_key)
      )`);
    await q.query(`
      CREATE TABLE account_email_tokens (
        token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_change')),
        new_email text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX account_email_tokens_user_idx ON account_email_tokens (user_id, purpose)`);
    await q.query(`CREATE INDEX account_email_tokens_expires_idx ON account_email_tokens (expires_at)`);
    await q.query(`CREATE INDEX users_lower_email_idx ON users (lower(email)) WHERE email IS NOT NULL`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${TYPES.map((t) => `'${t}'`).join(', ')}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE type = 'new_device'`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${TYPES.filter((t) => t !== 'new_device')
        .map((t) => `'${t}'`)
        .join(', ')}))`,
    );
    await q.query(`DROP INDEX users_lower_email_idx`);
    await q.query(`DROP TABLE account_email_tokens`);
    await q.query(`DROP TABLE user_known_devices`);
  }
}
