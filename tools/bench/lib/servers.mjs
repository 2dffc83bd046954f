// The processes a benchmark run starts: the built api and the floor, each on a free port, and the
// Redis keys the api leaves under its own prefix.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildUpToDate, MALLOC_ENV, NODE_MEMORY_ARGS, root, startService, stopServices, waitForHttp } from '../../start/processes.mjs';

const require = createRequire(import.meta.url);

/**
 * The options of every benchmark that starts the api on a seeded database: the database (else
 * BENCH_DATABASE_URL) and the Redis it runs with.
 */
export const SERVICE_OPTIONS = Object.freeze({
  'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL || '' },
  'redis-url': { type: 'string', default: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
});

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `node dist/apps/api/main.js` as docs/performance.md prescribes (no rate limits, no migrations, warn logs,
 * 20 connections) with its own Redis prefix and data folder. `extraEnv` adds e.g. NODE_OPTIONS. With
 * `apiProcesses` above 1, that many share the port through tools/start/api-cluster.mjs (as `npm start`
 * runs them); node flags such as --cpu-prof reach each of them.
 */
export async function startApi({ name = 'api', databaseUrl, redisUrl, extraEnv = {}, nodeArgs = [], entry = 'dist/apps/api/main.js', apiProcesses = 1 }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-bench-'));
  const redisPrefix = `bench-${process.pid}-${randomBytes(3).toString('hex')}:`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMITS_ENABLED: 'false',
    DATABASE_MIGRATE_ON_BOOT: 'false',
    DATABASE_POOL_SIZE: '20',
    LOG_LEVEL: 'warn',
    API_PROCESSES: String(apiProcesses),
    ...extraEnv,
  };
  const script = apiProcesses > 1 ? 'tools/start/api-cluster.mjs' : entry;
  const child = nodeArgs.length || script !== 'dist/apps/api/main.js' ? startWithArgs(name, [...nodeArgs, script], env) : startService(name, script, env);
  const server = { name, child, url: `http://127.0.0.1:${port}`, redisPrefix, redisUrl, dataDir };
  try {
    const alive = await waitForHttp(`${server.url}/api/_initial`, { stillAlive: () => child.exitCode === null && child.signalCode === null });
    if (!alive) throw new Error(`${name} exited during start-up`);
  } catch (error) {
    await stopApi(server);
    throw error;
  }
  return server;
}

/**
 * startService with node flags (e.g. --cpu-prof, which NODE_OPTIONS refuses); output prefixed the same way,
 * and the same memory settings, so a profiled api runs as the measured one does.
 */
function startWithArgs(name, nodeArgs, env) {
  const child = spawn(process.execPath, [...NODE_MEMORY_ARGS, ...nodeArgs], { cwd: root, env: { ...MALLOC_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`));
  child.name = name;
  child.exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  return child;
}

/** Stops the api, deletes every Redis key under its prefix and its data folder. */
export async function stopApi(server) {
  await stopServices([server.child]);
  rmSync(server.dataDir, { recursive: true, force: true });
  const Redis = require('ioredis');
  const redis = new Redis(server.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    let deleted = 0;
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${server.redisPrefix}*`, 'COUNT', 1000);
      if (keys.length) deleted += await redis.unlink(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

/** Starts the floor (tools/bench/floor/server.mjs) on a free port. */
export async function startFloor({ databaseUrl }) {
  const port = await freePort();
  const child = startService('floor', join(root, 'tools/bench/floor/server.mjs'), {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
  });
  const url = `http://127.0.0.1:${port}`;
  const alive = await waitForHttp(`${url}/api/posts?sort=latest`, { stillAlive: () => child.exitCode === null && child.signalCode === null });
  if (!alive) throw new Error('the floor exited during start-up');
  return { name: 'floor', child, url };
}

/**
 * Brings the api build up to date and starts it on the command line's database and Redis (SERVICE_OPTIONS):
 * the start of a page benchmark, with the load average and the time it started at.
 */
export async function startBuiltApi(args) {
  await buildUpToDate(['api']);
  const loadBefore = loadavg()[0];
  const startedAt = new Date();
  const api = await startApi({ databaseUrl: args['database-url'], redisUrl: args['redis-url'] });
  return { api, loadBefore, startedAt };
}
