#!/usr/bin/env node
// `node tools/bench/cpu-per-request.mjs --database-url URL [--entry dist/apps/api/main.js] [--requests 200]`
// The api's CPU time per request (user + system of its process, /proc/<pid>/stat) over sequential requests,
// and that of PostgreSQL on the same machine (every `postgres` process, lib/load.mjs `postgresCpuMs`),
// one at a time: unlike req/s, it barely moves when other work shares the machine, so two builds (e.g. one
// from before a change, `--entry` pointing at its main.js) can be compared on a busy machine. Scenarios:
// the 500-comment post page as a visitor and as a signed-in user, the second comments page of the
// 1,200-comment thread, the visitor hot feed, community latest feed, a member's home feed and a profile feed, each with the browser's Accept-Encoding and without; with `--votes`, post votes
// (scenario 8, writes: use a copy of the seeded database).
// `--only 1,3` runs some scenarios; `--cpu-prof-dir DIR` writes the api's CPU profile there. Read-only: it logs in user_2 of a seeded database (that writes a session to Redis, under its own prefix).
import pg from 'pg';
import { BROWSER_HEADERS, cpuMs, postgresCpuMs } from './lib/load.mjs';
import { seededBenchArgs } from './lib/args.mjs';
import { startApi, stopApi } from './lib/servers.mjs';
import { login, visitorSession } from './lib/targets.mjs';

const args = seededBenchArgs('node tools/bench/cpu-per-request.mjs --database-url URL [--entry path/to/main.js] [--requests N]', {
  entry: { type: 'string', default: 'dist/apps/api/main.js' },
  requests: { type: 'string', default: '200' },
  // Only these scenarios (1-based, comma-separated); a CPU profile of the api into this folder.
  only: { type: 'string', default: '' },
  'cpu-prof-dir': { type: 'string', default: '' },
  // Scenario 8 writes: post votes by user_2 on 3,000 posts, 80 % up. Only on a copy of a seeded database.
  votes: { type: 'boolean', default: false },
});
const requests = Number(args.requests);

async function run(api, path, headers, init = () => ({})) {
  let bytes = 0;
  const once = async () => {
    const res = await fetch(`${api.url}${path}`, { headers, ...init() });
    bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  };
  for (let i = 0; i < 20; i += 1) await once();
  const before = cpuMs(api.child.pid);
  const dbBefore = postgresCpuMs();
  for (let i = 0; i < requests; i += 1) await once();
  const per = (ms) => Math.round((ms / requests) * 100) / 100;
  return { cpuMsPerRequest: per(cpuMs(api.child.pid) - before), dbCpuMsPerRequest: per(postgresCpuMs() - dbBefore), bytes };
}

const db = new pg.Client({ connectionString: args['database-url'] });
await db.connect();
const {
  rows: [busy],
} = await db.query(`SELECT public_id FROM posts WHERE no_comments = 500 ORDER BY id LIMIT 1`);
const {
  rows: [long],
} = await db.query(`SELECT public_id FROM posts WHERE no_comments >= 1200 ORDER BY no_comments, id LIMIT 1`);
const {
  rows: [c1],
} = await db.query(`SELECT id FROM communities WHERE name = 'c_1'`);
const {
  rows: [active],
} = await db.query(`SELECT username FROM users ORDER BY no_posts + no_comments DESC LIMIT 1`);
const { rows: votePosts } = args.votes
  ? await db.query(`SELECT id FROM posts WHERE deleted_at IS NULL AND locked_at IS NULL ORDER BY hashtext(id) LIMIT 3000`)
  : { rows: [] };
await db.end();
const nodeArgs = args['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof-dir']}`] : [];
const api = await startApi({ databaseUrl: args['database-url'], redisUrl: args['redis-url'], entry: args.entry, nodeArgs });
try {
  const visitor = { Cookie: (await visitorSession(api.url)).cookie };
  const memberSession = await login(api.url, 'user_2');
  const member = { Cookie: memberSession.cookie };
  const big30 = { Cookie: (await login(api.url, 'bench_big30')).cookie };
  const first = await (await fetch(`${api.url}/api/posts/${long.public_id}`, { headers: visitor })).json();
  const scenarios = [
    ['post page, 500 comments, visitor', `/api/posts/${busy.public_id}`, visitor],
    ['post page, 500 comments, signed in', `/api/posts/${busy.public_id}`, member],
    ['comments next page, visitor', `/api/posts/${long.public_id}/comments?next=${encodeURIComponent(first.commentsNext)}`, visitor],
    ['hot feed page 1, visitor', '/api/posts?sort=hot', visitor],
    ['community latest (c_1), visitor', `/api/posts?sort=latest&communityId=${c1.id}`, visitor],
    ['home hot, bench_big30', '/api/posts?feed=home&sort=hot', big30],
    [`profile feed (${active.username}), visitor`, `/api/users/${encodeURIComponent(active.username)}/feed`, visitor],
  ];
  if (args.votes) {
    const vote = () => ({
      method: 'POST',
      body: JSON.stringify({ postId: votePosts[Math.floor(Math.random() * votePosts.length)].id, up: Math.random() < 0.8 }),
    });
    scenarios.push(['post vote, user_2', '/api/_postVote', { ...member, 'Content-Type': 'application/json', 'X-Csrf-Token': memberSession.csrf }, vote]);
  }
  console.log(`${args.entry}, ${requests} sequential requests each`);
  const only = new Set(args.only.split(',').filter(Boolean).map(Number));
  for (const [index, [name, path, headers, init]] of scenarios.entries()) {
    if (only.size && !only.has(index + 1)) continue;
    const plain = await run(api, path, { ...headers, 'Accept-Encoding': 'identity' }, init);
    const browser = await run(api, path, { ...headers, ...BROWSER_HEADERS }, init);
    const cell = (r) => `api ${String(r.cpuMsPerRequest).padStart(6)} + db ${String(r.dbCpuMsPerRequest).padStart(6)} ms/req`;
    console.log(`${name.padEnd(36)} identity: ${cell(plain)} | browser: ${cell(browser)} | ${plain.bytes} B`);
  }
} finally {
  await stopApi(api);
}
