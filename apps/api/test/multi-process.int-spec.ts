import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Queue } from 'bullmq';
import { bullConnection } from '@app/server/core/jobs';
import { TestApi } from './harness';
import { png } from './images-fixtures';
import { apiMain, BuiltApi, ensureApiBuilt, repoRoot, SessionBrowser, startBuiltApi, stopBuiltApi } from './support/built-api';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';

/**
 * Two built api processes and two built workers on one PostgreSQL and one Redis prefix (docs/operations.md, "More than one process").
 * A session made on one api process is valid on the other, a rate limit is counted once for both, and every
 * image job is run exactly once, by one of the two workers. Then the launcher's cluster mode
 * (tools/start/api-cluster.mjs): API_PROCESSES processes on one port, stopped together by one SIGTERM.
 */

/** Lets the image test post eight times in a row (posting is rate-limited per account); not used elsewhere. */
const adminKey = randomBytes(16).toString('hex');
const imagesDir = resolve(`tmp/test-multi-process-${randomBytes(4).toString('hex')}`);
/** The first worker's WORKER_HEALTH_FILE (what docker/compose.yml's worker healthcheck reads). */
const healthFile = join(imagesDir, 'worker-0.alive');
ensureApiBuilt();

let api: TestApi;
let apis: BuiltApi[] = [];
let workers: WorkerProcess[] = [];

/** Starts a built api process (or the launcher `args` name) with this suite's settings. */
const launch = (args: string[], extraEnv: Record<string, string> = {}) =>
  startBuiltApi(api, {
    args: ['--max-semi-space-size=8', ...args],
    readyTimeoutMs: 40_000,
    env: {
      RATE_LIMITS_ENABLED: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
      IMAGES_DIR: imagesDir,
      DATA_DIR: imagesDir,
      ADMIN_API_KEY: adminKey,
      NO_COLOR: '1',
      ...extraEnv,
    },
  });

beforeAll(async () => {
  ensureWorkerBuilt();
  // Only for its migrated database and prefix; the processes under test are the built ones.
  api = await TestApi.start({ imagesDir });
  apis = await Promise.all([launch([apiMain]), launch([apiMain])]);
  workers = [startWorker(api, imagesDir, { WORKER_HEALTH_FILE: healthFile }), startWorker(api, imagesDir)];
  await Promise.all(workers.map((w) => waitFor(() => w.output().includes('worker ready'), 30_000, w.output)));
}, 120_000);

