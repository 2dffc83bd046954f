import { rm } from 'node:fs/promises';
import { TestApi } from '../harness';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from '../worker-process';
import { apiMain, BuiltApi, builtImagesEnv, startBuiltApi, stopBuiltApi } from './built-api';

/** The built api and worker handling images as deployed, on a test api's migrated database (the test api itself serves no request). */
export interface BuiltImageStack {
  api: TestApi;
  built: BuiltApi;
  worker: WorkerProcess;
}

/** Starts the stack (the file builds the api first, outside any hook's time limit) with its images in `imagesDir`; waits up to `readyTimeoutMs` for the api to serve and the worker to be ready. */
export async function startBuiltImageStack(imagesDir: string, readyTimeoutMs: number): Promise<BuiltImageStack> {
  ensureWorkerBuilt();
  const api = await TestApi.start();
  // The default number of jobs at once, as deployed.
  const worker = startWorker(api, imagesDir, { WORKER_CONCURRENCY: '2' });
  try {
    const built = await startBuiltApi(api, { args: ['--max-semi-space-size=8', apiMain], readyTimeoutMs, env: builtImagesEnv(imagesDir) });
    await waitFor(() => worker.output().includes('worker ready'), readyTimeoutMs, worker.output);
    return { api, built, worker };
  } catch (error) {
    await stopBuiltImageStack({ api, worker }, imagesDir);
    throw error;
  }
}

/** Stops what was started (any part may be missing when the start failed) and removes the images. */
export async function stopBuiltImageStack(stack: Partial<BuiltImageStack>, imagesDir: string): Promise<void> {
  if (stack.built) await stopBuiltApi(stack.built);
  await stack.worker?.stop();
  await stack.api?.close();
  await rm(imagesDir, { recursive: true, force: true });
}
