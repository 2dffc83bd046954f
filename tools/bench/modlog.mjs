#!/usr/bin/env node
// The moderation log (docs/moderation-log.md, docs/performance.md "Moderation log"): one community's log with
// 100,000 entries (seeded here, removed afterwards) read through the BUILT api with autocannon at `--connections`
// for `--duration` seconds: the first page, a page 2,000 entries deep (by its keyset `next`), one action, one
// moderator, and the site's log of admin actions; each p99 against the 50 ms target.
// Usage: npm run bench:modlog -- [--database-url URL] [--duration 5] [--connections 8] [--entries 100000]
//   The database is --database-url, else BENCH_DATABASE_URL; seed it first (`npm run seed -- --scale medium`).
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { stopServices } from '../start/processes.mjs';
import { measure } from './lib/load.mjs';
import { LOAD_OPTIONS, seededBenchArgs } from './lib/args.mjs';
import { startBuiltApi, stopApi } from './lib/servers.mjs';
import { visitorSession } from './lib/targets.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const args = seededBenchArgs('npm run bench:modlog -- --database-url URL [--duration 5] [--connections 8] [--entries 100000]', {
  ...LOAD_OPTIONS,
  entries: { type: 'string', default: '100000' },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const entries = Number(args.entries);
const TARGET_P99_MS = 50;
/** The seeded entries carry this reason, so they can be told apart and removed afterwards. */
const MARK = 'bench:modlog';

const db = new Client({ connectionString: args['database-url'] });
await db.connect();

const { rows: communities } = await db.query(`SELECT id, name FROM communities WHERE deleted_at IS NULL ORDER BY no_members DESC LIMIT 1`);
const { rows: people } = await db.query(`SELECT id, username FROM users WHERE deleted_at IS NULL AND banned_at IS NULL ORDER BY points DESC LIMIT 5`);
if (!communities.length || people.length < 5) throw new Error('seed the database first (npm run seed -- --scale medium)');
const community = communities[0];

// One entry per 30 s back from now, five moderators (one acting as admin now and then), every action kind the
// log has about posts and users; target titles of realistic length.
const seededAt = Date.now();
await db.query(
  `INSERT INTO modlog_entries (actor_id, acted_as, action, community_id, target_type, target_id, target_user_id, target_title, target_path, reason, created_at)
   SELECT ($2::varchar[])[1 + g % 5], CASE WHEN g % 17 = 0 THEN 'admin' ELSE 'mod' END,
          (ARRAY['remove_post', 'restore_post', 'lock_post', 'unlock_post', 'pin_post', 'remove_comment', 'ban_user'])[1 + g % 7],
          $1, 'post', 'bench' || g, ($2::varchar[])[1 + (g + 2) % 5], 'A post title of some ordinary length, number ' || g,
          '/post/bench' || g, $4, now() - make_interval(secs => g * 30)
   FROM generate_series(1, $3) g`,
  [community.id, people.map((p) => p.id), entries, MARK],
);
await db.query(`ANALYZE modlog_entries`);
console.log(`Seeded ${entries.toLocaleString('en')} entries for ${community.name} in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);

const { api, loadBefore, startedAt } = await startBuiltApi(args);
const rows = [];
try {
  const base = `/api/communities/${encodeURIComponent(community.name)}/modlog?byName=true`;
  // The `next` of the page 2,000 entries deep, walked to as a reader would (80 pages of 25).
  let next = '';
  for (let page = 0; page < 80; page++) {
    const res = await fetch(`${api.url}${base}${next ? `&next=${next}` : ''}`);
    next = (await res.json()).next;
  }
  const cases = [
    ['first page', base],
    ['2,000 entries deep', `${base}&next=${next}`],
    ['one action', `${base}&action=ban_user`],
    ['one moderator', `${base}&moderator=${encodeURIComponent(people[1].username)}`],
    ['site log (admin actions)', '/api/modlog'],
    // The same process's cheapest answer (no database, no session): machines differ up to 2× from day to day,
    // so the pages are read against this floor measured in the same run.
    ['floor: /healthz', '/healthz'],
  ];
  // A reader as a browser is one: with the visitor session of their first page (as the feed bench's visitors).
  const headers = { Cookie: (await visitorSession(api.url)).cookie };
  for (const [label, path] of cases) {
    await measure(api.url, { path, headers }, { connections, duration: 1, pid: api.child.pid });
    const result = await measure(api.url, { path, headers }, { connections, duration, pid: api.child.pid });
    rows.push({ label, ...result });
    console.log(
      `${label.padEnd(26)} p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ${result.rps} req/s  errors ${result.errors}`,
    );
  }
} finally {
  await stopApi(api);
  await stopServices([]);
  // The log is append-only for the product; the bench's own rows go (marked by their reason).
  await db.query(`DELETE FROM modlog_entries WHERE community_id = $1 AND reason = $2`, [community.id, MARK]);
}
const loadAfter = loadavg()[0];

console.log('\n| Page | p50 ms | p99 ms | target ms | met |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  const isFloor = r.label.startsWith('floor');
  console.log(
    `| ${r.label} | ${r.p50} | ${r.p99} | ${isFloor ? '' : TARGET_P99_MS} | ${isFloor ? '' : r.p99 <= TARGET_P99_MS && r.errors === 0 ? 'yes' : 'no'} |`,
  );
}
console.log(`\nStarted ${startedAt.toISOString()}, load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}; c=${connections}, ${duration} s per page.`);
await db.end();
