// Web Push deliveries per second: the built worker pushes N jobs, one per account with one subscription
// each, to a push service on 127.0.0.1 that answers 201 at once. Each delivery is the real work of
// libs/server/push (a subscriptions query, aes128gcm encryption with a fresh ECDH key, a VAPID JWT
// signature, one HTTP request over a kept-alive connection); the push service costs next to nothing, so
// the figure is the worker's ceiling, not a real push service's latency.
// Usage: node tools/bench/push.mjs [subscriptions=2000] [concurrency=16]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a scratch database
//   is made and dropped; REDIS_URL (default redis://127.0.0.1:6379) gets keys under a scratch prefix.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildUpToDate, run, startService, stopServices } from '../start/processes.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { Queue } = require('bullmq');
const Redis = require('ioredis');

const count = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 16);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `quorum_bench_push_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
const redisPrefix = `bench-push-${randomBytes(3).toString('hex')}:`;
// A fixed valid pair: the bench needs no secrets of its own.
const VAPID = {
  publicKey: 'BAJXqf6au6r15GX5SN-PzHmPrn9JzhWU9gQdeSlcwLEc_Ji6c6U7z28L8JgYsdX6XSqcxsDHYI4zLsryZgt_bpE',
  privateKey: 'PEz800MSlS5Nm_oCwu7edGdbBj-dek2Q_S5BlFa-bZE',
};

let received = 0;
let firstAt = 0;
let lastAt = 0;
const pushService = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    lastAt = performance.now();
    firstAt ||= lastAt;
    res.writeHead(201).end();
  });
});
await new Promise((done) => pushService.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${pushService.address().port}`;

const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  PUSH_VAPID_PUBLIC_KEY: VAPID.publicKey,
  PUSH_VAPID_PRIVATE_KEY: VAPID.privateKey,
  PUSH_SUBJECT: 'mailto:bench@example.com',
  PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
  PUSH_CONCURRENCY: String(concurrency),
  DATA_DIR: `tmp/${database}`,
  LOG_LEVEL: 'warn',
};

const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
let worker;
let queue;
try {
  await buildUpToDate(['api', 'worker']);
  if ((await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env })) !== 0) throw new Error('migrate failed');
  const userIds = await seed();
  worker = startService('worker', 'dist/apps/worker/main.js', { ...env, LOG_LEVEL: 'log' });
  await workerReady(worker);
  const redisAddress = new URL(redisUrl);
  queue = new Queue('push', {
    connection: { host: redisAddress.hostname, port: Number(redisAddress.port || 6379), maxRetriesPerRequest: null },
    prefix: `${redisPrefix}bull`,
  });
  const createdAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const now = Date.now();
  const jobs = userIds.map((userId, i) => ({
    name: 'push.send-notification',
    data: { notificationId: i + 1, userId, type: 'welcome', createdAt, updatedAtMs: now },
    opts: { jobId: `push-${i + 1}-${now}`, attempts: 5, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true },
  }));
  const started = performance.now();
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  const deadline = Date.now() + 600_000;
  while (received < count && Date.now() < deadline) await sleep(20);
  const seconds = (lastAt - started) / 1000;
  console.log(
    JSON.stringify(
      {
        subscriptions: count,
        delivered: received,
        pushConcurrency: concurrency,
        seconds: +seconds.toFixed(2),
        deliveriesPerSecond: +(received / seconds).toFixed(0),
        steadyDeliveriesPerSecond: +((received - 1) / ((lastAt - firstAt) / 1000)).toFixed(0),
        cpus: cpus().length,
        loadAverage: loadavg().map((l) => +l.toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  if (worker) await stopServices([worker]);
  await queue?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  pushService.closeAllConnections();
  pushService.close();
}
process.exit(0);

/** The worker logs "worker ready" once its processors run. */
function workerReady(child) {
  return new Promise((resolveReady, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('worker ready')) resolveReady();
    });
    child.once('exit', () => reject(new Error('the worker exited during start-up')));
  });
}

/** `count` accounts, each with one subscription (a real P-256 key) to its own path on the loopback service. */
async function seed() {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = Array.from(
      { length: count },
      (_, i) => (BigInt(Date.now()) * 1_000_000n + BigInt(i)).toString(16).padStart(16, '0') + randomBytes(4).toString('hex'),
    );
    const keys = ids.map(() => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return ecdh.getPublicKey().toString('base64url');
    });
    await db.query(`INSERT INTO users (id, username, password_hash) SELECT id, 'bench' || n, 'x' FROM unnest($1::varchar[]) WITH ORDINALITY AS t(id, n)`, [
      ids,
    ]);
    await db.query(
      `INSERT INTO push_subscriptions (session_key, user_id, endpoint, p256dh, auth, created_at, updated_at)
       SELECT 'bench-' || n, id, $2 || '/s/' || n, key, $3, now(), now() FROM unnest($1::varchar[], $4::text[]) WITH ORDINALITY AS t(id, key, n)`,
      [ids, origin, randomBytes(16).toString('base64url'), keys],
    );
    return ids;
  } finally {
    await db.end();
  }
}
