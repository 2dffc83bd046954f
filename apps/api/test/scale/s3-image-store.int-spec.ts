import sharp from 'sharp';
import { ImageCleanupService, ImageIntakeService, ImagesRepository } from '@app/server/images';
import { Member, signUp } from '../community-fixtures';
import { rawBody, TestApi } from '../harness';
import { png, storedFiles, upload, uploadAndPostImage } from '../images-fixtures';
import { startWithCommunity } from '../support/forum';
import { useS3Server } from '../support/s3-server';
import { scratchDir } from '../support/test-api-per-file';
import { useBuiltWorkers, waitFor } from '../worker-process';

/**
 * IMAGES_STORE=s3 end to end (docs/operations.md, "Object storage for images"): the api and the built worker
 * keep every image file in a bucket of a real S3-protocol server, and `/images/…` serves it from there as it
 * does from the folder.
 */
const workers = useBuiltWorkers('test-s3-images');
const s3 = useS3Server('test-s3-images-bucket');
/** The api's IMAGES_DIR: with the s3 store nothing may land there. */
const imagesDir = scratchDir('test-s3-images-folder');
const localDir = scratchDir('test-s3-images-local');

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

beforeAll(async () => {
  ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false, imagesDir, ...s3.config }));
});

afterAll(() => api?.close());

const POST_VARIANTS = ['huge', 'large', 'medium', 'original', 'small', 'tiny'];
const keysOf = (imageId: string) => s3.keys(`${imageId.slice(-2)}/${imageId}/`);
const keyOf = (imageId: string, variant: string) => `${imageId.slice(-2)}/${imageId}/${variant}.jpeg`;
const copyCount = async (imageId: string) => Number((await api.db.query(`SELECT count(*) FROM image_copies WHERE image_id = $1`, [imageId]))[0].count);
const dimensions = async (bytes: Buffer | undefined) => {
  const meta = await sharp(bytes).metadata();
  return [meta.format, meta.width, meta.height];
};
/** An image answer's headers, less those of the connection and the moment (the request's own id). */
const imageHeaders = (headers: Record<string, string>) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _requestId, ...rest } = headers;
  return rest;
};

let posted: { imageId: string; publicId: string; original: string; medium: string };

