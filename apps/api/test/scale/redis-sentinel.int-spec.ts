import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Queue } from 'bullmq';
import { bullConnection, DEFAULT_JOB_OPTIONS, JobPayloads } from '@app/server/core/jobs';
import { cookieValue, TestApi } from '../harness';
import { useBuiltWorkers, WorkerProcess } from '../worker-process';
import { SentinelSet } from './sentinel-set';

/**
 * Redis behind Sentinel (docs/operations.md, "Scaling path", step 6): a real primary, a replica and three
 * Sentinels (quorum 2). The primary is killed; the Sentinels promote the replica, and the api and the built
 * worker, which know only the Sentinels (REDIS_URL points where nothing listens), carry on: a session written
 * before the kill still signs its user in, the pub/sub subscriber listens on the new primary, the job in the
 * worker's hands is never taken as stalled, every job accepted before, during or after the switch completes,
 * and requests sent during the switch answer 200 or 503, never anything else.
 */
/** The ports this file may use; the set takes five of them. */
const CANDIDATE_PORTS = Array.from({ length: 19 }, (_, i) => 46380 + i);
/** Nothing listens here: a connection that used REDIS_URL's host instead of asking the Sentinels would fail. */
const UNUSED_REDIS_URL = 'redis://127.0.0.1:46399';

const workers = useBuiltWorkers('test-redis-sentinel');
let set: SentinelSet | undefined;
let api: TestApi | undefined;
let queue: Queue | undefined;

