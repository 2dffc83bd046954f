#!/usr/bin/env node
// `npm run soak` (docs/security.md "Soak"): the mixed load of the fault suite (feeds, votes,
// comments, image uploads) at a steady rate against the built api and worker on a private Redis and PostgreSQL,
// for 30 minutes by default. Samples every 10 s: api and worker RSS and open file descriptors, PostgreSQL
// connections, Redis keys without expiry, p99 of the last window. Fails when RSS grows more than 10 % after the
// warm-up (peaks and median of the steady phase's first window against its last), when handles, connections
// or keys without expiry keep growing, when p99 drifts, or on any 5xx.
//
//   node tools/security/soak.mjs [--minutes 30] [--rate 20] [--warmup-minutes 3] [--sample-seconds 10]
import { Redis } from 'ioredis';
import { Load, lossReport, seedWorld, sleep, startWorld } from './fault-env.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const minutes = option('minutes', 30);
const rate = option('rate', 20);
// Caches, JIT and pools settle first; growth is measured from the end of the warm-up. A tenth of the run, 1–5 min.
const warmupMinutes = option('warmup-minutes', Math.min(5, Math.max(1, minutes / 10)));
const SAMPLE_MS = option('sample-seconds', 10) * 1000;
const MAX_GROWTH = 0.1;
const log = (line) => console.log(`[soak] ${line}`);

const world = await startWorld({ log });
const failures = [];
const samples = [];
let load;
const redis = new Redis(world.redis.url);
try {
  const seeded = await seedWorld(world, { members: 10, posts: 200, extraAccounts: 0 });
  load = new Load(world, seeded, { rate, uploadShare: 0.03 });
  const start = await sample('start');
  log(`start: ${JSON.stringify(start)}`);
  load.start();
  const endAt = Date.now() + minutes * 60_000;
  const warmupAt = Date.now() + warmupMinutes * 60_000;
  let lastWindow = 0;
  while (Date.now() < endAt) {
    await sleep(Math.min(SAMPLE_MS, Math.max(0, endAt - Date.now())));
    const now = load.second();
    const s = await sample(Date.now() < warmupAt ? 'warm-up' : 'steady', load.p99(lastWindow, now));
    lastWindow = now;
    log(JSON.stringify(s));
  }
  await load.stop();
  const loss = await lossReport(world, load);
  judge(loss);
  printSummary(loss);
} catch (error) {
  failures.push(error instanceof Error ? error.stack : String(error));
} finally {
  await load?.stop();
  // The processes' logs of a failed run, as the fault suite keeps them (which request failed, and why).
  if (failures.length)
    log(`logs: ${world.saveLogs(new URL(`../../tmp/soak-logs/${new Date().toISOString().replace(/[:.]/g, '-')}`, import.meta.url).pathname)}`);
  redis.disconnect();
  await world.stop();
}
log(failures.length ? `FAILED:\n${failures.join('\n')}` : 'ok');
process.exit(failures.length ? 1 : 0);

async function sample(phase, p99Ms = 0) {
  const db = world.db();
  await db.connect();
  let connections;
  try {
    connections = Number((await db.query(`SELECT count(*) FROM pg_stat_activity WHERE datname = 'quorum' AND pid <> pg_backend_pid()`)).rows[0].count);
  } finally {
    await db.end();
  }
  const entry = {
    at: load?.startedAt ? load.second() : 0,
    phase,
    apiRssMb: round(world.api.rssMb()),
    workerRssMb: round(world.worker.rssMb()),
    apiFds: world.api.openHandles(),
    workerFds: world.worker.openHandles(),
    pgConnections: connections,
    ...(await keysWithoutExpiry().then(({ own, bull }) => ({ redisKeysWithoutExpiry: own, bullmqKeys: bull }))),
    p99Ms,
  };
  samples.push(entry);
  return entry;
}

/**
 * Keys with TTL -1: what could grow forever. BullMQ's keys (prefix `…bull:`) are counted apart: its job hashes
 * have no TTL by design and are bounded by removeOnComplete/removeOnFail (1000 per queue, a day; job-registry.ts).
 */
async function keysWithoutExpiry() {
  const bullPrefix = `${world.env.REDIS_PREFIX}bull:`;
  let cursor = '0';
  let own = 0;
  let bull = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    if (keys.length) {
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.ttl(key);
      const ttls = await pipeline.exec();
      keys.forEach((key, i) => {
        if (ttls[i][1] !== -1) return;
        if (key.startsWith(bullPrefix)) bull++;
        else own++;
      });
    }
  } while (cursor !== '0');
  return { own, bull };
}

function round(n) {
  return Math.round(n * 10) / 10;
}

