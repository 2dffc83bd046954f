import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { ImageCopy } from '@app/contract';
import { copyUrl, ImageCopiesService, ImageProcessor, ImageStore } from '@app/server/images';
import { Member, signUp } from './community-fixtures';
import { rawBody, TestApi } from './harness';
import { png, storedFiles, upload } from './images-fixtures';
import { startWithCommunity } from './support/forum';

/**
 * Every answer carrying an image lists all the copies its context will have, and a copy
 * URL asked for before the worker made the copy is answered with that copy, made once on request
 * (docs/api-notes.md "Image copies"). The worker's job is run in-process on the api's own store.
 */
const imagesDir = resolve(`tmp/test-images-copies-${randomBytes(4).toString('hex')}`);

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

beforeAll(async () => ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false, imagesDir })));

afterAll(async () => {
  await api.close();
  await rm(imagesDir, { recursive: true, force: true });
});

afterEach(() => jest.restoreAllMocks());

const secret = () => api.config.sessionSecret as string;
const processor = () => api.app.get(ImageProcessor);
const runWorkerJob = (imageId: string) => api.app.get(ImageCopiesService).makeCopies(imageId);
const copyRows = async (imageId: string) =>
  (await api.db.query(`SELECT name FROM image_copies WHERE image_id = $1 ORDER BY name`, [imageId])).map((r: { name: string }) => r.name);
const storedFile = (imageId: string, variant: string) => readFileSync(join(imagesDir, imageId.slice(-2), imageId, `${variant}.jpeg`));

const fetchImage = (url: string) => rawBody(api.client().agent.get(url));

const dimensions = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

/** The expected copy list: names, sizes and boxes written out, URLs exactly those of the made copies. */
const expected = (imageId: string, rows: [string, number, number, number, number, 'cover' | 'contain'][]) =>
  rows.map(([name, width, height, boxWidth, boxHeight, objectFit]) => ({
    name,
    width,
    height,
    boxWidth,
    boxHeight,
    objectFit,
    format: 'jpeg',
    url: copyUrl(secret(), imageId, 'jpeg', { width: boxWidth, height: boxHeight, fit: objectFit }),
  }));

describe('answers list every copy at once', () => {
  it('lists the copies of each context with their sizes for a non-square original: post upload, profile picture, icon and banner', async () => {
    const user = await signUp(api);
    const wide = await png(3000, 1001);

    const post = await upload(user.client, '/api/_uploads', wide);
    expect(post.status).toBe(200);
    expect([post.body.width, post.body.height]).toEqual([3000, 1001]);
    expect(post.body.copies).toEqual(
      expected(post.body.id, [
        ['tiny', 120, 120, 120, 120, 'cover'],
        ['small', 325, 250, 325, 250, 'cover'],
        ['medium', 720, 240, 720, 1440, 'contain'],
        ['large', 1080, 360, 1080, 2160, 'contain'],
        ['huge', 2160, 720, 2160, 4320, 'contain'],
      ]),
    );
    // The same list in the image post that takes it, and when the alt text is set, before any copy is made.
    const imagePost = await user.client.post('/api/posts', {
      type: 'image',
      title: 'Wide one',
      community: community.name,
      images: [{ imageId: post.body.id }],
    });
    expect(imagePost.body.image.copies).toEqual(post.body.copies);
    expect((await user.client.send('put', `/api/images/${post.body.id}`, { altText: 'Wide' })).body.copies).toEqual(post.body.copies);
    expect(await copyRows(post.body.id)).toEqual([]);

    const tall = await upload(user.client, '/api/_uploads', await png(1001, 3000));
    expect(tall.body.copies.map((c: ImageCopy) => [c.name, c.width, c.height])).toEqual([
      ['tiny', 120, 120],
      ['small', 325, 250],
      ['medium', 480, 1440],
      ['large', 720, 2160],
      ['huge', 1001, 3000],
    ]);

    const picture = await upload(user.client, `/api/users/${user.name}/pro_pic`, wide);
    expect(picture.status).toBe(200);
    expect([picture.body.proPic.width, picture.body.proPic.height]).toEqual([2000, 667]);
    const pictureCopies = expected(picture.body.proPic.id, [
      ['tiny', 50, 50, 50, 50, 'cover'],
      ['small', 120, 120, 120, 120, 'cover'],
      ['medium', 200, 200, 200, 200, 'cover'],
    ]);
    expect(picture.body.proPic.copies).toEqual(pictureCopies);
    expect((await api.client().get(`/api/users/${user.name}`)).body.proPic.copies).toEqual(pictureCopies);

    const icon = await upload(admin.client, `/api/communities/${community.id}/pro_pic`, wide);
    expect(icon.body.proPic.copies).toEqual(
      expected(icon.body.proPic.id, [
        ['tiny', 50, 50, 50, 50, 'cover'],
        ['small', 120, 120, 120, 120, 'cover'],
        ['medium', 200, 200, 200, 200, 'cover'],
      ]),
    );
    const banner = await upload(admin.client, `/api/communities/${community.id}/banner_image`, wide);
    const bannerCopies = expected(banner.body.bannerImage.id, [
      ['small', 720, 240, 720, 240, 'cover'],
      ['large', 1440, 480, 1440, 480, 'cover'],
    ]);
    expect(banner.body.bannerImage.copies).toEqual(bannerCopies);
    expect((await api.client().get(`/api/communities/${community.id}`)).body.bannerImage.copies).toEqual(bannerCopies);
  });
});

