import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JobPayloads } from '@app/server/core/jobs';
import { HEARTBEAT_KEY } from '@app/server/system';
import { BuiltWorker, ensureWorkerBuilt, killIfRunning, openSystemQueue, startBuiltWorker, SystemQueueUnderTest, waitFor } from './built-worker';

const prefix = `quorum-worker-test-${process.pid}-${Date.now()}:`;

/** The built worker, a real Redis: a SIGTERM lets the job in hand finish, and the process exits 0. */
describe('worker (built) on SIGTERM', () => {
  let queue: Queue;
  let redis: Redis;
  let opened: SystemQueueUnderTest;
  let worker: BuiltWorker | undefined;

  beforeAll(() => {
    ensureWorkerBuilt();
    opened = openSystemQueue(prefix);
    ({ queue, redis } = opened);
  }, 180_000);

  afterAll(async () => {
    killIfRunning(worker);
    await opened.close();
  });

  it('finishes the job in hand, records the heartbeat and exits with code 0', async () => {
    const started = await startBuiltWorker(prefix);
    worker = started;
    expect(started.output()).toContain('worker ready: queues system');
    const payload: JobPayloads['system.record-heartbeat'] = { requestedAt: new Date().toISOString(), holdMs: 3000 };
    const job = await queue.add('system.record-heartbeat', payload, { jobId: 'long-heartbeat' });
    await waitFor(async () => (await job.getState()) === 'active', 10_000, started.output);

    started.process.kill('SIGTERM');
    expect(await started.exited).toBe(0);

    const finished = await Job.fromId(queue, job.id!);
    expect(await finished!.getState()).toBe('completed');
    expect(finished!.returnvalue).toEqual({ recordedAt: expect.any(String) });
    const heartbeat = JSON.parse((await redis.get(`${prefix}${HEARTBEAT_KEY}`)) ?? '{}') as { requestedAt?: string };
    expect(heartbeat.requestedAt).toBe(payload.requestedAt);
    expect(started.output()).toContain('worker stopped (exit 0)');
  }, 40_000);

  it('registered one scheduler for the heartbeat', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'system.record-heartbeat', name: 'system.record-heartbeat', every: 60_000 })]);
  });
});
