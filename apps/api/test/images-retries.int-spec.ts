import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { bullConnection, DEFAULT_JOB_OPTIONS } from '@app/server/core/jobs';
import { signUp } from './community-fixtures';
import { TestApi } from './harness';
import { png, storedFiles, upload } from './images-fixtures';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';

/**
 * `images.make-copies` on the real queue and the built worker: while the original is missing from the
 * store the attempts fail, BullMQ retries them after 2 s then 4 s (DEFAULT_JOB_OPTIONS), and once the
 * file is back the copies are made, once.
 */
const imagesDir = resolve(`tmp/test-images-retries-${randomBytes(4).toString('hex')}`);
const asideDir = resolve(`tmp/test-images-retries-aside-${randomBytes(4).toString('hex')}`);
const COPY_NAMES = ['tiny', 'small', 'medium', 'large', 'huge'];

let api: TestApi;
let queue: Queue;
let redis: Redis;
let worker: WorkerProcess | undefined;

interface QueueEvent {
  /** Redis time of the event, from its stream id. */
  at: number;
  event: string;
  fields: Record<string, string>;
}

/** Every event the queue recorded for one job, oldest first. */
async function eventsOf(jobId: string): Promise<QueueEvent[]> {
  const entries = await redis.xrange(queue.toKey('events'), '-', '+');
  return entries
    .map(([id, flat]) => {
      const fields: Record<string, string> = {};
      for (let i = 0; i < flat.length; i += 2) fields[flat[i]] = flat[i + 1];
      return { at: Number(id.split('-')[0]), event: fields['event'], fields };
    })
    .filter((e) => e.fields['jobId'] === jobId);
}

beforeAll(async () => {
  ensureWorkerBuilt();
  api = await TestApi.start({ rateLimitsEnabled: false, imagesDir });
  queue = new Queue('images', { connection: bullConnection(api.config), prefix: `${api.config.redisPrefix}bull` });
  redis = new Redis(api.config.redisUrl);
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await queue.close();
  redis.disconnect();
  await api.close();
  await rm(imagesDir, { recursive: true, force: true });
  await rm(asideDir, { recursive: true, force: true });
});

it('retries a make-copies job whose original is not in the store yet, with exponential backoff, and makes the copies once', async () => {
  expect(DEFAULT_JOB_OPTIONS).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 2000 } });
  const user = await signUp(api);
  // No worker runs yet: the job waits in the queue while the original is taken out of the store.
  const res = await upload(user.client, '/api/_uploads', await png(1600, 900));
  expect(res.status).toBe(200);
  const imageId = res.body.id as string;
  const jobId = `make-copies-${imageId}`;
  expect(await (await Job.fromId(queue, jobId))!.getState()).toBe('waiting');
  const original = join(imagesDir, imageId.slice(-2), imageId, 'original.jpeg');
  const aside = join(asideDir, 'original.jpeg');
  await mkdir(asideDir, { recursive: true });
  await rename(original, aside);

  worker = startWorker(api, imagesDir);
  const describe = () => worker!.output();
  // Two attempts fail; the file comes back while the third waits out its 4 s backoff.
  await waitFor(async () => (await eventsOf(jobId)).filter((e) => e.event === 'delayed').length === 2, 30_000, describe);
  await rename(aside, original);
  await waitFor(async () => Boolean((await Job.fromId(queue, jobId))?.finishedOn), 30_000, describe);
  // Nothing runs again afterwards.
  await sleep(1500);

  const job = (await Job.fromId(queue, jobId))!;
  expect(await job.getState()).toBe('completed');
  expect(job.attemptsStarted).toBe(3);
  expect(job.attemptsMade).toBe(3);
  const missing = expect.stringContaining(`image ${imageId} has no original file in the store`);
  expect(job.stacktrace).toEqual([missing, missing]);
  expect(job.returnvalue).toEqual({ made: COPY_NAMES, skipped: [] });

  const events = await eventsOf(jobId);
  const active = events.filter((e) => e.event === 'active');
  const delayed = events.filter((e) => e.event === 'delayed');
  expect(events.map((e) => e.event).filter((e) => ['active', 'delayed', 'completed', 'failed'].includes(e))).toEqual([
    'active',
    'delayed',
    'active',
    'delayed',
    'active',
    'completed',
  ]);
  // Each retry is scheduled 2 s × 2^(attempt − 1) after the failure, and does not start before.
  const backoffs = [2000, 4000];
  for (const [i, backoff] of backoffs.entries()) {
    const scheduledFor = Number(delayed[i].fields['delay']);
    // The worker's clock stamps the schedule a moment before Redis records the event.
    expect(scheduledFor - delayed[i].at).toBeGreaterThan(backoff - 250);
    expect(scheduledFor - delayed[i].at).toBeLessThanOrEqual(backoff + 5);
    // The retry starts no earlier than its schedule (not the event's stamp, which can lag it by a few ms).
    expect(active[i + 1].at).toBeGreaterThanOrEqual(scheduledFor - 5);
    expect(active[i + 1].at - delayed[i].at).toBeLessThan(backoff + 1500);
  }
  expect(worker.output()).toContain(`images.make-copies ${jobId} failed (attempt 1): image ${imageId} has no original file in the store`);
  expect(worker.output()).toContain(`images.make-copies ${jobId} failed (attempt 2)`);
  expect(worker.output()).not.toContain('failed (attempt 3)');

  const rows = await api.db.query(`SELECT name, count(*)::int AS n FROM image_copies WHERE image_id = $1 GROUP BY name ORDER BY name`, [imageId]);
  expect(rows).toEqual([...COPY_NAMES].sort().map((name) => ({ name, n: 1 })));
  const files = storedFiles(imagesDir)
    .filter((f) => f.includes(imageId))
    .map((f) => basename(f))
    .sort();
  expect(files).toEqual(['original.jpeg', ...COPY_NAMES.map((n) => `${n}.jpeg`)].sort());
}, 60_000);
