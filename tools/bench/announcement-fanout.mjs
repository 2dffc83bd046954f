#!/usr/bin/env node
// How fast the BUILT worker delivers one announcement to every account, and its peak memory.
// Creates a fresh database (migrated by the built cli), seeds --users accounts by SQL, starts the worker and
// lets it idle, announces a post through the built api (admin signup, community, post, PUT ?action=announce),
// stops the api and waits until the worker has finished the announcement. Prints notifications/second (from the
// send log's batch times) and the worker's RSS before and during the fan-out (sampled every 20 ms, and VmHWM).
// The database and the Redis keys are removed afterwards (--keep keeps the database and prints its URL).
// Usage: node tools/bench/announcement-fanout.mjs [--users 100000] [--server-url postgres://postgres@127.0.0.1:5432] [--redis-url URL] [--keep]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildUpToDate, run, startService, stopServices } from '../start/processes.mjs';
import { startApi, stopApi } from './lib/servers.mjs';

const Redis = createRequire(import.meta.url)('ioredis');

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    'server-url': { type: 'string', default: process.env.BENCH_SERVER_URL || 'postgres://postgres@127.0.0.1:5432' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    keep: { type: 'boolean', default: false },
  },
});
const users = Number(args.users);
if (!Number.isInteger(users) || users < 1) {
  console.error('Usage: node tools/bench/announcement-fanout.mjs [--users N] [--server-url postgres://…] [--redis-url redis://…] [--keep]');
  process.exit(2);
}

const MB = 1024 * 1024;
const databaseName = `quorum_bench_announce_${randomBytes(4).toString('hex')}`;
const serverUrl = args['server-url'].replace(/\/+$/, '');
const databaseUrl = `${serverUrl}/${databaseName}`;

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function withAdminDb(work) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A tiny browser: one cookie jar, the CSRF token of the last answer. */
function session(apiUrl) {
  const jar = new Map();
  let csrf = '';
  const call = async (method, path, body) => {
    const headers = { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'X-Csrf-Token': csrf };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    csrf = response.headers.get('csrf-token') || csrf;
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };
  return call;
}

/** Admin, community and post through the api, then the announce itself; answers the post id. */
async function announceThroughApi(db) {
  const api = await startApi({ name: 'api', databaseUrl, redisUrl: args['redis-url'] });
  try {
    const call = session(api.url);
    await call('GET', '/api/_initial');
    const username = `bench${randomBytes(3).toString('hex')}`;
    const me = await call('POST', '/api/_signup', { username, password: 'correct horse battery', email: '' });
    await db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [me.id]);
    const community = `news${randomBytes(3).toString('hex')}`;
    await call('POST', '/api/communities', { name: community, about: 'Announcements' });
    const post = await call('POST', '/api/posts', { type: 'text', title: 'An announcement', body: 'To everyone.', community });
    await call('PUT', `/api/posts/${post.publicId}?action=announce`);
    return post.id;
  } finally {
    await stopApi(api);
  }
}

/** Removes the worker's keys (its own prefix). */
async function deleteRedisKeys(prefix) {
  const redis = new Redis(args['redis-url'], { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The built worker on the bench database; resolves once it is ready. */
async function startWorker(dataDir, redisPrefix) {
  const worker = startService('worker', 'dist/apps/worker/main.js', {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: args['redis-url'],
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    // Picks the announcement up within a second; the fan-out itself is timed from the send log.
    ANNOUNCEMENTS_EVERY_MS: '1000',
  });
  let output = '';
  worker.stdout.on('data', (chunk) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('worker ready')) {
    if (worker.exitCode !== null || Date.now() > deadline) throw new Error('the worker did not start');
    await sleep(100);
  }
  return worker;
}

async function main() {
  await buildUpToDate(['api', 'worker']);
  await withAdminDb((admin) => admin.query(`CREATE DATABASE ${databaseName}`));
  const db = new pg.Client({ connectionString: databaseUrl });
  let worker = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-bench-announce-'));
  const redisPrefix = `bench-announce-${process.pid}-${randomBytes(3).toString('hex')}:`;
  try {
    const migrated = await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SESSION_SECRET: randomBytes(32).toString('hex') },
    });
    if (migrated !== 0) throw new Error('migrations failed');
    await db.connect();
    const seeding = Date.now();
    await db.query(
      `INSERT INTO users (id, username, password_hash, created_at)
       SELECT 'be' || lpad(to_hex(g), 22, '0'), 'bench' || g, '!', now() - interval '30 days' FROM generate_series(1, $1::int) AS g`,
      [users],
    );
    await db.query('VACUUM ANALYZE users');
    console.log(`seeded ${users} accounts in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

    worker = await startWorker(dataDir, redisPrefix);
    await sleep(2000);
    const idle = memoryOf(worker.pid);
    let peakRss = idle.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(worker.pid).rss)), 20);
    let postId;
    let finished;
    try {
      postId = await announceThroughApi(db);
      for (;;) {
        if (worker.exitCode !== null || worker.signalCode !== null) throw new Error('the worker exited');
        finished = (await db.query(`SELECT sent_count, finished_at FROM announcement_deliveries WHERE post_id = $1 AND finished_at IS NOT NULL`, [postId]))
          .rows[0];
        if (finished) break;
        await sleep(100);
      }
    } finally {
      clearInterval(sampler);
    }
    const memory = memoryOf(worker.pid);
    const receivers = Number((await db.query(`SELECT count(*) FROM users WHERE deleted_at IS NULL AND banned_at IS NULL`)).rows[0].count);
    // Each batch stamps its sends with one time: first to last batch, plus the average batch for the first one's own work.
    const span = (
      await db.query(
        `SELECT extract(epoch FROM max(sent_at) - min(sent_at))::float AS seconds, count(DISTINCT sent_at)::int AS batches FROM announcement_sends WHERE post_id = $1`,
        [postId],
      )
    ).rows[0];
    const seconds = span.batches > 1 ? (span.seconds * span.batches) / (span.batches - 1) : null;
    console.log(
      JSON.stringify(
        {
          users,
          receivers,
          notified: finished.sent_count,
          batches: span.batches,
          seconds: seconds === null ? null : +seconds.toFixed(2),
          notificationsPerSecond: seconds === null ? null : Math.round(finished.sent_count / seconds),
          workerIdleRssMb: +(idle.rss / MB).toFixed(1),
          workerPeakRssMb: +(peakRss / MB).toFixed(1),
          workerVmHwmBeforeMb: +(idle.hwm / MB).toFixed(1),
          workerVmHwmAfterMb: +(memory.hwm / MB).toFixed(1),
          loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
          cpus: cpus().length,
        },
        null,
        2,
      ),
    );
    if (finished.sent_count !== receivers) throw new Error(`notified ${finished.sent_count} of ${receivers} accounts`);
  } finally {
    if (worker) await stopServices([worker]);
    await db.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await deleteRedisKeys(redisPrefix).catch((error) => console.error(`Redis clean-up: ${error.message}`));
    if (args.keep) console.log(`kept ${databaseUrl}`);
    else await withAdminDb((admin) => admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
