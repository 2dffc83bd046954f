import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApi } from './harness';
import { MALLOC_AS_DEPLOYED, repoRoot, testApiEnv } from './support/built-api';

const workerMain = join(repoRoot, 'dist/apps/worker/main.js');

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
    execFileSync('npx', ['nx', 'build', 'worker'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
}

/** The built worker as its own process, on the test api's database, Redis prefix and image folder. */
export function startWorker(api: TestApi, imagesDir: string, env: Record<string, string> = {}): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--max-semi-space-size=8', workerMain], {
    cwd: repoRoot,
    env: {
      ...testApiEnv(api),
      IMAGES_DIR: imagesDir,
      DATA_DIR: imagesDir,
      WORKER_CONCURRENCY: '1',
      WORKER_JOB_LOCK_MS: '2000',
      NO_COLOR: '1',
      ...MALLOC_AS_DEPLOYED,
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
