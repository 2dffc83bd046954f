#!/usr/bin/env node
// `npm run seed -- --scale small|medium|large [--seed N] [--reset]` writes a realistic, skewed forum straight
// into PostgreSQL through the real schema; `npm run seed -- --check` verifies the invariants the API keeps.
// The database is DATABASE_URL, else the embedded PostgreSQL of `npm start`. Every account's password is
// "password" (the benchmarks log in with it).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../start/embedded-db.mjs';
import { buildUpToDate, exitWithError, run } from '../start/processes.mjs';
import { CHECKS } from './checks.sql.mjs';
import { HELPERS, STEPS } from './generate.sql.mjs';
import { SCALES } from './scales.mjs';

const require = createRequire(import.meta.url);
const { hash } = require('@node-rs/argon2');

const CONTENT_TABLES = ['comment_votes', 'comments', 'post_visits', 'hidden_posts', 'post_votes', 'post_windows', 'posts', 'community_bans', 'community_rules', 'community_mods', 'community_members', 'community_requests', 'communities'];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'small' },
    seed: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});

async function main() {
  if (values['database-url']) process.env.DATABASE_URL = values['database-url'];
  const database = await openDatabase({ ifRunning: 'reuse' });
  try {
    await buildUpToDate(['api']);
    const migrated = await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env: { ...process.env, DATABASE_URL: database.url } });
    if (migrated !== 0) throw new Error('migrations failed');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      if (!values.check) await seed(client);
      const failures = await check(client);
      process.exitCode = failures === 0 ? 0 : 1;
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
}

async function seed(client) {
  const scale = SCALES[values.scale];
  if (!scale) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  const seedNumber = Number(values.seed);
  if (!Number.isInteger(seedNumber)) throw new Error('--seed must be a whole number');
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM users WHERE username = 'seed_admin'`);
  if (rows[0].n > 0 && !values.reset) throw new Error('This database was seeded already: pass --reset to replace its content.');
  console.log(`Seeding scale ${values.scale} (seed ${seedNumber}): ${Object.entries(scale).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}`);
  const started = Date.now();
  await client.query(`SET statement_timeout = 0; SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
  await client.query(`SELECT set_config('seed.n', $1, false), set_config('seed.t0', now()::text, false)`, [String(seedNumber)]);
  await client.query(HELPERS);
  if (values.reset) {
    await client.query(`TRUNCATE ${CONTENT_TABLES.join(', ')} CASCADE`);
    await client.query(`DELETE FROM users WHERE username NOT IN ('ghost', 'nobody')`);
  }
  const ctx = { passwordHash: await hash('password') };
  const dropped = await dropSecondaryIndexes(client);
  for (const step of STEPS) {
    const stepStarted = Date.now();
    const result = await client.query(step.sql(scale), step.params ? step.params(ctx) : []);
    const seconds = (Date.now() - stepStarted) / 1000;
    const count = Array.isArray(result) ? result.at(-1).rowCount : result.rowCount;
    const rate = count && seconds > 0 ? `, ${Math.round(count / seconds).toLocaleString('en')} rows/s` : '';
    console.log(`  ${step.name.padEnd(22)} ${String(count ?? '').padStart(11)} rows in ${seconds.toFixed(1)}s${rate}`);
  }
  await rebuildIndexes(client, dropped);
  await client.query('ANALYZE');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
}

/** Bulk loads are several times faster without secondary indexes; they are built once afterwards. */
const BULK_TABLES = ['posts', 'post_votes', 'post_windows', 'comments', 'comment_votes', 'community_members'];

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

async function rebuildIndexes(client, indexes) {
  const started = Date.now();
  for (const index of indexes) await client.query(index.indexdef);
  console.log(`  ${'indexes'.padEnd(22)} ${String(indexes.length).padStart(11)} built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

async function check(client) {
  console.log('Checking invariants:');
  let failures = 0;
  for (const invariant of CHECKS) {
    const { rows } = await client.query(invariant.sql);
    const broken = Number(rows[0].count);
    failures += broken === 0 ? 0 : 1;
    console.log(`  ${broken === 0 ? 'ok  ' : 'FAIL'} ${invariant.name}${broken ? ` (${broken} rows)` : ''}`);
  }
  console.log(failures === 0 ? 'All invariants hold.' : `${failures} invariant(s) broken.`);
  return failures;
}

main().catch(exitWithError);
