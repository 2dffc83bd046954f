#!/usr/bin/env node
// `node tools/bench/cpu-per-request.mjs --database-url URL [--entry dist/apps/api/main.js] [--requests 200]`
// The api's CPU time per request (user + system of its process, /proc/<pid>/stat) over sequential requests,
// one at a time: unlike req/s, it barely moves when other work shares the machine, so two builds (e.g. one
// from before a change, `--entry` pointing at its main.js) can be compared on a busy machine. Scenarios:
// the 500-comment post page as a visitor and as a signed-in user, the second comments page of the
// 1,200-comment thread, and the visitor hot feed, each with the browser's Accept-Encoding and without.
// Read-only: it logs in user_2 of a seeded database (that writes a session to Redis, under its own prefix).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BROWSER_HEADERS } from './lib/load.mjs';
import { startApi, stopApi } from './lib/servers.mjs';
import { login, visitorSession } from './lib/targets.mjs';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL || '' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    entry: { type: 'string', default: 'dist/apps/api/main.js' },
    requests: { type: 'string', default: '200' },
  },
});
if (!args['database-url']) {
  console.error('Usage: node tools/bench/cpu-per-request.mjs --database-url URL [--entry path/to/main.js] [--requests N]');
  process.exit(2);
}
const requests = Number(args.requests);

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function run(api, path, headers) {
  let bytes = 0;
  const once = async () => {
    const res = await fetch(`${api.url}${path}`, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  };
  for (let i = 0; i < 20; i += 1) await once();
  const before = cpuMs(api.child.pid);
  for (let i = 0; i < requests; i += 1) await once();
  return { cpuMsPerRequest: Math.round(((cpuMs(api.child.pid) - before) / requests) * 100) / 100, bytes };
}

const db = new pg.Client({ connectionString: args['database-url'] });
await db.connect();
const { rows: [busy] } = await db.query(`SELECT public_id FROM posts WHERE no_comments = 500 ORDER BY id LIMIT 1`);
const { rows: [long] } = await db.query(`SELECT public_id FROM posts WHERE no_comments >= 1200 ORDER BY no_comments, id LIMIT 1`);
await db.end();
const api = await startApi({ databaseUrl: args['database-url'], redisUrl: args['redis-url'], entry: args.entry });
try {
  const visitor = { Cookie: (await visitorSession(api.url)).cookie };
  const member = { Cookie: (await login(api.url, 'user_2')).cookie };
  const first = await (await fetch(`${api.url}/api/posts/${long.public_id}`, { headers: visitor })).json();
  const scenarios = [
    ['post page, 500 comments, visitor', `/api/posts/${busy.public_id}`, visitor],
    ['post page, 500 comments, signed in', `/api/posts/${busy.public_id}`, member],
    ['comments next page, visitor', `/api/posts/${long.public_id}/comments?next=${encodeURIComponent(first.commentsNext)}`, visitor],
    ['hot feed page 1, visitor', '/api/posts?sort=hot', visitor],
  ];
  console.log(`${args.entry}, ${requests} sequential requests each`);
  for (const [name, path, headers] of scenarios) {
    const plain = await run(api, path, { ...headers, 'Accept-Encoding': 'identity' });
    const browser = await run(api, path, { ...headers, ...BROWSER_HEADERS });
    console.log(`${name.padEnd(38)} identity ${String(plain.cpuMsPerRequest).padStart(6)} ms/req ${String(plain.bytes).padStart(8)} B | browser ${String(browser.cpuMsPerRequest).padStart(6)} ms/req ${String(browser.bytes).padStart(8)} B`);
  }
} finally {
  await stopApi(api);
}
