import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import type { Server } from 'node:http';
import { TestApi, TestClient } from './harness';
import { pngBomb, upload } from './images-fixtures';

/**
 * The built api as its own process: uploading decompression bombs must not grow it past 300 MB.
 * Measured as the process's peak resident set (VmHWM of /proc/<pid>/status) after the uploads.
 */
const root = join(__dirname, '../../..');
const apiMain = join(root, 'dist/apps/api/main.js');
const imagesDir = resolve(`tmp/test-images-memory-${randomBytes(4).toString('hex')}`);
// `npm test` builds before this suite; a lone run builds the api when it is missing.
if (!existsSync(apiMain)) execFileSync('npx', ['nx', 'build', 'api'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
const describeBuilt = existsSync('/proc/self/status') ? describe : describe.skip;

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

describeBuilt('decompression bombs against the built api', () => {
  let api: TestApi;
  let child: ChildProcess;
  let output = '';
  let port: number;

  beforeAll(async () => {
    // Only for its migrated database; the process under test is the built one.
    api = await TestApi.start();
    port = await freePort();
    child = spawn(process.execPath, [apiMain], {
      cwd: root,
      env: {
        ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: api.config.databaseUrl, REDIS_URL: api.config.redisUrl,
        REDIS_PREFIX: api.config.redisPrefix, SESSION_SECRET: api.config.sessionSecret, PUSH_VAPID_PUBLIC_KEY: 'x', PUSH_VAPID_PRIVATE_KEY: 'y',
        IMAGES_DIR: imagesDir, DATA_DIR: imagesDir, DATABASE_MIGRATE_ON_BOOT: 'false', RATE_LIMITS_ENABLED: 'false', NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ok = await request(`http://127.0.0.1:${port}`).get('/api/_initial').then((r) => r.status === 200, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`api did not start:\n${output}`);
      await sleep(100);
    }
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await api?.close();
    await rm(imagesDir, { recursive: true, force: true });
  });

  it('refuses 10,000² and 60,000² bombs before decoding, staying under 300 MB', async () => {
    const client = new TestClient(`http://127.0.0.1:${port}` as unknown as Server, '127.0.0.1');
    expect((await client.signup(`bomb${Date.now() % 1e6}`)).status).toBe(201);
    const before = peakRssMb(child.pid!);
    for (const [w, h] of [[10_000, 10_000], [60_000, 60_000], [20_000, 20_000]]) {
      for (let i = 0; i < 5; i++) {
        const res = await upload(client, '/api/_uploads', pngBomb(w, h), 'bomb.png');
        expect(res.body.code).toBe('unsupported-image-format');
      }
    }
    const peak = peakRssMb(child.pid!);
    console.log(`images memory: api peak RSS ${before.toFixed(1)} MB before the bombs, ${peak.toFixed(1)} MB after 15 bomb uploads`);
    expect(peak).toBeLessThan(300);
  }, 60_000);
});
