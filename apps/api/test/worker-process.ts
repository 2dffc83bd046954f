import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApi } from './harness';
import { MALLOC_AS_DEPLOYED, repoRoot, testApiEnv } from './support/built-api';
import { scratchPath } from './support/test-api-per-file';

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

export interface BuiltWorkers {
  /** The file's own folder under tmp/, the workers' DATA_DIR and IMAGES_DIR. */
  dir: string;
  /** Starts the built worker on `api`'s database and Redis prefix and on `dir` (see `startWorker`). */
  start: (api: TestApi, env?: Record<string, string>) => WorkerProcess;
}

/**
 * For a file whose tests run the built worker: builds it (when missing) before the tests; after them, stops
 * every worker `start` ran that is still running and removes `dir`. Call it before the file starts its api,
 * so that the workers are stopped before the api drops their database.
 */
export function useBuiltWorkers(prefix: string): BuiltWorkers {
  const dir = scratchPath(prefix);
  const started: WorkerProcess[] = [];
  beforeAll(() => ensureWorkerBuilt(), 180_000);
  afterAll(async () => {
    await Promise.all(started.map((worker) => worker.stop()));
    await rm(dir, { recursive: true, force: true });
  });
  return {
    dir,
    start: (api, env = {}) => {
      const worker = startWorker(api, dir, env);
      started.push(worker);
      return worker;
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
