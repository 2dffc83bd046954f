#!/usr/bin/env node
// `npm run bench -- [--database-url URL] [--duration 10] [--warmup 3] [--scenarios 1,2,…] [--connections 8,32]
//                   [--cpu-prof] [--no-floor] [--no-check] [--no-query-counts] [--cookieless-visitors] [--visitor-cache-ms N]
//                   [--api-processes N] [--entry path/to/main.js]`
// The benchmark (docs/performance.md): builds the api, starts the BUILT api (and the floor) on free ports against a seeded
// database, runs each scenario (warm-up, then one run per connection count) with autocannon on this same
// machine, checks the seeder's invariants after the votes, and writes bench/results/<date>-<scale>.json.
// Not part of `npm test`. Seed first: `npm run seed -- --scale medium [--database-url …]`. The database is
// --database-url, else BENCH_DATABASE_URL, else DATABASE_URL, else the embedded PostgreSQL that the seeder filled.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../start/embedded-db.mjs';
import { buildUpToDate, root, stopServices } from '../start/processes.mjs';
import { measure } from './lib/load.mjs';
import { judge, latestReport, markdownTable, runLine } from './lib/report.mjs';
import { benchArgs, exitWithUsage } from './lib/args.mjs';
import { startApi, startFloor, stopApi } from './lib/servers.mjs';
import { buildScenarios, describeDataSet, describeMachine, getJson } from './lib/targets.mjs';

const args = benchArgs({
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  scenarios: { type: 'string', default: '1,2,3,4,5,6,7,8,9,10' },
  connections: { type: 'string', default: '8,32' },
  'cpu-prof': { type: 'boolean', default: false },
  'no-floor': { type: 'boolean', default: false },
  'no-check': { type: 'boolean', default: false },
  'no-query-counts': { type: 'boolean', default: false },
  'cookieless-visitors': { type: 'boolean', default: false },
  // The api's VISITOR_CACHE_MS; 0 (the default, as in production by default) measures uncached answers.
  'visitor-cache-ms': { type: 'string', default: '0' },
  // Api processes behind the one port (tools/start/api-cluster.mjs, as `npm start` with API_PROCESSES); 1 = the bare api.
  'api-processes': { type: 'string', default: '1' },
  // Another api build to measure instead of this checkout's (A/B runs: e.g. a copy of dist/apps/api kept under
  // this checkout, so its packages resolve); this checkout's build is then not brought up to date.
  entry: { type: 'string', default: '' },
});

const duration = Number(args.duration);
const warmup = Number(args.warmup);
const wanted = new Set(args.scenarios.split(',').map(Number));
const connections = args.connections.split(',').map(Number);
const visitorCacheMs = Number(args['visitor-cache-ms']);
const apiProcesses = Number(args['api-processes']);
if (
  !(duration > 0) ||
  !(warmup >= 0) ||
  !(visitorCacheMs >= 0) ||
  !(Number.isInteger(apiProcesses) && apiProcesses >= 1 && apiProcesses <= 64) ||
  connections.some((c) => !(c > 0)) ||
  [...wanted].some((id) => !(id >= 1 && id <= 10))
) {
  exitWithUsage('npm run bench -- [--database-url URL] [--duration s] [--warmup s] [--scenarios 1,2,…,10] [--connections 8,32] [--api-processes N]');
}

const started = { apis: [], floor: null, database: null };
let db = null;

