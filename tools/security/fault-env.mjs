// The private world of the fault suite and the soak (docs/security.md, "Faults" and "Soak"): its own Redis and
// PostgreSQL on ports of their own (the machine's shared ones are never touched), the built api and worker
// (dist/) against them, and a mixed load of reads and writes whose accepted writes are remembered so that
// nothing lost can go unnoticed.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import pg from 'pg';
import { CHECKS } from '../seed/checks.sql.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on loopback (asked of the kernel, then released). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * `count` different free ports: all are held open until every one is known, so the kernel cannot hand the
 * same port out twice (asked one after another, the api once got the private PostgreSQL's port).
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer();
      await new Promise((done) => server.listen(0, '127.0.0.1', done));
      return server;
    }),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

async function waitUntil(what, condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

const exitOf = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done)));

/** A private redis-server without persistence: a restart brings it back empty, as after a failover. */
export async function privateRedis(port) {
  let child;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitUntil('redis', () => canConnect(port), 10_000);
  };
  const stop = async () => {
    child.kill('SIGKILL');
    await exitOf(child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    restart: async (downMs) => (await stop(), await sleep(downMs), await start()),
    pid: () => child.pid,
  };
}

function canConnect(port) {
  return new Promise((done) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

/**
 * A private PostgreSQL through the same embedded server `npm start` uses (tools/start/embedded-db-server.mjs),
 * in a folder of its own under the system's temporary folder. `restart` stops it cleanly and starts it again on
 * the same data.
 */
export async function privatePostgres(port) {
  const dir = join(tmpdir(), `quorum-faults-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const databaseDir = join(dir, 'pg');
  let child;
  const start = async () => {
    child = fork(join(root, 'tools/start/embedded-db-server.mjs'), [JSON.stringify({ databaseDir, port })], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((done, fail) => {
      child.on('message', (m) => (m.event === 'ready' ? done() : m.event === 'failed' ? fail(new Error(m.log)) : undefined));
      child.once('exit', () => fail(new Error('embedded PostgreSQL exited')));
    });
  };
  const stop = async () => {
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
    await exitOf(child);
  };
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE quorum').catch(() => undefined);
  await admin.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/quorum`,
    port,
    start,
    stop,
    restart: async (downMs) => (await stop(), await sleep(downMs), await start()),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The built api or worker as a process; `rss()` reads /proc. */
export function startProcess(kind, env) {
  const main = join(root, `dist/apps/${kind}/main.js`);
  if (!existsSync(main)) throw new Error(`${main} is missing: run npx nx build api worker`);
  let output = '';
  const child = spawn(process.execPath, ['--max-semi-space-size=8', main], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', MALLOC_MMAP_THRESHOLD_: '131072', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    child,
    output: () => output,
    rssMb: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    /** Open file descriptors: sockets, files and pipes together. */
    openHandles: () => {
      try {
        return readdirCount(`/proc/${child.pid}/fd`);
      } catch {
        return -1;
      }
    },
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exitOf(child);
    },
  };
}

const readdirCount = (path) => readdirSync(path).length;

/**
 * The whole private world: Redis, PostgreSQL, the api (migrating on boot) and one worker. The worker's lock is
 * short so a killed worker's jobs are taken up again within seconds.
 */
export async function startWorld({ log = () => undefined } = {}) {
  const [redisPort, pgPort, apiPort] = await freePorts(3);
  const redis = await privateRedis(redisPort);
  log(`redis on ${redisPort}`);
  const postgres = await privatePostgres(pgPort);
  log(`postgres on ${pgPort}`);
  const dataDir = join(tmpdir(), `quorum-faults-data-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const base = `http://127.0.0.1:${apiPort}`;
  const env = {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'faults:',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMITS_ENABLED: 'false',
    WORKER_CONCURRENCY: '2',
    WORKER_JOB_LOCK_MS: '3000',
    ANNOUNCEMENTS_EVERY_MS: '1000',
  };
  const world = {
    base,
    redis,
    postgres,
    env,
    dataDir,
    api: null,
    worker: null,
    /** Every api and worker process started, for their logs. */
    processes: [],
    async startApi() {
      world.api = startProcess('api', env);
      world.processes.push({ kind: 'api', process: world.api });
      await waitUntil('api', async () => (await fetch(`${base}/api/_initial`)).status === 200, 60_000).catch((error) => {
        throw new Error(`${error.message}\n${world.api.output()}`);
      });
    },
    async startWorker() {
      world.worker = startProcess('worker', { ...env, LOG_LEVEL: 'log' });
      world.processes.push({ kind: 'worker', process: world.worker });
      await waitUntil('worker', () => world.worker.output().includes('worker ready'), 60_000).catch((error) => {
        throw new Error(`${error.message}\n${world.worker.output()}`);
      });
    },
    db() {
      return new pg.Client({ connectionString: postgres.url });
    },
    /** Writes each process's output to `dir` (kept when a run fails). */
    saveLogs(dir) {
      mkdirSync(dir, { recursive: true });
      world.processes.forEach(({ kind, process }, i) => writeFileSync(join(dir, `${i}-${kind}.log`), process.output()));
      return dir;
    },
    async stop() {
      await world.worker?.kill('SIGTERM');
      await world.api?.kill('SIGTERM');
      await postgres.stop().catch(() => undefined);
      await redis.stop().catch(() => undefined);
      postgres.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await world.startApi();
  log(`api on ${apiPort}`);
  await world.startWorker();
  return world;
}

/** Keeps cookies and the CSRF token the way the web client does. */
export class Client {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
    this.csrf = '';
  }

  async request(method, path, body, extraHeaders = {}) {
    const headers = { ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers['x-csrf-token'] = this.csrf;
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const token = res.headers.get('csrf-token');
    if (token) this.csrf = token;
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: json, text, headers: res.headers };
  }
}

/** Members, an admin, a community and posts to vote and comment on. */
export async function seedWorld(world, { members = 6, posts = 20, extraAccounts = 3000 } = {}) {
  const clients = [];
  for (let i = 0; i < members; i++) {
    const client = new Client(world.base);
    await client.request('GET', '/api/_initial');
    const name = `fault${i}${randomBytes(2).toString('hex')}`;
    const res = await client.request('POST', '/api/_signup', { username: name, password: 'correct horse battery', email: '' });
    if (res.status !== 201) throw new Error(`signup: ${res.status} ${res.text}`);
    clients.push({ client, name, id: res.body.id });
  }
  const db = world.db();
  await db.connect();
  try {
    await db.query('UPDATE users SET is_admin = true WHERE id = $1', [clients[0].id]);
    // Receivers for the announcement fan-out: enough that a worker killed in the middle of it leaves work behind.
    await db.query(
      `INSERT INTO users (id, username, password_hash, created_at)
       SELECT 'fa' || lpad(to_hex(g), 22, '0'), 'faultseed' || g, '!', now() - interval '30 days' FROM generate_series(1, $1::int) AS g`,
      [extraAccounts],
    );
  } finally {
    await db.end();
  }
  const admin = clients[0].client;
  const community = `faults${randomBytes(2).toString('hex')}`;
  const made = await admin.request('POST', '/api/communities', { name: community, about: 'Fault injection' });
  if (made.status !== 200) throw new Error(`community: ${made.status} ${made.text}`);
  const postIds = [];
  for (let i = 0; i < posts; i++) {
    const res = await admin.request('POST', '/api/posts', { type: 'text', title: `Fault post ${i}`, body: 'Body', community });
    if (res.status !== 200) throw new Error(`post: ${res.status} ${res.text}`);
    postIds.push({ id: res.body.id, publicId: res.body.publicId });
  }
  return { clients, admin, community, communityId: made.body.id, posts: postIds };
}

/** A small PNG made without any image library: one colour, `side` × `side`, with a seed in its pixels. */
export function pngFile(side, seed) {
  const { crc32, deflateSync } = zlib;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + side * 3);
  for (let x = 0; x < side; x++) row.set([(x * 7 + seed) & 255, (x * 3 + seed * 5) & 255, (seed * 11) & 255], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/**
 * The mixed load: visitors' and members' feed reads, post votes, comments and image uploads, at `rate`
 * operations per second. Every answer is counted by status and second; every accepted write is remembered.
 */
export class Load {
  constructor(world, seeded, { rate = 20, uploadShare = 0.05 } = {}) {
    this.world = world;
    this.seeded = seeded;
    this.rate = rate;
    this.uploadShare = uploadShare;
    this.running = false;
    this.inFlight = new Set();
    this.statuses = {};
    /** Per second since start: statuses and latencies. */
    this.timeline = [];
    /** Votes: per member/post pair, the state the last accepted answer reported (true = up, null = none). */
    this.accepted = { votes: new Map(), comments: [], uploads: [] };
    this.nextVote = seeded.clients.map(() => 0);
    this.acceptedVotes = 0;
    this.relogins = 0;
    this.slowest = 0;
    this.errors = 0;
  }

  start() {
    this.running = true;
    this.startedAt = Date.now();
    this.timer = setInterval(() => this.tick(), 1000 / this.rate);
  }

  async stop() {
    this.running = false;
    clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  tick() {
    if (!this.running) return;
    const op = this.pick();
    const promise = this.run(op).finally(() => this.inFlight.delete(promise));
    this.inFlight.add(promise);
  }

  pick() {
    const r = Math.random();
    if (r < this.uploadShare) return 'upload';
    if (r < 0.35) return 'visitor-feed';
    if (r < 0.55) return 'member-feed';
    if (r < 0.8) return 'vote';
    return 'comment';
  }

  async run(op) {
    const started = Date.now();
    let status;
    try {
      status = await this[op.replace('-', '_')]();
    } catch (error) {
      status = error?.name === 'TimeoutError' ? 'timeout' : 'network';
      this.errors++;
    }
    const ms = Date.now() - started;
    this.slowest = Math.max(this.slowest, ms);
    const second = Math.floor((started - this.startedAt) / 1000);
    const slot = (this.timeline[second] ??= { statuses: {}, latencies: [] });
    slot.statuses[status] = (slot.statuses[status] ?? 0) + 1;
    slot.latencies.push(ms);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  /**
   * A member at random. Sessions live in Redis: one that came back empty has forgotten them, and the member
   * logs in again as a person would after a 401 (counted in `relogins`).
   */
  member() {
    const i = Math.floor(Math.random() * this.seeded.clients.length);
    return { i, ...this.seeded.clients[i] };
  }

  /** After a 401: one login at a time per member; requests meanwhile wait for it. */
  async afterAnswer(m, status) {
    if (status !== 401) return;
    const member = this.seeded.clients[m.i];
    member.relogging ??= (async () => {
      this.relogins++;
      member.client.cookies.clear();
      await member.client.request('GET', '/api/_initial');
      await member.client.request('POST', '/api/_login', { username: member.name, password: 'correct horse battery' });
    })().finally(() => (member.relogging = null));
    await member.relogging;
  }

  async visitor_feed() {
    return (
      await fetch(`${this.world.base}/api/posts?sort=hot&limit=10`, { signal: AbortSignal.timeout(30_000) }).then(async (r) => (await r.arrayBuffer(), r))
    ).status;
  }

  async member_feed() {
    const m = this.member();
    const { status } = await m.client.request('GET', '/api/posts?sort=latest&limit=10');
    await this.afterAnswer(m, status);
    return status;
  }

  /**
   * Each member walks the posts in order, so one pair is voted again only a whole round later (never two at
   * once). A vote toggles; the answer says the state it left, which is what must be stored afterwards. An
   * answer that is not 200 leaves the pair unknown until its next accepted vote.
   */
  async vote() {
    const m = this.member();
    const post = this.seeded.posts[this.nextVote[m.i]++ % this.seeded.posts.length];
    const key = `${m.id}/${post.id}`;
    const res = await m.client.request('POST', '/api/_postVote', { postId: post.id, up: true });
    if (res.status === 200) {
      this.acceptedVotes++;
      this.accepted.votes.set(key, res.body?.userVoted ? true : null);
    } else this.accepted.votes.set(key, 'unknown');
    await this.afterAnswer(m, res.status);
    return res.status;
  }

  async comment() {
    const m = this.member();
    const post = this.seeded.posts[Math.floor(Math.random() * this.seeded.posts.length)];
    const res = await m.client.request('POST', `/api/posts/${post.publicId}/comments`, { body: `fault comment ${randomBytes(4).toString('hex')}` });
    if (res.status === 200 && res.body?.id) this.accepted.comments.push(res.body.id);
    await this.afterAnswer(m, res.status);
    return res.status;
  }

  async upload() {
    const m = this.member();
    const form = new FormData();
    form.append('image', new Blob([pngFile(900, this.accepted.uploads.length)], { type: 'image/png' }), 'fault.png');
    const res = await m.client.request('POST', '/api/_uploads', form);
    if (res.status === 200 && res.body?.id) this.accepted.uploads.push(res.body.id);
    await this.afterAnswer(m, res.status);
    return res.status;
  }

  /** p99 over a window of seconds [from, to). */
  p99(from = 0, to = this.timeline.length) {
    const all = this.timeline
      .slice(from, to)
      .flatMap((s) => s?.latencies ?? [])
      .sort((a, b) => a - b);
    return all.length ? all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] : 0;
  }

  count(statusWanted, from = 0, to = this.timeline.length) {
    return this.timeline.slice(from, to).reduce((n, s) => n + (s?.statuses[statusWanted] ?? 0), 0);
  }

  second() {
    return Math.floor((Date.now() - this.startedAt) / 1000);
  }
}

/** What the load's accepted writes and the jobs left behind look like now. */
export async function lossReport(world, load) {
  const db = world.db();
  await db.connect();
  try {
    const rows = (await db.query('SELECT user_id, post_id, up FROM post_votes')).rows;
    const stored = new Map(rows.map((r) => [`${r.user_id}/${r.post_id}`, r.up]));
    const known = [...load.accepted.votes].filter(([, state]) => state !== 'unknown');
    const lostVotes = known.filter(([key, state]) => (state === true ? stored.get(key) !== true : stored.has(key))).length;
    const comments = load.accepted.comments;
    const foundComments = comments.length ? Number((await db.query('SELECT count(*) FROM comments WHERE id = ANY($1)', [comments])).rows[0].count) : 0;
    const uploads = load.accepted.uploads;
    const foundUploads = uploads.length ? Number((await db.query('SELECT count(*) FROM images WHERE id = ANY($1)', [uploads])).rows[0].count) : 0;
    const copies = uploads.length
      ? (await db.query('SELECT image_id, name, count(*)::int AS n FROM image_copies WHERE image_id = ANY($1) GROUP BY image_id, name', [uploads])).rows
      : [];
    const withCopies = new Set(copies.map((c) => c.image_id));
    const invariants = {};
    for (const check of CHECKS) invariants[check.name] = Number((await db.query(check.sql)).rows[0].count);
    return {
      votes: { accepted: load.acceptedVotes, checkedPairs: known.length, lost: lostVotes },
      comments: { accepted: comments.length, lost: comments.length - foundComments },
      uploads: {
        accepted: uploads.length,
        lost: uploads.length - foundUploads,
        withoutCopies: uploads.filter((id) => !withCopies.has(id)).length,
        duplicateCopies: copies.filter((c) => c.n > 1).length,
      },
      brokenInvariants: Object.fromEntries(Object.entries(invariants).filter(([, n]) => n > 0)),
    };
  } finally {
    await db.end();
  }
}

/**
 * Announcement receivers: how many live accounts got it (a send recorded, in the batch's transaction with the
 * notification), how many got it more than once, and which live accounts lack the notification. A notification
 * can go after its delivery by the 200-per-account cap (api-notes.md): the announcing admin, author of every
 * post the load votes and comments on, gets a few hundred notifications in a run. So a missing notification
 * counts against the fan-out only when the account has no send, or has a send and fewer than 200 notifications
 * made since it (`unexplained`); the others are counted in `trimmedByCap`.
 */
export async function announcementReport(world, postId) {
  const db = world.db();
  await db.connect();
  try {
    const live = Number((await db.query('SELECT count(*) FROM users WHERE deleted_at IS NULL AND banned_at IS NULL')).rows[0].count);
    const rows = (
      await db.query(`SELECT user_id, count(*)::int AS n FROM notifications WHERE type = 'announcement' AND payload ->> 'postId' = $1 GROUP BY user_id`, [
        postId,
      ])
    ).rows;
    const finished = (await db.query('SELECT finished_at FROM announcement_deliveries WHERE post_id = $1', [postId])).rows[0]?.finished_at ?? null;
    const sent = Number(
      (
        await db.query(
          `SELECT count(*) FROM announcement_sends s JOIN users u ON u.id = s.user_id WHERE s.post_id = $1 AND u.deleted_at IS NULL AND u.banned_at IS NULL`,
          [postId],
        )
      ).rows[0].count,
    );
    const missing = (
      await db.query(
        `SELECT u.id, u.username, u.created_at, s.sent_at,
                (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id) AS notifications,
                (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND n.created_at >= s.sent_at) AS since_sent
           FROM users u LEFT JOIN announcement_sends s ON s.post_id = $1 AND s.user_id = u.id
          WHERE u.deleted_at IS NULL AND u.banned_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.type = 'announcement' AND n.payload ->> 'postId' = $1)`,
        [postId],
      )
    ).rows;
    const trimmed = missing.filter((m) => m.sent_at !== null && m.since_sent >= CAP - 1);
    // The fullest list and how much of it came after its announcement (the admin's, as a rule): how near the cap came.
    const fullest = (
      await db.query(
        `SELECT u.username, count(*)::int AS notifications, count(*) FILTER (WHERE n.created_at >= s.sent_at)::int AS since_sent
           FROM notifications n JOIN users u ON u.id = n.user_id LEFT JOIN announcement_sends s ON s.post_id = $1 AND s.user_id = u.id
          GROUP BY u.id, u.username, s.sent_at ORDER BY count(*) DESC LIMIT 1`,
        [postId],
      )
    ).rows[0];
    return {
      live,
      sent,
      receivers: rows.length,
      twice: rows.filter((r) => r.n > 1).length,
      finished: finished !== null,
      trimmedByCap: trimmed.length,
      unexplained: missing.length - trimmed.length,
      missing: missing.slice(0, 5),
      fullest,
    };
  } finally {
    await db.end();
  }
}

/** notificationsPerUserMax (libs/contract limits): each account keeps its newest 200 notifications. */
const CAP = 200;

export { waitUntil, sleep };