describe('with IMAGES_STORE=s3', () => {
  it('an upload stores its original in the bucket, the worker stores the five copies there, and no folder gets a file', async () => {
    const worker = workers.start(api, s3.env);
    try {
      await waitFor(() => worker.output().includes('worker ready'), 20_000, worker.output);
      const { uploaded, post } = await uploadAndPostImage(admin, community.name, await png(1600, 900), 'Kept in a bucket');
      expect([uploaded.status, post.status]).toEqual([200, 200]);
      const imageId = uploaded.body.id as string;
      // The original is in the bucket when the upload answers (the copies may follow).
      expect(await keysOf(imageId)).toContain(keyOf(imageId, 'original'));
      expect(await dimensions(await s3.object(keyOf(imageId, 'original')))).toEqual(['jpeg', 1600, 900]);

      await waitFor(async () => (await copyCount(imageId)) === 5, 30_000, worker.output);
      expect(await keysOf(imageId)).toEqual(POST_VARIANTS.map((variant) => keyOf(imageId, variant)));
      const rows: { name: string; width: number; height: number }[] = await api.db.query(`SELECT name, width, height FROM image_copies WHERE image_id = $1`, [
        imageId,
      ]);
      for (const row of rows)
        expect([row.name, ...(await dimensions(await s3.object(keyOf(imageId, row.name))))]).toEqual([row.name, 'jpeg', row.width, row.height]);

      expect(storedFiles(imagesDir)).toEqual([]);
      expect(storedFiles(workers.dir).filter((file) => file.includes(imageId))).toEqual([]);
      const page = await api.client().get(`/api/posts/${post.body.publicId}`);
      posted = { imageId, publicId: post.body.publicId, original: page.body.image.url, medium: page.body.image.copies[2].url };
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it('GET of the image URLs serves the bucket’s bytes with the very headers the folder store’s api sends', async () => {
    const original = await rawBody(api.client().agent.get(posted.original));
    expect(original.status).toBe(200);
    expect((original.body as Buffer).equals((await s3.object(keyOf(posted.imageId, 'original')))!)).toBe(true);
    const medium = await rawBody(api.client().agent.get(posted.medium));
    expect(medium.status).toBe(200);
    expect((medium.body as Buffer).equals((await s3.object(keyOf(posted.imageId, 'medium')))!)).toBe(true);
    expect(medium.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
    expect((await api.client().agent.get(posted.original).set('If-None-Match', original.headers['etag'])).status).toBe(304);

    // The same image uploaded to an api on the folder store: same bytes, same headers (ETag included).
    const local = await TestApi.start({ rateLimitsEnabled: false, imagesDir: localDir });
    try {
      const member = await signUp(local);
      const uploaded = await upload(member.client, '/api/_uploads', await png(1600, 900));
      const fromFolder = await rawBody(local.client().agent.get(uploaded.body.url));
      expect(fromFolder.status).toBe(200);
      expect(storedFiles(localDir).some((file) => file.includes(uploaded.body.id))).toBe(true);
      expect((fromFolder.body as Buffer).equals(original.body as Buffer)).toBe(true);
      expect(imageHeaders(original.headers)).toEqual(imageHeaders(fromFolder.headers));
    } finally {
      await local.close();
    }
  });

  it('a copy asked for before any worker made it is made by the api into the bucket', async () => {
    const uploaded = await upload(admin.client, '/api/_uploads', await png(800, 600));
    const imageId = uploaded.body.id as string;
    expect(await keysOf(imageId)).toEqual([keyOf(imageId, 'original')]);
    const small = uploaded.body.copies.find((copy: { name: string }) => copy.name === 'small');
    const file = await rawBody(api.client().agent.get(small.url));
    expect(file.status).toBe(200);
    expect(await keysOf(imageId)).toEqual([keyOf(imageId, 'original'), keyOf(imageId, 'small')]);
    expect((file.body as Buffer).equals((await s3.object(keyOf(imageId, 'small')))!)).toBe(true);
  });

  it('deleting a post’s content removes its image’s objects; the image URL then answers 404', async () => {
    const deleted = await admin.client.send('delete', `/api/posts/${posted.publicId}?deleteAs=normal&deleteContent=true`);
    expect(deleted.status).toBe(200);
    expect(await keysOf(posted.imageId)).toEqual([]);
    expect((await api.client().agent.get(posted.original)).status).toBe(404);
  });

  it('the temporary-upload cleanup deletes expired uploads from the bucket and keeps recent ones', async () => {
    const user = await signUp(api);
    const stale = (await upload(user.client, '/api/_uploads', await png(30, 30))).body.id as string;
    const recent = (await upload(user.client, '/api/_uploads', await png(30, 30))).body.id as string;
    await api.db.query(`UPDATE images SET created_at = now() - interval '13 hours' WHERE id = $1`, [stale]);
    // The worker's `images.delete-temporary` job runs this method; here on the api's store, the same bucket.
    const cleanup = new ImageCleanupService(api.app.get(ImagesRepository), api.app.get(ImageIntakeService), api.config);
    expect(await cleanup.deleteExpiredTemporary()).toEqual({ deleted: 1 });
    expect(await keysOf(stale)).toEqual([]);
    expect(await keysOf(recent)).toEqual([keyOf(recent, 'original')]);
  });

  it('a replaced profile picture and an erased account take their objects with them', async () => {
    const victim = await signUp(api);
    const first = (await upload(victim.client, `/api/users/${victim.name}/pro_pic`, await png(300, 300))).body.proPic.id as string;
    const second = (await upload(victim.client, `/api/users/${victim.name}/pro_pic`, await png(310, 310))).body.proPic.id as string;
    const unused = (await upload(victim.client, '/api/_uploads', await png(40, 40))).body.id as string;
    expect(await keysOf(first)).toEqual([]);
    expect(await keysOf(second)).toEqual([keyOf(second, 'original')]);
    expect(await keysOf(unused)).toEqual([keyOf(unused, 'original')]);

    const erased = await victim.client.send('delete', `/api/users/${victim.name}`, { password: 'correct horse battery' });
    expect(erased.status).toBe(200);
    expect(await keysOf(second)).toEqual([]);
    expect(await keysOf(unused)).toEqual([]);
  });
});
