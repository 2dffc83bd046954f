import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { ImageCopy } from '@app/contract';
import { copyUrl, ImageCleanupService, ImageCopiesService, ImageIntakeService, ImagesRepository } from '@app/server/images';
import { addMod, Member, signUp } from './community-fixtures';
import { rawBody, TestApi } from './harness';
import { gif, jpegWithGps, png, pngBomb, storedFiles, svg, upload, webp } from './images-fixtures';
import { startWithCommunity } from './support/forum';
import { errorBody } from './support/error-body';

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };
const imagesDir = resolve(`tmp/test-images-${randomBytes(4).toString('hex')}`);

beforeAll(async () => ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false, imagesDir, imagesMaxUploadBytes: 2 * 1024 * 1024 })));

afterAll(async () => {
  await api.close();
  await rm(imagesDir, { recursive: true, force: true });
});

/** What the worker does, run in-process on the api's own store and database. */
const makeCopies = (imageId: string) => api.app.get(ImageCopiesService).makeCopies(imageId);
const POST_COPIES = ['tiny', 'small', 'medium', 'large', 'huge'];

const imageRows = async () => Number((await api.db.query(`SELECT count(*) FROM images`))[0].count);
const fetchImage = (url: string) => rawBody(api.client().agent.get(url));

describe('POST /api/_uploads', () => {
  it.each([
    ['PNG', () => png(640, 480), 640, 480],
    ['JPEG with EXIF GPS and orientation 6', () => jpegWithGps(400, 300), 300, 400],
    ['WebP', () => webp(300, 200), 300, 200],
    ['GIF', () => gif(90, 60), 90, 60],
    ['1×1 PNG', () => png(1, 1), 1, 1],
  ])('takes a %s: stored as a metadata-free JPEG, temporary, answered at once with the copies it will have', async (_name, make, width, height) => {
    const user = await signUp(api);
    const res = await upload(user.client, '/api/_uploads', await make(), 'anything.bin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      format: 'jpeg',
      mimetype: 'image/jpeg',
      width,
      height,
      size: expect.any(Number),
      averageColor: expect.stringMatching(/^rgb\(\d+,\d+,\d+\)$/),
      url: expect.stringMatching(/^\/images\/[0-9a-f]{24}\.jpeg\?sig=[A-Za-z0-9_-]{43}$/),
      copies: POST_COPIES.map((name) =>
        expect.objectContaining({
          name,
          format: 'jpeg',
          url: expect.stringMatching(/^\/images\/[0-9a-f]{24}\.jpeg\?fit=(cover|contain)&sig=[A-Za-z0-9_-]{43}&size=\d+(x\d+)?$/),
        }),
      ),
      altText: null,
    });
    const [row] = await api.db.query(`SELECT user_id, temporary, context FROM images WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ user_id: user.id, temporary: true, context: 'post' });

    const original = await fetchImage(res.body.url);
    expect(original.status).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    });
    expect(original.headers['etag']).toMatch(/^".+"$/);
    expect(original.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(original.body as Buffer).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({
      format: 'jpeg',
      width,
      height,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
    });
    expect((await api.client().agent.get(res.body.url).set('If-None-Match', original.headers['etag'])).status).toBe(304);
  });

  it('makes every named copy of a post image with its box, fit and real size, and lists them', async () => {
    const user = await signUp(api);
    const res = await upload(user.client, '/api/_uploads', await jpegWithGps(3000, 1000));
    const { id } = res.body;
    // Orientation 6: stored 1000 wide, 3000 tall.
    expect([res.body.width, res.body.height]).toEqual([1000, 3000]);
    expect(await makeCopies(id)).toEqual({ made: ['tiny', 'small', 'medium', 'large', 'huge'], skipped: [] });
    expect(await makeCopies(id)).toEqual({ made: [], skipped: ['tiny', 'small', 'medium', 'large', 'huge'] });
    expect(Number((await api.db.query(`SELECT count(*) FROM image_copies WHERE image_id = $1`, [id]))[0].count)).toBe(5);

    const post = await user.client.post('/api/posts', {
      type: 'image',
      title: 'Tall one',
      community: community.name,
      images: [{ imageId: id, caption: 'ignored' }],
    });
    expect(post.status).toBe(200);
    const copies = post.body.image.copies as ImageCopy[];
    expect(copies.map(({ url: _url, ...c }) => c)).toEqual([
      { name: 'tiny', width: 120, height: 120, boxWidth: 120, boxHeight: 120, objectFit: 'cover', format: 'jpeg' },
      { name: 'small', width: 325, height: 250, boxWidth: 325, boxHeight: 250, objectFit: 'cover', format: 'jpeg' },
      { name: 'medium', width: 480, height: 1440, boxWidth: 720, boxHeight: 1440, objectFit: 'contain', format: 'jpeg' },
      { name: 'large', width: 720, height: 2160, boxWidth: 1080, boxHeight: 2160, objectFit: 'contain', format: 'jpeg' },
      // Never enlarged: the original is smaller than the box.
      { name: 'huge', width: 1000, height: 3000, boxWidth: 2160, boxHeight: 4320, objectFit: 'contain', format: 'jpeg' },
    ]);
    expect(copies[0].url).toMatch(new RegExp(`^/images/${id}\\.jpeg\\?fit=cover&sig=[A-Za-z0-9_-]{43}&size=120$`));
    expect(copies[1].url).toContain('&size=325x250');
    for (const copy of copies) {
      const file = await fetchImage(copy.url);
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.body as Buffer).metadata();
      expect({ name: copy.name, format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        name: copy.name,
        format: 'jpeg',
        width: copy.width,
        height: copy.height,
        exif: undefined,
      });
    }
  });

  it('refuses undecodable, vector, disguised and bomb images with 400 unsupported-image-format and stores nothing', async () => {
    const user = await signUp(api);
    const before = { rows: await imageRows(), files: storedFiles(imagesDir).length };
    const refused = [
      ['svg', svg, 'drawing.svg'],
      ['text named .png', Buffer.from('hello, I am not an image at all'), 'photo.png'],
      ['PNG header claiming 10,000 × 10,000', pngBomb(10_000, 10_000), 'bomb.png'],
      ['PNG header claiming 60,000 × 60,000', pngBomb(60_000, 60_000), 'bomb.png'],
      ['PNG header claiming 10,001 × 10', pngBomb(10_001, 10), 'wide.png'],
      ['truncated PNG', (await png(50, 50)).subarray(0, 60), 'cut.png'],
    ] as const;
    for (const [name, bytes, fileName] of refused) {
      const res = await upload(user.client, '/api/_uploads', bytes, fileName);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: errorBody(400, 'unsupported-image-format', 'The uploaded file is of an unsupported type.'),
      });
    }
    expect({ rows: await imageRows(), files: storedFiles(imagesDir).length }).toEqual(before);
  });

  it('refuses a file over the size limit with 400 file_size_exceeded and a request without the field with 400 file_missing', async () => {
    const user = await signUp(api);
    const before = await imageRows();
    const big = Buffer.concat([await png(10, 10), randomBytes(2 * 1024 * 1024)]);
    expect((await upload(user.client, '/api/_uploads', big)).body).toEqual(errorBody(400, 'file_size_exceeded', 'Max file size exceeded.'));
    expect((await upload(user.client, '/api/_uploads', await png(10, 10), 'a.png', 'picture')).body).toMatchObject({ status: 400, code: 'file_missing' });
    expect((await user.client.post('/api/_uploads', {})).body).toMatchObject({ status: 400, code: 'file_missing' });
    expect(await imageRows()).toBe(before);
  });

  it('limits uploads to 5 per second per user', async () => {
    const limited = await TestApi.start({ imagesDir });
    try {
      const user = await signUp(limited);
      const file = await png(8, 8);
      // Sent at once: one after another, six uploads fall in one second only on a quiet machine (at ~200 ms an
      // upload the sixth starts the next window). Which of the six is refused is then up to the order they land.
      const statuses = (await Promise.all(Array.from({ length: 6 }, () => upload(user.client, '/api/_uploads', file)))).map((res) => res.status);
      expect(statuses.sort((a, b) => a - b)).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('/images/... files', () => {
  it('answers bad signatures, malformed URLs and unknown images in plain text', async () => {
    const user = await signUp(api);
    const { body } = await upload(user.client, '/api/_uploads', await png(20, 20));
    const bad = await api.client().get(`/images/${body.id}.jpeg?sig=AAAA`);
    expect([bad.status, bad.text, bad.headers['content-type']]).toEqual([400, 'Bad signature', 'text/plain; charset=utf-8']);
    expect((await api.client().get(`/images/${body.id}.jpeg?fit=cover&size=120&sig=${body.url.split('sig=')[1]}`)).text).toBe('Bad signature');
    expect((await api.client().get(`/images/nothing.jpeg?sig=x`)).status).toBe(400);
    await api.db.query(`DELETE FROM images WHERE id = $1`, [body.id]);
    const gone = await api.client().get(body.url);
    expect([gone.status, gone.text]).toEqual([404, 'Image not found']);
  });

  it('serves the original, without the year-long cache, under a signed copy URL whose box the image has no copy of', async () => {
    const user = await signUp(api);
    const { body } = await upload(user.client, '/api/_uploads', await png(500, 400));
    // 50×50 is a copy of pictures, not of post images.
    const url = copyUrl(api.config.sessionSecret!, body.id, 'jpeg', { width: 50, height: 50, fit: 'cover' });
    const early = await fetchImage(url);
    expect(early.status).toBe(200);
    expect(early.headers['cache-control']).toBe('public, max-age=60');
    expect((await sharp(early.body as Buffer).metadata()).width).toBe(500);
    expect(await api.db.query(`SELECT name FROM image_copies WHERE image_id = $1`, [body.id])).toEqual([]);
    const preflight = await api.client().agent.options(body.url);
    expect([preflight.status, preflight.headers['access-control-allow-methods'], preflight.headers['access-control-max-age']]).toEqual([204, 'GET', '86400']);
    const asPng = await fetchImage(body.url.replace('.jpeg?sig=', '.png?sig='));
    expect(asPng.status).toBe(400); // the signature covers the format
  });
});

describe('image posts', () => {
  it('attaches 1–10 of the author’s uploads in order, takes them out of the temporary set and shows them in the feed', async () => {
    const user = await signUp(api);
    const ids: string[] = [];
    for (const [w, h] of [
      [100, 50],
      [50, 100],
      [70, 70],
    ])
      ids.push((await upload(user.client, '/api/_uploads', await png(w, h))).body.id);
    const res = await user.client.post('/api/posts', { type: 'image', title: 'Three', community: community.name, images: ids.map((imageId) => ({ imageId })) });
    expect(res.status).toBe(200);
    expect(res.body.images.map((i: { id: string }) => i.id)).toEqual(ids);
    expect(res.body.image.id).toBe(ids[0]);
    expect((await api.db.query(`SELECT count(*) FROM images WHERE id = ANY($1) AND temporary`, [ids]))[0].count).toBe('0');
    const feed = await api.client().get(`/api/posts?communityId=${community.id}&sort=latest`);
    const inFeed = feed.body.posts.find((p: { id: string }) => p.id === res.body.id);
    expect(inFeed.images.map((i: { id: string }) => i.id)).toEqual(ids);
    // Used once only.
    expect((await user.client.post('/api/posts', { type: 'image', title: 'Again', community: community.name, images: [{ imageId: ids[0] }] })).body.code).toBe(
      'image-not-found',
    );
    // Deleting the content takes the images along, records and files.
    const deleted = await user.client.send('delete', `/api/posts/${res.body.publicId}?deleteAs=normal&deleteContent=true`);
    expect(deleted.body).toMatchObject({ images: [], image: null, deletedContent: true });
    expect(await api.db.query(`SELECT id FROM images WHERE id = ANY($1)`, [ids])).toEqual([]);
    expect(storedFiles(imagesDir).some((f) => ids.some((id) => f.includes(id)))).toBe(false);
  });

  it('refuses unknown ids, someone else’s upload and a malformed legacy imageId', async () => {
    const user = await signUp(api);
    const other = await signUp(api);
    const theirs = (await upload(other.client, '/api/_uploads', await png(10, 10))).body.id;
    const post = (fields: Record<string, unknown>) => user.client.post('/api/posts', { type: 'image', title: 'Nope', community: community.name, ...fields });
    expect((await post({ images: [{ imageId: theirs }] })).body).toEqual(errorBody(404, 'image-not-found', 'Image not found.'));
    expect((await post({ imageId: 'xyz' })).body).toEqual(errorBody(400, 'invalid_image_id', 'Invalid image ID.'));
    const mine = (await upload(user.client, '/api/_uploads', await png(10, 10))).body.id;
    expect((await post({ images: [{ imageId: mine }, { imageId: '0123456789abcdef01234567' }] })).body.code).toBe('image-not-found');
    expect((await post({ imageId: mine })).status).toBe(200);
  });
});

describe('PUT /api/images/{id} alt text', () => {
  it('lets the uploader set it (truncated to 1024, "" clears it) and refuses others', async () => {
    const user = await signUp(api);
    const stranger = await signUp(api);
    const { id } = (await upload(user.client, '/api/_uploads', await png(10, 10))).body;
    const set = await user.client.send('put', `/api/images/${id}`, { altText: 'x'.repeat(1100) });
    expect(set.status).toBe(200);
    expect(set.body.altText).toHaveLength(1024);
    expect((await user.client.send('put', `/api/images/${id}`, { altText: '' })).body.altText).toBeNull();
    expect((await stranger.client.send('put', `/api/images/${id}`, { altText: 'mine now' })).body).toEqual(
      errorBody(403, 'permission_denied', "you don't have permission to edit this image's alt text."),
    );
    expect((await admin.client.send('put', `/api/images/${id}`, { altText: 'by admin' })).body.altText).toBe('by admin');
    expect((await user.client.send('put', `/api/images/bad`, { altText: 'a' })).body).toEqual(errorBody(400, 'invalid_image_id', 'invalid image id'));
    expect((await user.client.send('put', `/api/images/0123456789abcdef01234567`, { altText: 'a' })).body).toEqual(
      errorBody(404, 'image-not-found', 'Image not found.'),
    );
  });
});

describe('pictures', () => {
  it('sets, replaces (deleting the old image) and removes a profile picture; nobody changes another’s', async () => {
    const user = await signUp(api);
    const other = await signUp(api);
    const first = await upload(user.client, `/api/users/${user.name}/pro_pic`, await png(3000, 1500));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: user.id,
      username: user.name,
      proPic: { width: 2000, height: 1000, format: 'jpeg', copies: [{ name: 'tiny' }, { name: 'small' }, { name: 'medium' }] },
    });
    const firstId = first.body.proPic.id;
    await makeCopies(firstId);
    expect((await user.client.send('put', `/api/images/${firstId}`, { altText: 'me' })).body.altText).toBe('me');
    expect((await other.client.send('put', `/api/images/${firstId}`, { altText: 'not you' })).status).toBe(403);

    expect((await upload(other.client, `/api/users/${user.name}/pro_pic`, await png(10, 10))).body).toEqual(errorBody(403, 'not_owner', 'Forbidden.'));
    expect((await other.client.send('delete', `/api/users/${user.name}/pro_pic`)).body.code).toBe('not_owner');
    expect((await upload(user.client, `/api/users/nobody_here_x/pro_pic`, await png(10, 10))).body.code).toBe('user_not_found');
    expect((await upload(user.client, `/api/users/${user.name}/pro_pic`, svg, 'x.svg')).body.code).toBe('unsupported-image-format');

    const second = await upload(user.client, `/api/users/${user.name}/pro_pic`, await png(64, 64));
    expect(second.body.proPic.id).not.toBe(firstId);
    expect(await api.db.query(`SELECT id FROM images WHERE id = $1`, [firstId])).toEqual([]);
    expect(storedFiles(imagesDir).some((f) => f.includes(firstId))).toBe(false);
    const copies = await makeCopies(second.body.proPic.id);
    expect(copies.made).toEqual(['tiny', 'small', 'medium']);
    // The picture shows wherever the account does: its profile, its own _user and _initial.
    expect((await api.client().get(`/api/users/${user.name}`)).body.proPic).toMatchObject({
      id: second.body.proPic.id,
      copies: [{ name: 'tiny' }, { name: 'small' }, { name: 'medium' }],
    });
    expect((await user.client.get('/api/_user')).body.proPic.id).toBe(second.body.proPic.id);
    expect((await user.client.get('/api/_initial')).body.user.proPic.id).toBe(second.body.proPic.id);

    const removed = await user.client.send('delete', `/api/users/${user.name}/pro_pic`);
    expect(removed.body.proPic).toBeNull();
    expect(await api.db.query(`SELECT id FROM images WHERE id = $1`, [second.body.proPic.id])).toEqual([]);
  });

  it('sets community icon and banner for mods and admins only, with their copies in the posts of the community', async () => {
    const mod = await signUp(api);
    const stranger = await signUp(api);
    await addMod(admin, community.id, mod.name);
    const icon = await upload(mod.client, `/api/communities/${community.id}/pro_pic`, await png(300, 300));
    expect(icon.status).toBe(200);
    expect(icon.body).toMatchObject({ id: community.id, proPic: { width: 300, height: 300 } });
    const banner = await upload(admin.client, `/api/communities/${community.id}/banner_image`, await png(2400, 800));
    expect(banner.body).toMatchObject({ proPic: { id: icon.body.proPic.id }, bannerImage: { width: 2000, height: 666 } });
    expect((await upload(stranger.client, `/api/communities/${community.id}/pro_pic`, await png(10, 10))).body).toEqual(
      errorBody(403, 'not_admin_nor_mod', 'User neither an admin nor a mod.'),
    );
    expect((await stranger.client.send('put', `/api/images/${icon.body.proPic.id}`, { altText: 'x' })).status).toBe(403);
    expect((await mod.client.send('put', `/api/images/${icon.body.proPic.id}`, { altText: 'Our icon' })).status).toBe(200);
    expect((await upload(mod.client, `/api/communities/${community.id}/pro_pic`, svg, 'x.svg')).body).toEqual(
      errorBody(400, 'unsupported_image', 'Unsupported image.'),
    );

    expect((await makeCopies(banner.body.bannerImage.id)).made).toEqual(['small', 'large']);
    const shown = await api.client().get(`/api/communities/${community.id}`);
    expect(shown.body).toMatchObject({ proPic: { id: icon.body.proPic.id }, bannerImage: { id: banner.body.bannerImage.id } });
    expect((await api.client().get('/api/communities')).body.find((c: { id: string }) => c.id === community.id).proPic.id).toBe(icon.body.proPic.id);
    const post = await mod.client.post('/api/posts', { type: 'text', title: 'With pictures', community: community.name });
    expect(post.body.communityProPic).toMatchObject({ id: icon.body.proPic.id, altText: 'Our icon' });
    expect(post.body.communityBannerImage.copies.map((c: { name: string; width: number; height: number }) => [c.name, c.width, c.height])).toEqual([
      ['small', 720, 240],
      ['large', 1440, 480],
    ]);

    const cleared = await mod.client.send('delete', `/api/communities/${community.id}/banner_image`);
    expect(cleared.body.bannerImage).toBeNull();
  });
});

describe('temporary uploads', () => {
  it('deletes uploads no post took within IMAGES_TEMPORARY_HOURS, records and files, and keeps the rest', async () => {
    const user = await signUp(api);
    const stale = (await upload(user.client, '/api/_uploads', await png(20, 20))).body.id as string;
    const recent = (await upload(user.client, '/api/_uploads', await png(20, 20))).body.id as string;
    const attached = (await upload(user.client, '/api/_uploads', await png(20, 20))).body.id as string;
    await user.client.post('/api/posts', { type: 'image', title: 'Keeps its image', community: community.name, images: [{ imageId: attached }] });
    await api.db.query(`UPDATE images SET created_at = now() - interval '13 hours' WHERE id = ANY($1)`, [[stale, attached]]);
    const cleanup = new ImageCleanupService(api.app.get(ImagesRepository), api.app.get(ImageIntakeService), api.config);
    expect(await cleanup.deleteExpiredTemporary()).toEqual({ deleted: 1 });
    const left = (await api.db.query(`SELECT id FROM images WHERE id = ANY($1) ORDER BY id`, [[stale, recent, attached]])).map((r: { id: string }) => r.id);
    expect(left).toEqual([recent, attached].sort());
    expect(storedFiles(imagesDir).some((f) => f.includes(stale))).toBe(false);
    expect(storedFiles(imagesDir).some((f) => f.includes(recent))).toBe(true);
  });
});
