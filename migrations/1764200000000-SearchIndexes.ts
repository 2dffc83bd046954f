import { MigrationInterface, QueryRunner } from 'typeorm';

/** A searchable table, the table its words are kept in, and how a row's words are read. */
interface SearchedTable {
  table: string;
  vectors: string;
  key: string;
  /** Over the row `r`; the configuration is fixed here (`english`): a stored vector must not depend on a setting. */
  vector: string;
  /** The columns whose change alters the words, or whether the row may be found at all. */
  columns: string;
}

const SEARCHED: readonly SearchedTable[] = [
  {
    table: 'posts',
    vectors: 'post_search_vectors',
    key: 'post_id',
    vector: `setweight(to_tsvector('english', r.title), 'A') || setweight(to_tsvector('english', coalesce(r.body, '')), 'B')`,
    columns: 'title, body, deleted_at',
  },
  { table: 'comments', vectors: 'comment_search_vectors', key: 'comment_id', vector: `to_tsvector('english', r.body)`, columns: 'body, deleted_at' },
  {
    table: 'communities',
    vectors: 'community_search_vectors',
    key: 'community_id',
    vector: `setweight(to_tsvector('english', r.name), 'A') || setweight(to_tsvector('english', coalesce(r.about, '')), 'B')`,
    columns: 'name, about, deleted_at',
  },
];

/**
 * Full-text search (docs/api/search.md): the words of every searchable row in a table of their own, with a GIN
 * index each; and prefix indexes on the names people type the start of (`gam` finds `gaming`).
 *
 * - The words are kept beside the row, not in it: a vote rewrites its post's or comment's row, and a vector in
 *   that row (a generated column, or an expression index) was worked out and inserted into the GIN index again
 *   on every vote, about 0.6 ms a vote for a 1,700-character body, measured in docs/performance.md ("Search").
 *   A trigger writes the vector only when the text or the deletion changes, and a deleted row has none.
 * - The trigger fires also under `session_replication_role = replica` (`ENABLE ALWAYS`), which the seeder uses
 *   to skip foreign-key checks; it upserts, so a replica that receives the vectors as well stays right.
 * - Posts weigh the title A and the body B; communities the name A and the about text B; comments their body.
 * - The indexes are built `CONCURRENTLY`, so writes go on while a large table is indexed; that cannot run in
 *   a transaction, so this migration runs outside one, and each statement is safe to run again (`IF NOT
 *   EXISTS`) should it stop halfway.
 * - The prefix indexes use `text_pattern_ops`, the operator class `LIKE 'gam%'` can use whatever the
 *   database's collation.
 */
export class SearchIndexes1764200000000 implements MigrationInterface {
  name = 'SearchIndexes1764200000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    for (const searched of SEARCHED) await createVectors(q, searched);
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
    for (const { table, vectors } of SEARCHED) {
      await q.query(`DROP TRIGGER IF EXISTS ${vectors}_sync ON ${table}`);
      await q.query(`DROP FUNCTION IF EXISTS ${vectors}_sync()`);
      await q.query(`DROP TABLE IF EXISTS ${vectors}`);
    }
  }
}

async function createVectors(q: QueryRunner, { table, vectors, key, vector, columns }: SearchedTable): Promise<void> {
  await q.query(`CREATE TABLE IF NOT EXISTS ${vectors} (
    ${key} varchar(24) COLLATE "C" PRIMARY KEY REFERENCES ${table} (id) ON DELETE CASCADE,
    vector tsvector NOT NULL
  )`);
  // A word missing from a column's statistics is estimated at 0.5 % of the rows, or half the rarest word
  // the statistics keep: with the default target a rare word looked common enough that "newest first" walked
  // the primary key instead of the GIN index. A larger target keeps ten times as many words.
  await q.query(`ALTER TABLE ${vectors} ALTER COLUMN vector SET STATISTICS 1000`);
  await q.query(`CREATE OR REPLACE FUNCTION ${vectors}_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r ${table} := NEW;
    BEGIN
      IF r.deleted_at IS NOT NULL THEN
        DELETE FROM ${vectors} WHERE ${key} = r.id;
      ELSE
        INSERT INTO ${vectors} (${key}, vector) VALUES (r.id, ${vector})
        ON CONFLICT (${key}) DO UPDATE SET vector = EXCLUDED.vector;
      END IF;
      RETURN NULL;
    END $$`);
  await q.query(`DROP TRIGGER IF EXISTS ${vectors}_sync ON ${table}`);
  await q.query(`CREATE TRIGGER ${vectors}_sync AFTER INSERT OR UPDATE OF ${columns} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${vectors}_sync()`);
  await q.query(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${vectors}_sync`);
  await q.query(`INSERT INTO ${vectors} (${key}, vector) SELECT r.id, ${vector} FROM ${table} r WHERE r.deleted_at IS NULL ON CONFLICT DO NOTHING`);
  await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${vectors}_idx ON ${vectors} USING gin (vector)`);
}