afterAll(async () => {
  await Promise.all([...apis.map(stopBuiltApi), ...workers.map((w) => w.stop())]);
  await api?.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const username = (answer: { body: Record<string, unknown> | null }) => (answer.body?.['user'] as { username?: string } | null)?.username ?? null;

describe('two api processes and two workers on one PostgreSQL and Redis', () => {
  it('a session made on one api process is valid on the other, and a logout on that one ends it on both', async () => {
    const [a, b] = apis;
    const browser = new SessionBrowser('10.91.0.1');
    await browser.call(a, 'GET', '/api/_initial');
    const name = `mp${Date.now().toString(36).slice(-6)}`;
    expect((await browser.call(a, 'POST', '/api/_signup', { username: name, password: 'correct horse battery', email: '' })).status).toBe(201);
    expect(username(await browser.call(b, 'GET', '/api/_initial'))).toBe(name);
    expect((await browser.call(b, 'GET', '/api/_user')).body?.['username']).toBe(name);
    // A write on B with the CSRF token A handed out.
    expect((await browser.call(b, 'POST', '/api/_login?action=logout', {})).status).toBe(200);
    expect(username(await browser.call(a, 'GET', '/api/_initial'))).toBeNull();
    expect((await browser.call(a, 'GET', '/api/_user')).status).toBe(401);
  });

  it('a rate limit is counted once for both: the 11th login in a second from one address is refused, whichever process answers', async () => {
    const ip = '10.92.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const browser = new SessionBrowser(ip);
      const target = apis[i % 2];
      await browser.call(target, 'GET', '/api/_initial');
      answers.push((await browser.call(target, 'POST', '/api/_login', { username: `nobody${i}`, password: 'wrong password' })).status);
      // The first login opened the one-second window; keep it open however slow the machine is.
      if (i === 0) expect(await api.redis.client.pexpire(`rl:loginPerAddress:1000:${ip}`, 60_000)).toBe(1);
    }
    expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('every image job is done exactly once, by one of the two workers', async () => {
    const browser = new SessionBrowser('10.93.0.1');
    await browser.call(apis[0], 'GET', '/api/_initial');
    const signup = await browser.call(apis[0], 'POST', '/api/_signup', {
      username: `mpimg${Date.now().toString(36).slice(-5)}`,
      password: 'correct horse battery',
      email: '',
    });
    await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [signup.body?.['id']]);
    const community = `mpc${Date.now().toString(36).slice(-6)}`;
    expect((await browser.call(apis[1], 'POST', '/api/communities', { name: community, about: 'Two of everything' })).status).toBe(200);

    const imageIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const target = apis[i % 2];
      const form = new FormData();
      form.append('image', new Blob([await png(1200 + i * 10, 800)], { type: 'image/png' }), 'photo.png');
      const uploaded = await browser.call(target, 'POST', `/api/_uploads?adminKey=${adminKey}`, form);
      expect(uploaded.status).toBe(200);
      const imageId = String(uploaded.body?.['id']);
      const post = await browser.call(target, 'POST', `/api/posts?adminKey=${adminKey}`, {
        type: 'image',
        title: `Picture ${i}`,
        community,
        images: [{ imageId }],
      });
      expect(post.status).toBe(200);
      imageIds.push(imageId);
    }

    const copies = async () => Number((await api.db.query(`SELECT count(*) FROM image_copies WHERE image_id = ANY($1)`, [imageIds]))[0].count);
    await waitFor(
      async () => (await copies()) === imageIds.length * 5,
      60_000,
      () => workers.map((w) => w.output()).join('\n'),
    );

    const queue = new Queue('images', { connection: bullConnection(api.config), prefix: `${api.config.redisPrefix}bull` });
    try {
      const jobs = (await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed'])).filter(
        (j) => j.name === 'images.make-copies' && imageIds.includes(j.data.imageId),
      );
      expect(jobs.map((j) => j.data.imageId).sort()).toEqual([...imageIds].sort());
      for (const job of jobs) {
        expect(await job.getState()).toBe('completed');
        // Taken from the queue once, never retried nor taken over after a stall.
        expect([job.attemptsStarted, job.attemptsMade, job.stalledCounter]).toEqual([1, 1, 0]);
      }
      const workerNames = workers.map((w) => `:${w.process.pid}`);
      const ranBy = jobs.map((j) => workerNames.findIndex((n) => j.processedBy?.endsWith(n)));
      expect(ranBy).not.toContain(-1);
      // Both took their share (each runs one job at a time, and the eight were queued within a second or two).
      expect(new Set(ranBy).size).toBe(2);
    } finally {
      await queue.close();
    }
  }, 90_000);
});

describe('the worker health file (WORKER_HEALTH_FILE)', () => {
  it('is written while the worker reaches PostgreSQL and Redis, and removed when it stops', async () => {
    await waitFor(() => existsSync(healthFile), 15_000, workers[0].output);
    const written = Date.parse(readFileSync(healthFile, 'utf8').trim());
    expect(Date.now() - written).toBeLessThan(30_000);
    expect(statSync(healthFile).mtimeMs).toBeGreaterThan(Date.now() - 30_000);
    expect(existsSync(join(imagesDir, 'worker-1.alive'))).toBe(false);
    await workers[0].stop();
    expect(existsSync(healthFile)).toBe(false);
  });
});

describe('API_PROCESSES api processes on one port (tools/start/api-cluster.mjs)', () => {
  const childrenOf = (pid: number) =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          // The fields after the command name: state, then the parent's pid.
          return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
        } catch {
          return false;
        }
      });
  const itOnLinux = existsSync('/proc/self/stat') ? it : it.skip;

  itOnLinux(
    'runs two api processes behind one port, and one SIGTERM stops them all with exit 0',
    async () => {
      const cluster = await launch([join(repoRoot, 'tools/start/api-cluster.mjs'), apiMain], { API_PROCESSES: '2' });
      try {
        expect(cluster.output()).toContain('starting 2 api processes on one port');
        expect(childrenOf(cluster.child.pid as number)).toHaveLength(2);
        const browser = new SessionBrowser('10.94.0.1');
        await browser.call(cluster, 'GET', '/api/_initial');
        const name = `mpcl${Date.now().toString(36).slice(-5)}`;
        expect((await browser.call(cluster, 'POST', '/api/_signup', { username: name, password: 'correct horse battery', email: '' })).status).toBe(201);
        // New connections go to the processes in turn; the session holds on each.
        for (let i = 0; i < 6; i++) expect(username(await browser.call(cluster, 'GET', '/api/_initial'))).toBe(name);
        const pids = childrenOf(cluster.child.pid as number);
        expect(await stopBuiltApi(cluster)).toBe(0);
        for (const pid of pids) expect(existsSync(`/proc/${pid}`)).toBe(false);
      } finally {
        await stopBuiltApi(cluster);
      }
    },
    90_000,
  );

  it('refuses an API_PROCESSES that is not a whole number from 1 to 64', async () => {
    const child = spawn(process.execPath, [join(repoRoot, 'tools/start/api-cluster.mjs'), apiMain], {
      cwd: repoRoot,
      env: { ...process.env, API_PROCESSES: 'lots' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output.trim()).toBe('API_PROCESSES must be a whole number from 1 to 64 (got "lots")');
  });
});
