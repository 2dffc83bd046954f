#!/usr/bin/env node
// `npm run seed -- --scale small|medium|large [--seed N] [--reset] [--no-check]` writes a realistic, skewed forum straight
// into PostgreSQL through the real schema; `npm run seed -- --check` verifies the invariants the API keeps.
// The database is DATABASE_URL, else the embedded PostgreSQL of `npm start`. Every account's password is
// "password" (the benchmarks log in with it).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../start/embedded-db.mjs';
import { buildUpToDate, exitWithError, run } from '../start/processes.mjs';
import { CHECKS } from './checks.sql.mjs';
import { HELPERS, PHASES, WORK_TABLES } from './generate.sql.mjs';
import { SCALES } from './scales.mjs';

const require = createRequire(import.meta.url);
const { hash } = require('@node-rs/argon2');

const CONTENT_TABLES = [
  'comment_votes',
  'comments',
  'post_visits',
  'hidden_posts',
  'post_votes',
  'post_windows',
  'posts',
  'community_bans',
  'community_rules',
  'community_mods',
  'community_members',
  'community_requests',
  'communities',
];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'small' },
    seed: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
    // Seeds without the invariant check (minutes on the large scale); run `--check` later.
    'no-check': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});

async function main() {
  if (values['database-url']) process.env.DATABASE_URL = values['database-url'];
  const database = await openDatabase({ ifRunning: 'reuse' });
  try {
    await createDatabaseIfMissing(database.url);
    await buildUpToDate(['api']);
    const migrated = await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env: { ...process.env, DATABASE_URL: database.url } });
    if (migrated !== 0) throw new Error('migrations failed');
    // Two connections: the seeder runs two lanes of steps at once (one per core), and the check splits its queries.
    const clients = [new pg.Client({ connectionString: database.url }), new pg.Client({ connectionString: database.url })];
    await Promise.all(clients.map((client) => client.connect()));
    try {
      if (!values.check) await seed(clients);
      if (values['no-check'] && !values.check) return;
      const failures = await check(clients);
      process.exitCode = failures === 0 ? 0 : 1;
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  } finally {
    await database.stop();
  }
}

/** `--database-url` may name a database that does not exist yet (the benchmarks' quorum_small, say): create it. */
async function createDatabaseIfMissing(url) {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    // 3D000 invalid_catalog_name: the server answers, the database is missing. Anything else is the caller's to see.
    if (error?.code !== '3D000') throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created database ${name}.`);
  } finally {
    await admin.end();
  }
}

async function seed(clients) {
  const [client] = clients;
  const scale = SCALES[values.scale];
  if (!scale) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  const seedNumber = Number(values.seed);
  if (!Number.isInteger(seedNumber)) throw new Error('--seed must be a whole number');
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM users WHERE username = 'seed_admin'`);
  if (rows[0].n > 0 && !values.reset) throw new Error('This database was seeded already: pass --reset to replace its content.');
  console.log(
    `Seeding scale ${values.scale} (seed ${seedNumber}): ${Object.entries(scale)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}`,
  );
  const started = Date.now();
  // Both connections compute ids from the same fixed "now" (seed.t0), so rows written by one lane find the other's.
  const t0 = (await client.query('SELECT now()::text AS t0')).rows[0].t0;
  for (const each of clients) {
    await each.query(`SET statement_timeout = 0; SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
    await skipForeignKeyTriggers(each);
    await each.query(`SELECT set_config('seed.n', $1, false), set_config('seed.t0', $2, false)`, [String(seedNumber), t0]);
    await each.query(HELPERS);
  }
  await dropWorkTables(client);
  if (values.reset) {
    await client.query(`TRUNCATE ${CONTENT_TABLES.join(', ')} CASCADE`);
    await client.query(`DELETE FROM users WHERE username NOT IN ('ghost', 'nobody')`);
  }
  const ctx = { passwordHash: await hash('password') };
  const dropped = await dropSecondaryIndexes(client);
  await runSteps(client, PHASES.head, scale, ctx, '');
  const lanesStarted = Date.now();
  const finished = stepSignals(PHASES.lanes.flat());
  await Promise.all(PHASES.lanes.map((lane, n) => runSteps(clients[n], lane, scale, ctx, `${'AB'[n]} `, finished)));
  console.log(`  ${'both lanes'.padEnd(24)} ${''.padStart(11)}         ${((Date.now() - lanesStarted) / 1000).toFixed(1)}s`);
  await runSteps(client, PHASES.tail, scale, ctx, '');
  await dropWorkTables(client);
  await rebuildIndexes(clients, dropped);
  await Promise.all(
    clients.map((each, n) =>
      each.query(`ANALYZE ${n === 0 ? 'posts, post_votes, post_windows, users, communities, community_members' : 'comments, comment_votes'}`),
    ),
  );
  await client.query('ANALYZE');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
}

/** A promise per step that a step of the other lane waits for (`after`), resolved when that step is done. */
function stepSignals(steps) {
  const signals = new Map();
  for (const step of steps.filter((s) => s.after)) {
    let resolve;
    signals.set(step.after, { done: new Promise((r) => (resolve = r)), resolve });
  }
  return signals;
}

async function runSteps(client, steps, scale, ctx, lane, signals = new Map()) {
  for (const step of steps) {
    if (step.after) await signals.get(step.after).done;
    const stepStarted = Date.now();
    const result = await client.query(step.sql(scale), step.params ? step.params(ctx) : []);
    const seconds = (Date.now() - stepStarted) / 1000;
    const count = Array.isArray(result) ? result.at(-1).rowCount : result.rowCount;
    const rate = count && seconds > 0 ? `, ${Math.round(count / seconds).toLocaleString('en')} rows/s` : '';
    console.log(`  ${(lane + step.name).padEnd(24)} ${String(count ?? '').padStart(11)} rows in ${seconds.toFixed(1)}s${rate}`);
    signals.get(step.name)?.resolve();
  }
}

/**
 * Foreign-key triggers cost a locking lookup per inserted row, and two lanes locking the same parent rows
 * turn those locks into multixacts. The seeder skips them (a superuser's `session_replication_role`), and
 * the check that follows every seed verifies each foreign key in one pass instead.
 */
async function skipForeignKeyTriggers(client) {
  try {
    await client.query(`SET session_replication_role = replica`);
  } catch {
    console.log('  (not a superuser: foreign keys are checked row by row as usual)');
  }
}

async function dropWorkTables(client) {
  await client.query(`DROP TABLE IF EXISTS ${WORK_TABLES.join(', ')}`);
}

/** Bulk loads are several times faster without secondary indexes; they are built once afterwards. */
// The search vectors are written by a trigger as posts and comments arrive (migration 1764200000000).
const BULK_TABLES = ['posts', 'post_votes', 'post_windows', 'comments', 'comment_votes', 'community_members', 'post_search_vectors', 'comment_search_vectors'];

async function dropSecondaryIndexes(client) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.indexname}`);
  return rows;
}

