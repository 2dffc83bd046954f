import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { TestApi } from '../../apps/api/test/harness';

/**
 * `npm start` with REDIS_URL unset and nothing answering on the Redis port starts a private
 * redis-server from PATH with its data under DATA_DIR, and stops it again; without the binary it says how to
 * install one. EMBEDDED_REDIS_PORT points the launcher at a port where no Redis runs (the machine's own
 * Redis on 6379 is left alone).
 */
const root = resolve(__dirname, '../..');
const dataDir = resolve(root, `tmp/test-private-redis-${randomBytes(4).toString('hex')}`);

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

function launcher(env: NodeJS.ProcessEnv) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...env };
  delete childEnv['REDIS_URL'];
  const child = spawn(process.execPath, [join(root, 'tools/start/start.mjs')], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const waitFor = async (text: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no "${text}" from npm start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

const answers = async (port: number) => {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
};

let api: TestApi;

beforeAll(async () => {
  // Only for a migrated database that the launcher can use as DATABASE_URL.
  api = await TestApi.start();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start and Redis', () => {
  it('starts a private redis-server under DATA_DIR when nothing answers, and stops it with the rest', async () => {
    const redisPort = await freePort();
    const port = await freePort();
    expect(await answers(redisPort)).toBe(false);
    const started = launcher({
      DATABASE_URL: api.config.databaseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_REDIS_PORT: String(redisPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PROCESSES: '1',
      SESSION_SECRET: api.config.sessionSecret,
      REDIS_PREFIX: api.config.redisPrefix,
    });
    try {
      await started.waitFor('Quorum is running', 240_000);
      expect(started.output()).toContain(`Redis: private redis-server (${join(dataDir, 'redis')}, port ${redisPort})`);
      expect(await answers(redisPort)).toBe(true);
      // Sessions and queues live in it: a visitor gets one, and its append-only file is under DATA_DIR.
      const res = await fetch(`http://127.0.0.1:${port}/api/_initial`);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/SID=/);
      expect(existsSync(join(dataDir, 'redis/appendonlydir'))).toBe(true);
    } finally {
      started.child.kill('SIGTERM');
    }
    expect(await started.exited).toBe(0);
    expect(await answers(redisPort)).toBe(false);
  }, 300_000);

  it('says how to install Redis when there is no redis-server on PATH, before building anything', async () => {
    // A PATH with node only.
    const bin = join(dataDir, 'bin');
    mkdirSync(bin, { recursive: true });
    if (!existsSync(join(bin, 'node'))) symlinkSync(process.execPath, join(bin, 'node'));
    const redisPort = await freePort();
    const started = launcher({ PATH: bin, DATABASE_URL: api.config.databaseUrl, DATA_DIR: dataDir, EMBEDDED_REDIS_PORT: String(redisPort) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(`Redis is not reachable at redis://127.0.0.1:${redisPort} and no redis-server is on PATH.`);
    expect(started.output()).toContain('sudo apt-get install redis-server');
    expect(started.output()).not.toContain('Building');
  }, 30_000);
});
