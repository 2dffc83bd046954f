import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Queue } from 'bullmq';
import sharp from 'sharp';
import { bullConnection } from '@app/server/core/jobs';
import { Member } from './community-fixtures';
import { rawBody, TestApi } from './harness';
import { noisyJpeg, png, upload, uploadAndPostImage } from './images-fixtures';
import { useBuiltWorkers, waitFor } from './worker-process';
import { startWithCommunity } from './support/forum';

/** The built worker as its own process, on this test's database, Redis prefix and image folder. */
const workers = useBuiltWorkers('test-images-worker');
const imagesDir = workers.dir;

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

const startWorker = () => workers.start(api);

const copyCount = async (imageId: string) => Number((await api.db.query(`SELECT count(*) FROM image_copies WHERE image_id = $1`, [imageId]))[0].count);

beforeAll(async () => {
  ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false, imagesDir, imagesMaxUploadBytes: 200 * 1024 * 1024 }));
});

afterAll(() => api.close());

describe('copies made by the worker process', () => {
  it('upload → post → the worker makes the copies → the feed and post JSON reference them', async () => {
    const worker = startWorker();
    try {
      await waitFor(() => worker.output().includes('worker ready'), 20_000, worker.output);
      const { uploaded: res, post } = await uploadAndPostImage(admin, community.name, await png(1600, 900), 'Through the worker');
      expect(post.status).toBe(200);
      await waitFor(async () => (await copyCount(res.body.id)) === 5, 20_000, worker.output);
      const page = await api.client().get(`/api/posts/${post.body.publicId}`);
      expect(page.body.image.copies.map((c: { name: string }) => c.name)).toEqual(['tiny', 'small', 'medium', 'large', 'huge']);
      const feed = await api.client().get(`/api/posts?communityId=${community.id}&sort=latest`);
      const listed = feed.body.posts.find((p: { id: string }) => p.id === post.body.id);
      expect(listed.images[0].copies).toEqual(page.body.image.copies);
      const medium = page.body.image.copies[2];
      const file = await rawBody(api.client().agent.get(medium.url));
      const meta = await sharp(file.body as Buffer).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([720, 405, 'jpeg']);
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it('a worker killed mid-job (SIGKILL) is restarted and the copies appear exactly once', async () => {
    const first = startWorker();
    await waitFor(() => first.output().includes('worker ready'), 20_000, first.output);
    // A big original keeps the job busy long enough to be killed in the middle of it.
    const res = await upload(admin.client, '/api/_uploads', await noisyJpeg(5000, 5000));
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    await waitFor(async () => (await copyCount(id)) >= 1, 30_000, first.output);
    const before = await copyCount(id);
    first.process.kill('SIGKILL');
    await new Promise((r) => first.process.once('exit', r));
    expect(before).toBeLessThan(5);

    const second = startWorker();
    try {
      await waitFor(async () => (await copyCount(id)) === 5, 45_000, second.output);
      await sleep(3000);
      const rows = await api.db.query(`SELECT name, count(*)::int AS n FROM image_copies WHERE image_id = $1 GROUP BY name ORDER BY name`, [id]);
      expect(rows).toEqual(['huge', 'large', 'medium', 'small', 'tiny'].map((name) => ({ name, n: 1 })));
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('measures a 12-megapixel JPEG: copies per second and the worker’s peak memory', async () => {
    const worker = startWorker();
    const queue = new Queue('images', { connection: bullConnection(api.config), prefix: `${api.config.redisPrefix}bull` });
    try {
      await waitFor(() => worker.output().includes('worker ready'), 20_000, worker.output);
      const res = await upload(admin.client, '/api/_uploads', await noisyJpeg(4000, 3000));
      expect([res.body.width, res.body.height]).toEqual([4000, 3000]);
      await waitFor(async () => (await copyCount(res.body.id)) === 5, 60_000, worker.output);
      let job: Job | undefined;
      await waitFor(async () => Boolean((job = await Job.fromId(queue, `make-copies-${res.body.id}`))?.finishedOn), 10_000, worker.output);
      // From enqueue to finish: the worker was idle, so this is the job's work plus a pick-up of a few ms.
      // finishedOn − processedOn read 0.03–0.04 s for this job in our runs, far less than five resizes of a
      // 12-megapixel image take, so it is not used.
      const seconds = (job!.finishedOn! - job!.timestamp) / 1000;
      expect(seconds).toBeGreaterThan(0.2);
      const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${worker.process.pid}/status`, 'utf8'))?.[1]) / 1024;
      console.log(
        `images bench: 4000x3000 JPEG (${(res.body.size / 1e6).toFixed(1)} MB stored), 5 copies in ${seconds.toFixed(2)} s = ${(5 / seconds).toFixed(2)} copies/s; worker peak RSS ${peakMb.toFixed(1)} MB`,
      );
      expect(peakMb).toBeGreaterThan(0);
    } finally {
      await queue.close();
      await worker.stop();
    }
  }, 90_000);
});