function judge(loss) {
  const status5xx = Object.entries(load.statuses).filter(([s]) => Number(s) >= 500 || s === 'timeout' || s === 'network');
  if (status5xx.length) failures.push(`answers 5xx or hung: ${JSON.stringify(Object.fromEntries(status5xx))}`);
  for (const kind of ['votes', 'comments', 'uploads']) if (loss[kind].lost) failures.push(`${loss[kind].lost} accepted ${kind} lost`);
  if (Object.keys(loss.brokenInvariants).length) failures.push(`broken invariants: ${JSON.stringify(loss.brokenInvariants)}`);
  const warm = firstSteady();
  const end = samples.at(-1);
  if (!warm || !end || warm === end) {
    failures.push('the run ended before the warm-up did: give it more --minutes');
    return;
  }
  // RSS follows the JS heap's capacity between full collections: a saw-tooth of 40–70 MB (docs/security.md
  // "Soak"), so two single samples measure which phase of the tooth they hit. Growth is taken between the
  // first and the last windows of the steady phase instead, both on the tooth's peaks (a leak raises them) and
  // on its median.
  for (const key of ['apiRssMb', 'workerRssMb']) {
    const growth = rssGrowth(key);
    for (const [measure, [before, after]] of Object.entries(growth)) {
      const ratio = (after - before) / before;
      if (ratio > MAX_GROWTH) failures.push(`${key} (${measure}) grew ${(ratio * 100).toFixed(1)} % after warm-up (${before} → ${after} MB)`);
    }
  }
  // Handles, connections and keys: at the end (the median of the last three samples, so one moment of queued
  // requests on a busy host is not taken for a leak) no more than the most seen during warm-up, with some slack.
  const warmup = samples.filter((s) => s.phase !== 'steady');
  const last = samples.slice(-3);
  for (const key of ['apiFds', 'workerFds', 'pgConnections', 'redisKeysWithoutExpiry']) {
    const ceiling = Math.max(...warmup.map((s) => s[key])) * 1.1 + 5;
    const atEnd = median(last.map((s) => s[key]));
    if (atEnd > ceiling) failures.push(`${key} grew: ${atEnd} at the end, at most ${Math.round(ceiling)} expected`);
  }
  // 8 queues × (1000 completed jobs kept + their bookkeeping): beyond that BullMQ would not be trimming.
  if (end.bullmqKeys > 8 * 1100) failures.push(`BullMQ keeps ${end.bullmqKeys} keys without expiry`);
  const steadyP99 = samples.filter((s) => s.phase === 'steady').map((s) => s.p99Ms);
  const firstHalf = median(steadyP99.slice(0, Math.ceil(steadyP99.length / 2)));
  const secondHalf = median(steadyP99.slice(Math.ceil(steadyP99.length / 2)));
  if (firstHalf > 0 && secondHalf > firstHalf * 2 + 50)
    failures.push(`p99 drifted: median ${firstHalf} ms in the first half of the steady phase, ${secondHalf} ms in the second`);
}

// The first and the last windows of the steady phase: a third of it each, at most 5 minutes.
function steadyWindows() {
  const steady = samples.filter((s) => s.phase === 'steady');
  const size = Math.max(1, Math.min(Math.round(300_000 / SAMPLE_MS), Math.floor(steady.length / 3)));
  return { first: steady.slice(0, size), last: steady.slice(-size) };
}

function rssGrowth(key) {
  const { first, last } = steadyWindows();
  const values = (window) => window.map((s) => s[key]);
  return {
    peak: [Math.max(...values(first)), Math.max(...values(last))],
    median: [median(values(first)), median(values(last))],
  };
}

function firstSteady() {
  return samples.find((s) => s.phase === 'steady');
}

function median(values) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function printSummary(loss) {
  const warm = firstSteady();
  const end = samples.at(-1);
  const summary = {
    minutes,
    rate,
    warmupMinutes,
    requests: Object.values(load.statuses).reduce((a, b) => a + b, 0),
    statuses: load.statuses,
    rssMb: {
      api: { start: samples[0]?.apiRssMb, afterWarmup: warm?.apiRssMb, end: end?.apiRssMb },
      worker: { start: samples[0]?.workerRssMb, afterWarmup: warm?.workerRssMb, end: end?.workerRssMb },
    },
    rssGrowthFirstToLastWindow: warm && end && warm !== end ? { api: rssGrowth('apiRssMb'), worker: rssGrowth('workerRssMb') } : null,
    fds: { api: [warm?.apiFds, end?.apiFds], worker: [warm?.workerFds, end?.workerFds] },
    pgConnections: [warm?.pgConnections, end?.pgConnections],
    redisKeysWithoutExpiry: [warm?.redisKeysWithoutExpiry, end?.redisKeysWithoutExpiry],
    bullmqKeysWithoutExpiry: [warm?.bullmqKeys, end?.bullmqKeys],
    p99MsPerSample: samples.filter((s) => s.phase !== 'start').map((s) => s.p99Ms),
    loss,
  };
  log(`summary ${JSON.stringify(summary, null, 2)}`);
}