/**
 * The slowest builds first, so that they run side by side and the rest fill in around them: the word pairs'
 * indexes (a hash of every pair of neighbouring words, migration 1764305000000), then the other GIN indexes.
 */
const buildOrder = (index) => (index.indexdef.includes('search_word_pairs') ? 0 : /USING gin/i.test(index.indexdef) ? 1 : 2);

/** Each connection takes the next index when it is free, so the two cores share the work. */
async function rebuildIndexes(clients, indexes) {
  const started = Date.now();
  const ordered = [...indexes].sort((a, b) => buildOrder(a) - buildOrder(b));
  await eachOnTwo(clients, ordered, (client, index) => client.query(index.indexdef));
  console.log(`  ${'indexes'.padEnd(24)} ${String(indexes.length).padStart(11)} built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/** Runs `work` for every item, each connection taking the next item when it is free. */
async function eachOnTwo(clients, items, work) {
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < items.length) await work(client, items[next++]);
    }),
  );
}

async function check(clients) {
  console.log('Checking invariants:');
  const started = Date.now();
  const broken = new Map();
  const checks = [...CHECKS, ...(await foreignKeyChecks(clients[0]))];
  await eachOnTwo(clients, checks, async (client, invariant) => {
    const { rows } = await client.query(invariant.sql);
    broken.set(invariant.name, Number(rows[0].count));
  });
  // Printed in the catalogue's order, whichever connection finished first.
  let failures = 0;
  for (const { name } of checks) {
    const count = broken.get(name);
    failures += count === 0 ? 0 : 1;
    console.log(`  ${count === 0 ? 'ok  ' : 'FAIL'} ${name}${count ? ` (${count} rows)` : ''}`);
  }
  console.log(`${failures === 0 ? 'All invariants hold.' : `${failures} invariant(s) broken.`} (checked in ${((Date.now() - started) / 1000).toFixed(1)}s)`);
  return failures;
}

/** One invariant per foreign key of the schema: rows whose reference points nowhere. */
async function foreignKeyChecks(client) {
  const { rows } = await client.query(`
    SELECT c.conname, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
           array_agg(quote_ident(ca.attname) ORDER BY k.n) AS child_columns, array_agg(quote_ident(pa.attname) ORDER BY k.n) AS parent_columns
    FROM pg_constraint c
    CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(child_attnum, parent_attnum, n)
    JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = k.child_attnum
    JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.parent_attnum
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
    GROUP BY c.oid, c.conname, c.conrelid, c.confrelid
    ORDER BY c.conname`);
  return rows.map((fk) => ({
    name: `foreign key ${fk.conname}`,
    sql: `SELECT count(*) FROM ${fk.child} c
          WHERE ${fk.child_columns.map((column) => `c.${column} IS NOT NULL`).join(' AND ')}
            AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${fk.child_columns.map((column, i) => `p.${fk.parent_columns[i]} = c.${column}`).join(' AND ')})`,
  }));
}

main().catch(exitWithError);
