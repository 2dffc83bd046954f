#!/usr/bin/env node
// `node tools/bench/ban-user.mjs --database-url URL [--redis-url URL] [--days 0]`
// Times `POST /api/_admin {action: "ban_user", deleteContentDays}` for the most active user (most posts +
// comments, admins excluded) of a seeded database, through the BUILT api over HTTP. The ban deletes data,
// so the run works on a copy of the database (CREATE DATABASE … TEMPLATE, dropped afterwards: the seeded
// one is left as it was; nothing may be connected to it meanwhile). After the ban it runs the seeder's
// invariant checks on the copy. Seed first: `npm run seed -- --scale small --database-url URL`.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildUpToDate, exitWithError, run } from '../start/processes.mjs';
import { CHECKS } from '../seed/checks.sql.mjs';
import { SERVICE_OPTIONS, startApi, stopApi } from './lib/servers.mjs';
import { login } from './lib/targets.mjs';

const { values: args } = parseArgs({
  options: {
    ...SERVICE_OPTIONS,
    days: { type: 'string', default: '0' },
  },
});

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const count = async (db, sql, params) => Number((await db.query(sql, params)).rows[0].n);

async function main() {
  if (!args['database-url']) throw new Error('--database-url (or BENCH_DATABASE_URL) names the seeded database');
  const days = Number(args.days);
  if (!Number.isInteger(days) || days < 0) throw new Error('--days must be a whole number ≥ 0');
  const seeded = new URL(args['database-url']);
  const seededName = seeded.pathname.slice(1);
  const copyName = `${seededName}_ban_${process.pid}`;
  const copy = new URL(seeded);
  copy.pathname = `/${copyName}`;

  await buildUpToDate(['api']);
  const admin = new pg.Client({ connectionString: new URL('/postgres', seeded).toString() });
  await admin.connect();
  let api = null;
  let db = null;
  try {
    await admin.query(`CREATE DATABASE "${copyName}" TEMPLATE "${seededName}"`);
    if ((await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env: { ...process.env, DATABASE_URL: copy.toString() } })) !== 0)
      throw new Error('migrations failed');
    db = new pg.Client({ connectionString: copy.toString() });
    await db.connect();
    const { rows } = await db.query(
      `SELECT id, username, no_posts AS posts, no_comments AS comments FROM users
       WHERE NOT is_admin AND deleted_at IS NULL AND banned_at IS NULL ORDER BY no_posts + no_comments DESC, id LIMIT 1`,
    );
    const target = rows[0];
    const since = days === 0 ? null : new Date(Date.now() - days * 86_400_000);
    const window = `($2::timestamptz IS NULL OR created_at >= $2::timestamptz)`;
    const postsToPurge = await count(db, `SELECT count(*) AS n FROM posts WHERE user_id = $1 AND deleted_content_at IS NULL AND ${window}`, [target.id, since]);
    const commentsToPurge = await count(db, `SELECT count(*) AS n FROM comments WHERE user_id = $1 AND deleted_at IS NULL AND ${window}`, [target.id, since]);

    api = await startApi({ databaseUrl: copy.toString(), redisUrl: args['redis-url'] });
    const session = await login(api.url, 'seed_admin');
    // Warms the api's connections and the admin route (no effect: an unknown action).
    await fetch(`${api.url}/api/_admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Csrf-Token': session.csrf },
      body: '{"action":"noop"}',
    });
    const loadBefore = uptime();
    const started = process.hrtime.bigint();
    const res = await fetch(`${api.url}/api/_admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Csrf-Token': session.csrf },
      body: JSON.stringify({ action: 'ban_user', username: target.username, deleteContentDays: days }),
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const body = await res.text();
    if (res.status !== 200) throw new Error(`ban_user answered ${res.status}: ${body}`);

    const postsLeft = await count(db, `SELECT count(*) AS n FROM posts WHERE user_id = $1 AND deleted_content_at IS NULL AND ${window}`, [target.id, since]);
    const commentsLeft = await count(db, `SELECT count(*) AS n FROM comments WHERE user_id = $1 AND deleted_at IS NULL AND ${window}`, [target.id, since]);
    const broken = [];
    for (const check of CHECKS) {
      const n = await count(db, check.sql.replace(/^SELECT count\(\*\)/, 'SELECT count(*) AS n'));
      if (n !== 0) broken.push(`${check.name}: ${n}`);
    }
    console.log(`ban_user deleteContentDays=${days} for ${target.username} (${target.posts} posts, ${target.comments} live comments):`);
    console.log(
      `  ${ms.toFixed(1)} ms over HTTP; purged ${postsToPurge - postsLeft}/${postsToPurge} posts and ${commentsToPurge - commentsLeft}/${commentsToPurge} comments`,
    );
    console.log(`  invariants: ${broken.length ? `BROKEN ${broken.join('; ')}` : 'all hold'}`);
    console.log(`  uptime before: ${loadBefore}`);
    console.log(`  uptime after:  ${uptime()}`);
    if (broken.length || postsLeft || commentsLeft) process.exitCode = 1;
  } finally {
    if (api) await stopApi(api);
    if (db) await db.end();
    await admin.query(`DROP DATABASE IF EXISTS "${copyName}"`);
    await admin.end();
  }
}

main().catch(exitWithError);
