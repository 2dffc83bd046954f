import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search (docs/api/search.md): a generated `tsvector` per searchable row, kept current by PostgreSQL
 * itself on every insert and update, with a GIN index each; and prefix indexes on the names people type the
 * start of (`gam` finds `gaming`).
 *
 * - Posts weigh the title A and the body B; communities the name A and the about text B; comments their body.
 *   The text search configuration is `english` (stems, stop words), fixed here because a generated column's
 *   expression must not depend on a setting.
 * - The indexes are built `CONCURRENTLY`, so writes go on while a large table is indexed; that cannot run in
 *   a transaction, so this migration runs outside one, and each statement is safe to run again (`IF NOT
 *   EXISTS`) should it stop halfway. Adding a stored generated column still rewrites its table once, under a
 *   lock: on the medium seed that is measured in docs/performance.md ("Search").
 * - The prefix indexes use `text_pattern_ops`, the operator class `LIKE 'gam%'` can use whatever the
 *   database's collation.
 */
export class SearchIndexes1764200000000 implements MigrationInterface {
  name = 'SearchIndexes1764200000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')
    ) STORED`);
    await q.query(`ALTER TABLE comments ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('english', body)
    ) STORED`);
    await q.query(`ALTER TABLE communities ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', coalesce(about, '')), 'B')
    ) STORED`);
    // A word missing from a column's statistics is estimated at 0.5 % of the rows, or half the rarest word
    // the statistics keep: with the default target a rare word looked common enough that "newest first" walked
    // the primary key instead of the GIN index. A larger target keeps ten times as many words.
    for (const table of ['posts', 'comments', 'communities']) await q.query(`ALTER TABLE ${table} ALTER COLUMN search_vector SET STATISTICS 1000`);
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS posts_search_idx ON posts USING gin (search_vector)`);
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS comments_search_idx ON comments USING gin (search_vector)`);
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS communities_search_idx ON communities USING gin (search_vector)`);
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS communities_name_prefix_idx ON communities (lower(name) text_pattern_ops)`);
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS users_username_prefix_idx ON users (lower(username) text_pattern_ops)`);
    // People by karma (search's `top`), and the few accounts whose content search leaves out: without it the
    // planner read the whole users table to learn that almost nobody is banned or deleted.
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS users_points_idx ON users (points DESC, id DESC) WHERE deleted_at IS NULL AND banned_at IS NULL`);
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS users_gone_idx ON users (id) WHERE banned_at IS NOT NULL OR deleted_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS users_gone_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS users_points_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS users_username_prefix_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS communities_name_prefix_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS communities_search_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS comments_search_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS posts_search_idx`);
    await q.query(`ALTER TABLE communities DROP COLUMN IF EXISTS search_vector`);
    await q.query(`ALTER TABLE comments DROP COLUMN IF EXISTS search_vector`);
    await q.query(`ALTER TABLE posts DROP COLUMN IF EXISTS search_vector`);
  }
}
