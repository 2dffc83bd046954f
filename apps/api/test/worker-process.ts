import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApi } from './harness';

const root = join(__dirname, '../../..');
const workerMain = join(root, 'dist/apps/worker/main.js');

export interface WorkerProcess {
  process: ChildProcess;
  /** Everything the worker wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then waits for the exit (at once if it has exited already). */
  stop: () => Promise<void>;
}

/** Builds the worker when dist/apps/worker/main.js is missing (Nx caches the build). */
export function ensureWorkerBuilt(): void {
  if (!existsSync(workerMain))
    execFileSync('npx', ['nx', 'build', 'worker'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
}

/** The built worker as its own process, on the test api's database, Redis prefix and image folder. */
export function startWorker(api: TestApi, imagesDir: string, env: Record<string, string> = {}): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--max-semi-space-size=8', workerMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: api.config.databaseUrl,
      REDIS_URL: api.config.redisUrl,
      REDIS_PREFIX: api.config.redisPrefix,
      SESSION_SECRET: api.config.sessionSecret,
      PUSH_VAPID_PUBLIC_KEY: 'x',
      PUSH_VAPID_PRIVATE_KEY: 'y',
      IMAGES_DIR: imagesDir,
      DATA_DIR: imagesDir,
      WORKER_CONCURRENCY: '1',
      WORKER_JOB_LOCK_MS: '2000',
      NO_COLOR: '1',
      // As tools/start and docker/ launch it: glibc gives large freed buffers back (docs/performance.md).
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms\n${describe()}`);
    await sleep(25);
  }
}
