import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics events (docs/api/users.md "POST /api/analytics", docs/api/rules.md §17) and badges (docs/api/users.md badges,
 * docs/api/entities.md §2), both with integer ids (docs/api/rules.md §2).
 *
 * - `analytics_events.unique_key` is where an event is deduplicated (a hash of `pwa_use_` + session id,
 *   never the session id itself); snapshots have none. `payload` is `json`, not `jsonb`, so the text the
 *   server wrote is the text `GET /api/analytics/bss` sends back. Pages of one event name walk
 *   `(name, created_at DESC, id DESC)`.
 * - One badge per (user, type): adding twice is idempotent (the contract's recommendation). Badge types
 *   are rows so an admin could add more later; `supporter` is the one upstream creates.
 */
export class AnalyticsAndBadges1763781000000 implements MigrationInterface {
  name = 'AnalyticsAndBadges1763781000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE analytics_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL CHECK (name <> ''),
        unique_key text UNIQUE,
        payload json NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX analytics_events_name_time_idx ON analytics_events (name, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE badge_types (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL UNIQUE CHECK (name ~ '^[0-9A-Za-z_]{1,64}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO badge_types (name) VALUES ('supporter')`);
    await q.query(`
      CREATE TABLE badges (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type_id integer NOT NULL REFERENCES badge_types (id),
        created_at timestamptz NOT NULL,
        UNIQUE (user_id, type_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE badges`);
    await q.query(`DROP TABLE badge_types`);
    await q.query(`DROP TABLE analytics_events`);
  }
}