beforeAll(async () => {
  set = await SentinelSet.start(CANDIDATE_PORTS);
  api = await TestApi.start({ redisUrl: UNUSED_REDIS_URL, redisSentinels: set.sentinels, redisSentinelName: set.name });
  await new Promise<void>((resolve) => api!.server.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  await queue?.close();
  await api?.close();
  await set?.stop();
}, 30_000);

const heartbeat = (): JobPayloads['system.record-heartbeat'] => ({ requestedAt: new Date().toISOString() });

/**
 * Waits until the replica has every write the primary took so far. WAIT counts the replicas that acknowledged
 * this connection's own last write; the replication stream is one ordered log, so a replica that acknowledged
 * a write made now also has every write other connections (the api's, BullMQ's) made before it.
 */
async function replicated(): Promise<void> {
  const acknowledged = await set!.ask(set!.ports.primary, async (r) => {
    await r.set('sentinel-test:marker', Date.now());
    return r.wait(1, 5000);
  });
  expect(acknowledged).toBe(1);
}

it('fails over to the replica: sessions and accepted jobs survive, requests during the switch answer 200 or 503', async () => {
  const base = `http://127.0.0.1:${(api!.server.address() as AddressInfo).port}`;
  const worker: WorkerProcess = workers.start(api!, { WORKER_JOB_LOCK_MS: '30000' });
  queue = new Queue('system', { connection: bullConnection(api!.config), prefix: `${api!.config.redisPrefix}bull` });
  // Refused connections while the primary is down are expected here (BullMQ prints them without a listener).
  queue.on('error', () => undefined);

  const member = api!.client();
  const username = `sentinel${Date.now().toString(36)}`;
  const signup = await member.signup(username);
  expect(signup.status).toBe(201);
  const cookie = `SID=${cookieValue(signup, 'SID')}`;
  const signedIn = async () => {
    const res = await fetch(`${base}/api/_initial`, { headers: { cookie } });
    return { status: res.status, username: res.ok ? ((await res.json()) as { user: { username: string } | null }).user?.username : undefined };
  };
  expect(await signedIn()).toEqual({ status: 200, username });
  // The api wrote its session to the Sentinels' primary, not to REDIS_URL.
  expect(await set!.ask(set!.ports.primary, (r) => r.keys(`${api!.config.redisPrefix}*`))).not.toHaveLength(0);

  // One job in the worker's hands when the primary dies (it holds it 2 s), and three accepted before the kill
  // and still waiting in Redis then (due 3 s from now).
  const running = await queue.add('system.record-heartbeat', { ...heartbeat(), holdMs: 2000 }, { ...DEFAULT_JOB_OPTIONS, jobId: 'running' });
  await set!.until('the worker to take the job', async () => (await running.getState()) === 'active');
  const before = await Promise.all(
    [1, 2, 3].map((n) => queue!.add('system.record-heartbeat', heartbeat(), { ...DEFAULT_JOB_OPTIONS, jobId: `before-${n}`, delay: 3000 })),
  );
  await replicated();
  expect(await set!.ask(set!.ports.replica, (r) => r.exists(`${api!.config.redisPrefix}bull:system:before-1`))).toBe(1);

  // A steady stream of signed-in requests (each reads the session from Redis) across the switch.
  const statuses: number[] = [];
  let streaming = true;
  const stream = (async () => {
    while (streaming) {
      const res = await fetch(`${base}/api/posts?sort=hot&feed=all`, { headers: { cookie } });
      await res.arrayBuffer();
      statuses.push(res.status);
      await sleep(25);
    }
  })();

  await sleep(300);
  const killedAt = Date.now();
  await set!.kill(set!.ports.primary);
  // Enqueued during the outage: BullMQ's connection holds the command until it reaches the new primary.
  const during = queue.add('system.record-heartbeat', heartbeat(), { ...DEFAULT_JOB_OPTIONS, jobId: 'during' });
  await set!.until('the Sentinels to promote the replica', async () => (await set!.primaryPort()) === set!.ports.replica, 30_000);
  const promotedMs = Date.now() - killedAt;

  // The api finds the new primary by itself: the stream is answered again.
  const deadline = Date.now() + 15_000;
  while (statuses.at(-1) !== 200 || statuses.lastIndexOf(503) > statuses.length - 5) {
    if (Date.now() > deadline) throw new Error(`the api did not recover: ${statuses.join(' ')}`);
    await sleep(50);
  }
  streaming = false;
  await stream;

  expect(new Set(statuses)).toEqual(new Set([200, 503]));
  expect(await signedIn()).toEqual({ status: 200, username });
  // The api's pub/sub subscriber (mute changes) listens on the new primary.
  const channel = `${api!.config.redisPrefix}mutes:changed`;
  await set!.until('the mutes subscriber on the new primary', async () => {
    const [, count] = (await set!.ask(set!.ports.replica, (r) => r.call('PUBSUB', 'NUMSUB', channel))) as [string, number];
    return count === 1;
  });
  const after = await queue.add('system.record-heartbeat', heartbeat(), { ...DEFAULT_JOB_OPTIONS, jobId: 'after' });

  const jobs: Job[] = [running, ...before, await during, after];
  const states = () => Promise.all(jobs.map((job) => job.getState()));
  await set!
    .until('every job to complete on the worker', async () => (await states()).every((state) => state === 'completed'), 20_000)
    .catch(async (error: Error) => {
      const found = await Promise.all(jobs.map(async (job) => `${job.id}: ${await job.getState()} ${(await Job.fromId(queue!, job.id!))?.failedReason ?? ''}`));
      throw new Error(`${found.join(', ')}\nworker:\n${worker.output().slice(-4000)}\n${error.message}`);
    });
  // The job in hand kept its lock across the switch (shorter than WORKER_JOB_LOCK_MS): never taken as stalled.
  // Its own heartbeat write met the outage when the hold ended during the switch, failing that attempt (the
  // shared client refuses commands while down); the retry of the api's job options finished it.
  const finished = (await Job.fromId(queue, 'running'))!;
  expect(finished.stalledCounter).toBe(0);
  expect(finished.attemptsMade).toBeLessThanOrEqual(2);
  expect(worker.process.exitCode).toBeNull();
  // For the record in the test's output: how long the switch took here.
  console.log(
    `failover: replica promoted ${promotedMs} ms after the kill; ${statuses.filter((s) => s === 503).length} of ${statuses.length} requests answered 503`,
  );
}, 90_000);
