#!/usr/bin/env node
// `node tools/bench/paired.mjs --database-url URL --entries before/main.js,after/main.js [--names before,after]
//                              [--scenarios 1,3,5,7,8,9,10] [--connections 4] [--duration 8] [--warmup 2] [--rounds 2] [--cpu-prof]`
// Two api builds measured at the same time (docs/performance.md, "Paired runs"): both start on the same seeded
// database, and every scenario loads both at once, `--connections` each, so they share whatever the machine
// does in those seconds. On a machine whose speed moves by half within minutes, the ratio of two builds
// measured together is steadier than two figures measured apart. Each round prints req/s and api CPU ms per
// request of both builds and the second's req/s ÷ the first's. Not part of `npm test`.
//
// Each entry resolves its own packages from where it lies: a copy of dist/apps/api kept beside a checkout's
// node_modules (e.g. in a worktree of an older commit, built there). Builds with different Redis prefixes
// keep their own sessions, so each gets its own signed-in users. With --cpu-prof each build writes its CPU profile
// to a folder of its own, and the requests each served (warm-ups included) are printed for
// `node tools/bench/profile-top.mjs <profile> --requests N`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { measure } from './lib/load.mjs';
import { exitWithUsage, seededBenchArgs } from './lib/args.mjs';
import { startApi, stopApi } from './lib/servers.mjs';
import { buildScenarios, describeDataSet } from './lib/targets.mjs';

const USAGE =
  'node tools/bench/paired.mjs --database-url URL --entries a/main.js,b/main.js [--names a,b] [--scenarios 1,3,…] [--connections 4] [--duration 8] [--warmup 2] [--rounds 2]';
const args = seededBenchArgs(USAGE, {
  entries: { type: 'string', default: '' },
  names: { type: 'string', default: 'first,second' },
  scenarios: { type: 'string', default: '1,3,5,7,8,9,10' },
  connections: { type: 'string', default: '4' },
  duration: { type: 'string', default: '8' },
  warmup: { type: 'string', default: '2' },
  rounds: { type: 'string', default: '2' },
  'cpu-prof': { type: 'boolean', default: false },
});

const entries = args.entries
  .split(',')
  .filter(Boolean)
  .map((entry) => resolve(entry));
const names = args.names.split(',');
const wanted = new Set(args.scenarios.split(',').map(Number));
const [connections, duration, warmup, rounds] = [args.connections, args.duration, args.warmup, args.rounds].map(Number);
if (entries.length !== 2 || names.length !== 2 || !(connections >= 1) || !(duration > 0) || !(warmup >= 0) || !(rounds >= 1)) exitWithUsage(USAGE);
if ([...wanted].some((id) => !(id >= 1 && id <= 10))) exitWithUsage(USAGE);

const apis = [];
let db = null;

async function cleanUp() {
  for (const api of apis.splice(0)) await stopApi(api).catch((error) => console.error(`stopping ${api.name}: ${error.message}`));
  if (db) await db.end().catch((error) => console.error(`closing the database client: ${error.message}`));
  db = null;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping both builds`);
    cleanUp().finally(() => process.exit(130));
  });
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const fixed = (n, digits = 2) => (n === null ? '–' : n.toFixed(digits));

/** Requests each build served under load (warm-ups included; the scenarios' set-up requests are not counted). */
const served = [0, 0];

/** One round: both builds loaded at once with the same scenario, their own sessions. */
async function pairedRound(pair, seconds) {
  const runs = await Promise.all(pair.map(({ api, scenario }) => measure(api.url, scenario, { connections, duration: seconds, pid: api.child.pid })));
  runs.forEach((run, i) => (served[i] += run.requests));
  return runs;
}

async function main() {
  db = new pg.Client({ connectionString: args['database-url'] });
  await db.connect();
  const dataSet = await describeDataSet(db);
  console.log(`Data set (${dataSet.scale}): ${dataSet.counts.posts.toLocaleString('en')} posts, ${dataSet.counts.comments.toLocaleString('en')} comments`);
  console.log(`Before: ${uptime()}`);
  const profileDirs = [];
  for (const [i, entry] of entries.entries()) {
    const profileDir = args['cpu-prof'] ? mkdtempSync(join(tmpdir(), `quorum-paired-${names[i]}-`)) : null;
    if (profileDir) profileDirs.push(profileDir);
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    apis.push(await startApi({ name: names[i], databaseUrl: args['database-url'], redisUrl: args['redis-url'], entry, nodeArgs }));
  }
  const voters = wanted.has(9) ? 50 : 0;
  const scenarioSets = [];
  for (const api of apis) scenarioSets.push((await buildScenarios(db, api.url, { voters })).scenarios);
  console.log(`${names[0]}: ${entries[0]}\n${names[1]}: ${entries[1]}`);
  console.log(`c=${connections} each, ${duration} s per round after ${warmup} s, ${rounds} rounds; req/s (api CPU ms/request)\n`);
  console.log(`| Scenario | round | ${names[0]} | ${names[1]} | ${names[1]} ÷ ${names[0]} |`);
  console.log('|---|---|---|---|---|');
  for (const scenario of scenarioSets[0]) {
    if (!wanted.has(scenario.id)) continue;
    const pair = apis.map((api, i) => ({ api, scenario: scenarioSets[i].find((s) => s.id === scenario.id) }));
    if (pair.some(({ scenario: s }) => s.skip)) {
      console.log(`| ${scenario.id}. ${scenario.name} | skipped: ${scenario.skip ?? pair[1].scenario.skip} | | | |`);
      continue;
    }
    if (warmup > 0) await pairedRound(pair, warmup);
    for (let round = 1; round <= rounds; round += 1) {
      const [a, b] = await pairedRound(pair, duration);
      const failed = a.errors + b.errors;
      const cell = (r) => `${Math.round(r.rps)} (${fixed(r.serverCpuMsPerRequest)})`;
      console.log(`| ${scenario.id}. ${scenario.name} | ${round} | ${cell(a)} | ${cell(b)} | ${fixed(b.rps / a.rps)}${failed ? ` · ${failed} errors` : ''} |`);
    }
  }
  console.log(`\nAfter: ${uptime()}`);
  // Written when each build stops (cleanUp).
  profileDirs.forEach((dir, i) => console.log(`CPU profile of ${names[i]} (${served[i]} requests under load): ${dir}`));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