describe('a copy asked for before the worker made it', () => {
  it('is made once for a burst of requests, served with its size and format, and the worker then makes only the rest', async () => {
    const user = await signUp(api);
    const res = await upload(user.client, '/api/_uploads', await png(1600, 900));
    const { id } = res.body;
    const copies = res.body.copies as ImageCopy[];
    const medium = copies.find((c) => c.name === 'medium') as ImageCopy;
    expect([medium.width, medium.height]).toEqual([720, 405]);
    const made = jest.spyOn(processor(), 'copy');

    const burst = await Promise.all(Array.from({ length: 8 }, () => fetchImage(medium.url)));
    for (const file of burst) {
      expect(file.status).toBe(200);
      expect(file.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
      expect(await dimensions(file.body as Buffer)).toEqual({ format: 'jpeg', width: 720, height: 405 });
      expect(file.body).toEqual(burst[0].body);
    }
    expect(made).toHaveBeenCalledTimes(1);
    expect(await copyRows(id)).toEqual(['medium']);
    expect(storedFile(id, 'medium')).toEqual(burst[0].body);

    const tiny = await fetchImage(copies[0].url);
    expect(await dimensions(tiny.body as Buffer)).toEqual({ format: 'jpeg', width: 120, height: 120 });
    expect(made).toHaveBeenCalledTimes(2);

    // The worker's job comes later: it keeps what was made on request and makes the rest.
    expect(await runWorkerJob(id)).toEqual({ made: ['small', 'large', 'huge'], skipped: ['tiny', 'medium'] });
    expect(made).toHaveBeenCalledTimes(5);
    expect(await copyRows(id)).toEqual(['huge', 'large', 'medium', 'small', 'tiny']);

    const post = await user.client.post('/api/posts', { type: 'image', title: 'Made early', community: community.name, images: [{ imageId: id }] });
    expect(post.body.image.copies).toEqual(copies);
    for (const copy of copies) {
      const file = await fetchImage(copy.url);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.body).toEqual(storedFile(id, copy.name));
      expect(await dimensions(file.body as Buffer)).toEqual({ format: 'jpeg', width: copy.width, height: copy.height });
    }
    // Served from the store: nothing was decoded again.
    expect(made).toHaveBeenCalledTimes(5);

    // A recorded copy lost from the store is made again rather than answered 404.
    await rm(join(imagesDir, id.slice(-2), id, 'large.jpeg'));
    const large = await fetchImage(copies[3].url);
    expect([large.status, large.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(await dimensions(large.body as Buffer)).toEqual({ format: 'jpeg', width: 1080, height: 607 });
    expect(storedFile(id, 'large')).toEqual(large.body);
    expect(made).toHaveBeenCalledTimes(6);
  });

  it('is made in another format when its URL asks for one, and stored in the image’s own format', async () => {
    const user = await signUp(api);
    const { body } = await upload(user.client, '/api/_uploads', await png(800, 600));
    const asWebp = await fetchImage(copyUrl(secret(), body.id, 'webp', { width: 325, height: 250, fit: 'cover' }));
    expect(asWebp.status).toBe(200);
    expect(asWebp.headers['content-type']).toBe('image/webp');
    expect(await dimensions(asWebp.body as Buffer)).toEqual({ format: 'webp', width: 325, height: 250 });
    expect(await dimensions(storedFile(body.id, 'small'))).toEqual({ format: 'jpeg', width: 325, height: 250 });
  });

  it('answers the original for a minute while too many copies are being made at once', async () => {
    const user = await signUp(api);
    const first = await upload(user.client, '/api/_uploads', await png(1200, 800));
    const second = await upload(user.client, '/api/_uploads', await png(900, 900));
    const real = processor().copy.bind(processor());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const made = jest.spyOn(processor(), 'copy').mockImplementation(async (...args) => {
      await gate;
      return real(...args);
    });
    // `.then` sends the request now (supertest waits for it otherwise).
    const busy = (first.body.copies as ImageCopy[]).slice(0, 4).map((c) => fetchImage(c.url).then((file) => file));
    for (let i = 0; i < 100 && made.mock.calls.length < 4; i++) await new Promise((r) => setTimeout(r, 50));
    expect(made).toHaveBeenCalledTimes(4);

    const overflow = await fetchImage((second.body.copies as ImageCopy[])[0].url);
    expect(overflow.status).toBe(200);
    expect(overflow.headers['cache-control']).toBe('public, max-age=60');
    expect(await dimensions(overflow.body as Buffer)).toEqual({ format: 'jpeg', width: 900, height: 900 });

    release();
    for (const [i, file] of (await Promise.all(busy)).entries()) {
      const copy = (first.body.copies as ImageCopy[])[i];
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await dimensions(file.body as Buffer)).toMatchObject({ width: copy.width, height: copy.height });
    }
    // Asked again once the burst is over, the copy is made.
    const later = await fetchImage((second.body.copies as ImageCopy[])[0].url);
    expect([later.headers['cache-control'], (await dimensions(later.body as Buffer)).width]).toEqual(['public, max-age=31536000, immutable', 120]);
    expect(made).toHaveBeenCalledTimes(5);
  });

  it('of a deleted image is 404, and nothing is made or left in the store', async () => {
    const user = await signUp(api);
    const set = await upload(user.client, `/api/users/${user.name}/pro_pic`, await png(400, 300));
    const { id, copies } = set.body.proPic as { id: string; copies: ImageCopy[] };
    expect((await fetchImage(copies[1].url)).status).toBe(200);
    expect((await user.client.send('delete', `/api/users/${user.name}/pro_pic`)).body.proPic).toBeNull();
    const made = jest.spyOn(processor(), 'copy');
    for (const copy of copies) {
      const gone = await api.client().get(copy.url);
      expect([gone.status, gone.text]).toEqual([404, 'Image not found']);
    }
    expect(made).not.toHaveBeenCalled();
    expect(storedFiles(imagesDir).some((f) => f.includes(id))).toBe(false);
    expect(await runWorkerJob(id)).toEqual({ made: [], skipped: [] });
  });
});

describe('deleting an image while its copies are being written', () => {
  const folderOf = (imageId: string) => join(imagesDir, imageId.slice(-2), imageId);

  it('answers 200 and leaves no file when a copy lands in the folder while the folder is being removed', async () => {
    const banner = await upload(admin.client, `/api/communities/${community.id}/banner_image`, await png(1200, 400));
    const { id } = banner.body.bannerImage as { id: string };
    const folder = folderOf(id);
    // Enough files that the removal is still unlinking them when the worker's copy lands.
    for (let i = 0; i < 2000; i++) writeFileSync(join(folder, `filler-${i}.jpeg`), 'x');
    let landed = false;
    // The first file the removal unlinks means it has listed the folder: the worker's copy arrives now.
    const watcher = watch(folder, () => {
      if (landed) return;
      landed = true;
      try {
        writeFileSync(join(folder, 'small.jpeg'), 'a copy written late');
      } catch (error) {
        // The removal was quicker than the event: the folder is gone, which is the outcome this test wants.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    });
    try {
      const cleared = await admin.client.send('delete', `/api/communities/${community.id}/banner_image`);
      expect({ status: cleared.status, bannerImage: cleared.body.bannerImage }).toEqual({ status: 200, bannerImage: null });
    } finally {
      watcher.close();
    }
    expect(landed).toBe(true);
    expect(existsSync(folder)).toBe(false);
    expect(storedFiles(imagesDir).filter((f) => f.includes(id))).toEqual([]);
  });

  it('writes nothing, and makes no folder again, for an image deleted while its copy was being made', async () => {
    const user = await signUp(api);
    const set = await upload(user.client, `/api/users/${user.name}/pro_pic`, await png(400, 300));
    const { id } = set.body.proPic as { id: string };
    const folder = folderOf(id);
    const real = processor().copy.bind(processor());
    // The picture is removed while the worker decodes its first copy.
    jest.spyOn(processor(), 'copy').mockImplementation(async (...args) => {
      const made = await real(...args);
      const removed = await user.client.send('delete', `/api/users/${user.name}/pro_pic`);
      expect([removed.status, removed.body.proPic]).toEqual([200, null]);
      return made;
    });
    const store = api.app.get(ImageStore);
    const write = store.write.bind(store);
    const folderAfterWrite: boolean[] = [];
    jest.spyOn(store, 'write').mockImplementation(async (...args) => {
      const written = await write(...args);
      folderAfterWrite.push(existsSync(folder));
      return written;
    });
    expect(await runWorkerJob(id)).toEqual({ made: [], skipped: [] });
    expect(folderAfterWrite).toEqual([false]);
    expect(existsSync(folder)).toBe(false);
    expect(await copyRows(id)).toEqual([]);
  });
});
