import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, site settings and the two sentinel accounts of docs/api/rules.md §3: `ghost` stands in for
 * deleted authors and `nobody` is the admin that programmatic actions run as. Their password hash
 * is "!", which no password verifies against.
 */
export class CreateAccounts1763780000000 implements MigrationInterface {
  name = 'CreateAccounts1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id varchar(24) COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        user_index bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        username varchar(21) NOT NULL CHECK (username ~ '^[0-9A-Za-z_]{3,21}$'),
        email text,
        email_confirmed_at timestamptz,
        password_hash text NOT NULL,
        about_me text,
        points integer NOT NULL DEFAULT 1,
        is_admin boolean NOT NULL DEFAULT false,
        no_posts integer NOT NULL DEFAULT 0,
        no_comments integer NOT NULL DEFAULT 0,
        last_seen timestamptz NOT NULL DEFAULT now(),
        last_seen_ip text,
        created_ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        upvote_notifications_off boolean NOT NULL DEFAULT false,
        reply_notifications_off boolean NOT NULL DEFAULT false,
        home_feed text NOT NULL DEFAULT 'all' CHECK (home_feed IN ('all', 'subscriptions')),
        remember_feed_sort boolean NOT NULL DEFAULT false,
        embeds_off boolean NOT NULL DEFAULT false,
        hide_user_profile_pictures boolean NOT NULL DEFAULT false,
        require_alt_text boolean NOT NULL DEFAULT false,
        banned_at timestamptz,
        notifications_new_count integer NOT NULL DEFAULT 0,
        welcome_notification_sent boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`);
    await q.query(`
      CREATE TABLE site_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        signups_disabled boolean NOT NULL DEFAULT false,
        tor_blocked boolean NOT NULL DEFAULT false
      )`);
    await q.query(`INSERT INTO site_settings (id) VALUES (1)`);
    await q.query(`
      INSERT INTO users (id, username, password_hash, is_admin, about_me) VALUES
        (lpad(to_hex((extract(epoch FROM now()) * 1e9)::bigint), 16, '0') || '00000001', 'ghost', '!', false, NULL),
        (lpad(to_hex((extract(epoch FROM now()) * 1e9)::bigint), 16, '0') || '00000002', 'nobody', '!', true, 'Not a human')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_settings`);
    await q.query(`DROP TABLE users`);
  }
}
