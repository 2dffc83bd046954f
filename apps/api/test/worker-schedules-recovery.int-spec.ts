import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUE_NAMES } from '@app/server/core/jobs';
import { testRedisUrl } from '@app/server/core/testing';
import { HEARTBEAT_KEY } from '@app/server/system';
import { deleteRedisKeys, TestApi } from './harness';
import { RedisProxy } from './redis-proxy';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';

/**
 * Found by the fault suite: when Redis came back empty (a restart without persistence, a failover) the
 * worker reconnected but its job schedulers were gone, so no periodic job ran until it was restarted. Two
 * workers reach Redis through a relay; the outage empties the test's keys; both declare the schedules again,
 * and there is still exactly one scheduler and one next job per schedule.
 */
const dataDir = resolve(`tmp/test-schedules-recovery-${randomBytes(4).toString('hex')}`);

let api: TestApi;
let proxy: RedisProxy;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  ensureWorkerBuilt();
  proxy = await RedisProxy.start(testRedisUrl());
  api = await TestApi.start();
}, 180_000);

afterAll(async () => {
  await proxy.restore();
  await Promise.all(workers.map((w) => w.stop()));
  await proxy.cut();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every scheduler in the test's queues: how many of each id, and how many of its jobs wait or are delayed. */
async function scheduleState(): Promise<Record<string, { schedulers: number; pending: number }>> {
  const state: Record<string, { schedulers: number; pending: number }> = {};
  for (const name of QUEUE_NAMES) {
    const queue = api.app.get<Queue>(getQueueToken(name), { strict: false });
    const pending = await queue.getJobs(['delayed', 'waiting', 'prioritized']);
    for (const scheduler of await queue.getJobSchedulers()) {
      const entry = (state[scheduler.key] ??= { schedulers: 0, pending: 0 });
      entry.schedulers++;
      entry.pending = pending.filter((job) => job.repeatJobKey === scheduler.key).length;
    }
  }
  return state;
}

/** The schedule ids the workers declared at start (apps/worker/src/schedules.ts), read from Redis. */
let declared: string[] = [];
const allDeclared = async () => {
  const state = await scheduleState();
  return declared.length > 0 && declared.every((id) => state[id]?.schedulers === 1);
};
const output = () => workers.map((w) => w.output()).join('\n---\n');

it('declares the schedules again after Redis comes back empty, once across two workers', async () => {
  const env = { REDIS_URL: proxy.url };
  workers.push(startWorker(api, dataDir, env), startWorker(api, dataDir, env));
  // "worker ready" is logged after start-up, when every schedule has been declared.
  await waitFor(() => workers.every((w) => w.output().includes('worker ready')), 60_000, output);
  declared = Object.keys(await scheduleState()).sort();
  expect(declared.length).toBeGreaterThan(0);

  await proxy.cut();
  await deleteRedisKeys(api.config.redisUrl, api.config.redisPrefix);
  expect(await scheduleState()).toEqual({});
  await proxy.restore();

  await waitFor(allDeclared, 20_000, output);
  // Both workers have had their turn (reconnect and the periodic check); the schedulers are still one each.
  await new Promise((done) => setTimeout(done, 1500));
  const after = await scheduleState();
  expect(Object.keys(after).sort()).toEqual(declared);
  for (const [job, state] of Object.entries(after)) {
    expect({ job, schedulers: state.schedulers, atMostOnePending: state.pending <= 1 }).toEqual({ job, schedulers: 1, atMostOnePending: true });
  }
  await waitFor(() => output().includes('declared again'), 5000, output);
  // The heartbeat runs again, so periodic work resumed without a restart.
  await waitFor(async () => (await api.redis.client.get(HEARTBEAT_KEY)) !== null, 20_000, output);
}, 150_000);
