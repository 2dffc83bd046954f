import { Job, Queue } from 'bullmq';
import { JobPayloads } from '@app/server/core/jobs';
import { BuiltWorker, ensureWorkerBuilt, killIfRunning, openSystemQueue, startBuiltWorker, SystemQueueUnderTest, waitFor } from './built-worker';

/**
 * The built worker, a real Redis, a short job lock (WORKER_JOB_LOCK_MS, as the fault suite sets it): a job
 * that runs for several locks keeps its lock while it runs, and one whose worker is killed runs again once,
 * to completion (the fault suite's image job failed with "job stalled more than allowable limit").
 */
const LOCK_MS = 1000;
const prefix = `quorum-worker-lock-test-${process.pid}-${Date.now()}:`;

describe('worker (built) job lock', () => {
  let queue: Queue;
  let opened: SystemQueueUnderTest;
  const workers: BuiltWorker[] = [];
  const output = () => workers.map((w) => w.output()).join('\n---\n');
  const start = async () => {
    const worker = await startBuiltWorker(prefix, { WORKER_JOB_LOCK_MS: String(LOCK_MS), WORKER_CONCURRENCY: '1' });
    workers.push(worker);
    return worker;
  };
  const longJob = (jobId: string, holdMs: number) => {
    const payload: JobPayloads['system.record-heartbeat'] = { requestedAt: new Date().toISOString(), holdMs };
    return queue.add('system.record-heartbeat', payload, { jobId, attempts: 1 });
  };
  const finished = async (job: Job) => {
    await waitFor(async () => ['completed', 'failed'].includes(await job.getState()), 40_000, output);
    return (await Job.fromId(queue, job.id!))!;
  };

  beforeAll(() => {
    ensureWorkerBuilt();
    opened = openSystemQueue(prefix);
    queue = opened.queue;
  }, 180_000);

  afterAll(async () => {
    workers.forEach(killIfRunning);
    await opened.close();
  });

  it('renews the lock of a job that runs four locks long: it never stalls and runs once', async () => {
    const worker = await start();
    const job = await longJob('four-locks', 4 * LOCK_MS);
    const done = await finished(job);
    expect(await done.getState()).toBe('completed');
    expect(done.stalledCounter).toBe(0);
    expect(done.attemptsStarted).toBe(1);
    worker.process.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 60_000);

  it('takes up a killed worker’s job once, in the next worker, and finishes it', async () => {
    const killed = await start();
    const job = await longJob('killed-mid-job', 3 * LOCK_MS);
    await waitFor(async () => (await job.getState()) === 'active', 10_000, output);
    killed.process.kill('SIGKILL');
    await killed.exited;
    await start();
    const done = await finished(job);
    expect({ state: await done.getState(), failedReason: done.failedReason ?? '' }).toEqual({ state: 'completed', failedReason: '' });
    // One stall (the kill); the next worker's run kept its lock for its three locks' length.
    expect(done.stalledCounter).toBe(1);
    expect(done.attemptsStarted).toBe(2);
  }, 90_000);
});
