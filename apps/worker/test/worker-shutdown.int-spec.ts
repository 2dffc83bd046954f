import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JobPayloads } from '@app/server/core/jobs';
import { HEARTBEAT_KEY } from '@app/server/system';

/** The built worker, a real Redis: a SIGTERM lets the job in hand finish, and the process exits 0. */
const root = join(__dirname, '../../..');
const workerMain = join(root, 'dist/apps/worker/main.js');
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = `quorum-worker-test-${process.pid}-${Date.now()}:`;

describe('worker (built) on SIGTERM', () => {
  let queue: Queue;
  let redis: Redis;
  let worker: ChildProcess | undefined;
  let output = '';

  beforeAll(() => {
    if (!existsSync(workerMain)) {
      execFileSync('npx', ['nx', 'build', 'worker'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      });
    }
    redis = new Redis(redisUrl);
    queue = new Queue('system', { connection: { ...redisOptions(redisUrl), maxRetriesPerRequest: null }, prefix: `${prefix}bull` });
  }, 180_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) worker.kill('SIGKILL');
    await queue.obliterate({ force: true });
    await queue.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('finishes the job in hand, records the heartbeat and exits with code 0', async () => {
    worker = spawn(process.execPath, [workerMain], {
      cwd: root,
      env: {
        ...process.env,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        DATABASE_URL: process.env['WORKER_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        DATA_DIR: join(root, 'tmp/worker-test-data'),
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker!.once('exit', (code) => resolve(code)));

    await waitFor(() => output.includes('worker ready: queues system'), 20_000, () => output);
    const payload: JobPayloads['system.record-heartbeat'] = { requestedAt: new Date().toISOString(), holdMs: 3000 };
    const job = await queue.add('system.record-heartbeat', payload, { jobId: 'long-heartbeat' });
    await waitFor(async () => (await job.getState()) === 'active', 10_000, () => output);

    worker.kill('SIGTERM');
    expect(await exited).toBe(0);

    const finished = await Job.fromId(queue, job.id!);
    expect(await finished!.getState()).toBe('completed');
    expect(finished!.returnvalue).toEqual({ recordedAt: expect.any(String) });
    const heartbeat = JSON.parse((await redis.get(`${prefix}${HEARTBEAT_KEY}`)) ?? '{}') as { requestedAt?: string };
    expect(heartbeat.requestedAt).toBe(payload.requestedAt);
    expect(output).toContain('worker stopped (exit 0)');
  }, 40_000);

  it('registered one scheduler for the heartbeat', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'system.record-heartbeat', name: 'system.record-heartbeat', every: 60_000 })]);
  });
});

function redisOptions(url: string) {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 6379), password: parsed.password || undefined };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms; worker output:\n${describe()}`);
    await sleep(50);
  }
}
