import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullConnection } from '@app/server/core/jobs';

/** The built worker (dist/), as the worker tests run it: its own process on a real Redis. */
export const root = join(__dirname, '../../..');
const workerMain = join(root, 'dist/apps/worker/main.js');
export const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export interface BuiltWorker {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

/** Builds the worker when dist/apps/worker/main.js is missing (Nx caches the build). */
export function ensureWorkerBuilt(): void {
  if (!existsSync(workerMain)) {
    execFileSync('npx', ['nx', 'build', 'worker'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
  }
}

/** Starts the built worker with the test's Redis prefix (and `env` on top); resolves once it is ready. */
export async function startBuiltWorker(prefix: string, env: Record<string, string> = {}): Promise<BuiltWorker> {
  let output = '';
  const child = spawn(process.execPath, [workerMain], {
    cwd: root,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      DATABASE_URL: process.env['WORKER_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      DATA_DIR: join(root, 'tmp/worker-test-data'),
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(
    () => output.includes('worker ready: queues'),
    30_000,
    () => output,
  );
  return { process: child, output: () => output, exited };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms; worker output:\n${describe()}`);
    await sleep(50);
  }
}

/** A test's `system` queue and Redis client under its prefix; `close` removes both and every key of the prefix. */
export interface SystemQueueUnderTest {
  queue: Queue;
  redis: Redis;
  close: () => Promise<void>;
}

export function openSystemQueue(prefix: string): SystemQueueUnderTest {
  const redis = new Redis(redisUrl);
  const queue = new Queue('system', {
    connection: bullConnection({ redisUrl, redisSentinels: [], redisSentinelName: 'mymaster', redisSentinelPassword: undefined }),
    prefix: `${prefix}bull`,
  });
  const close = async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  };
  return { queue, redis, close };
}

/** SIGKILL for a worker a test left running. */
export function killIfRunning(worker: BuiltWorker | undefined): void {
  if (worker && worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGKILL');
}