async function cleanUp() {
  const apis = started.apis.splice(0);
  for (const api of apis) {
    const keys = await stopApi(api).catch((error) => console.error(`stopping ${api.name}: ${error.message}`));
    if (typeof keys === 'number') console.log(`${api.name} stopped; ${keys} Redis keys under ${api.redisPrefix} deleted`);
  }
  if (started.floor) await stopServices([started.floor.child]);
  started.floor = null;
  if (db) await db.end().catch((error) => console.error(`closing the database client: ${error.message}`));
  db = null;
  const database = started.database;
  started.database = null;
  if (database) await database.stop();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started`);
    cleanUp().finally(() => process.exit(130));
  });
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function main() {
  started.database = args['database-url'] ? null : await openDatabase({ ifRunning: 'reuse' });
  const databaseUrl = args['database-url'] || started.database.url;
  if (started.database) console.log(`Database: ${started.database.description}`);
  if (!args.entry) await buildUpToDate(['api']);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const machine = await describeMachine(db);
  const dataSet = await describeDataSet(db);
  console.log(
    `\nData set (${dataSet.scale}): ${Object.entries(dataSet.counts)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}`,
  );
  console.log(
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB, Node ${machine.node}, ${machine.postgres.split(' on ')[0]}`,
  );
  const report = {
    startedAt: new Date().toISOString(),
    databaseUrl: databaseUrl.replace(/\/\/[^@]*@/, '//'),
    machine,
    dataSet,
    settings: { duration, warmup, connections, visitorCacheMs, apiProcesses },
    uptimeBefore: uptime(),
    scenarios: [],
  };

  const statements = args['no-query-counts'] ? new Map() : await countStatements(databaseUrl, wanted);

  let profileDir = null;
  if (args['cpu-prof']) profileDir = mkdtempSync(join(tmpdir(), 'quorum-bench-prof-'));
  const api = await startApi({
    databaseUrl,
    redisUrl: args['redis-url'],
    apiProcesses,
    ...(args.entry ? { entry: args.entry } : {}),
    extraEnv: { VISITOR_CACHE_MS: String(visitorCacheMs) },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  started.apis.push(api);
  console.log(`api on ${api.url} (${apiProcesses} process${apiProcesses === 1 ? '' : 'es'}); logging in the bench users`);
  // The 50 voters sign in only when the votes are measured.
  const { picked, scenarios } = await buildScenarios(db, api.url, { cookielessVisitors: args['cookieless-visitors'], voters: wanted.has(9) ? 50 : 0 });
  report.picked = picked;
  const selected = scenarios.filter((s) => wanted.has(s.id));
  if (!args['no-floor'] && selected.some((s) => s.floor)) {
    started.floor = await startFloor({ databaseUrl });
    console.log(`floor on ${started.floor.url}`);
  }

  // Reads first, the votes (which write) last, then the invariant check.
  const ordered = [...selected.filter((s) => s.read), ...selected.filter((s) => !s.read)];
  for (const scenario of ordered) {
    const entry = {
      id: scenario.id,
      name: scenario.name,
      read: scenario.read,
      path: scenario.path ?? scenario.requests?.()[0].path,
      p99Target: scenario.p99Target,
      statements: statements.get(scenario.id) ?? null,
    };
    report.scenarios.push(entry);
    if (scenario.skip) {
      entry.skipped = scenario.skip;
      console.log(`${scenario.id}. ${scenario.name}: skipped (${scenario.skip})`);
      continue;
    }
    console.log(`\n${scenario.id}. ${scenario.name} — ${entry.path}${entry.statements ? ` (${entry.statements} statements/request)` : ''}`);
    entry.runs = await series(api, scenario);
    if (scenario.floor && started.floor) {
      entry.floor = { sameJson: await sameJson(api.url, started.floor.url, scenario.path), runs: await series(started.floor, scenario, 'floor') };
      for (const run of entry.runs) {
        const floor = entry.floor.runs.find((r) => r.connections === run.connections);
        console.log(
          `   ours ÷ floor at c=${run.connections}: ${(run.rps / floor.rps).toFixed(2)}${entry.floor.sameJson ? '' : '  (the floor answered different JSON!)'}`,
        );
      }
    }
    if (!scenario.read && !args['no-check']) report.invariants = await checkInvariants(databaseUrl);
  }
  report.uptimeAfter = uptime();
  await cleanUp();
  if (profileDir) report.cpuProfileDir = profileDir;
  report.finishedAt = new Date().toISOString();

  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(
    dir,
    `${report.startedAt.replace(/[:]/g, '-').replace(/\.\d+Z$/, 'Z')}-${dataSet.scale}${visitorCacheMs > 0 ? '-cached' : ''}${apiProcesses > 1 ? `-api${apiProcesses}` : ''}.json`,
  );
  const small = dataSet.scale === 'small' ? null : latestReport(dir, 'small');
  report.verdicts = judge(report, small?.report);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n${markdownTable(report)}\n`);
  console.log(`Targets${small ? `, scale compared with ${small.file}` : ''}:`);
  for (const v of report.verdicts) console.log(`  ${v.met ? 'met   ' : 'MISSED'} ${v.target}: ${v.value}`);
  console.log(`\nLoad: before ${report.uptimeBefore}\n      after  ${report.uptimeAfter}`);
  if (profileDir) console.log(`CPU profile of the api: ${profileDir}`);
  console.log(`Report: ${file}`);
  if (report.invariants && !report.invariants.ok) process.exitCode = 1;
}

/** Warm-up at the first connection count, then one measured run per connection count. */
async function series(server, scenario, tag = 'ours') {
  const pid = server.child.pid;
  if (warmup > 0) await measure(server.url, scenario, { connections: connections[0], duration: warmup, pid });
  const runs = [];
  for (const c of connections) {
    const run = await measure(server.url, scenario, { connections: c, duration, pid });
    runs.push(run);
    console.log(runLine(`   ${tag}`, run));
  }
  return runs;
}

async function sameJson(apiUrl, floorUrl, path) {
  const [ours, floor] = await Promise.all([getJson(`${apiUrl}${path}`), getJson(`${floorUrl}${path}`)]);
  return JSON.stringify(ours) === JSON.stringify(floor);
}

/** One request per scenario through a diagnostic api that logs its SQL: statements per request. */
async function countStatements(databaseUrl, ids) {
  const dir = mkdtempSync(join(tmpdir(), 'quorum-bench-sql-'));
  const log = join(dir, 'statements.log');
  const api = await startApi({
    name: 'api-sql-count',
    databaseUrl,
    redisUrl: args['redis-url'],
    ...(args.entry ? { entry: args.entry } : {}),
    extraEnv: { NODE_OPTIONS: `--require ${join(root, 'tools/bench/lib/query-log.cjs')}`, BENCH_QUERY_LOG: log },
  });
  started.apis.push(api);
  const counts = new Map();
  try {
    const { scenarios } = await buildScenarios(db, api.url, { voters: ids.has(9) ? 1 : 0, votePosts: 50, cookielessVisitors: args['cookieless-visitors'] });
    for (const s of scenarios.filter((x) => ids.has(x.id) && !x.skip)) {
      const send = async () => {
        if (s.requests) {
          const [request] = s.requests();
          const { headers, body } = request.setupRequest({ headers: {} });
          const response = await fetch(`${api.url}${request.path}`, { method: request.method, headers, body });
          await response.arrayBuffer();
        } else {
          await getJson(`${api.url}${s.path}`, s.headers);
        }
      };
      await send();
      writeFileSync(log, '');
      await send();
      counts.set(s.id, readFileSync(log, 'utf8').split('\n').filter(Boolean).length);
    }
  } finally {
    started.apis.splice(started.apis.indexOf(api), 1);
    await stopApi(api);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Statements per request: ${[...counts].map(([id, n]) => `${id}: ${n}`).join(', ')}`);
  return counts;
}

/** The seeder's invariant check (`seed.mjs --check`), its output shown and summarised. */
function checkInvariants(databaseUrl) {
  console.log('\nInvariant check after the votes (node tools/seed/seed.mjs --check):');
  const startedAt = Date.now();
  return new Promise((resolveCheck, reject) => {
    const child = spawn(process.execPath, [join(root, 'tools/seed/seed.mjs'), '--check', '--database-url', databaseUrl], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const checks = [...output.matchAll(/^\s+(ok|FAIL)\s+(.+)$/gm)].map((m) => ({ name: m[2].trim(), ok: m[1] === 'ok' }));
      const ok = code === 0 && /All invariants hold\./.test(output);
      resolveCheck({
        ok,
        exitCode: code,
        seconds: Math.round((Date.now() - startedAt) / 100) / 10,
        checks,
        summary: ok ? `all ${checks.length} invariants hold` : `${checks.filter((c) => !c.ok).length} broken (exit ${code})`,
      });
    });
  });
}

main()
  .catch(async (error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
  });
