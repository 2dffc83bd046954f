import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ImageIntakeService, ImagesRepository, LinkThumbnailsService } from '@app/server/images';
import { SafeFetcher } from '@app/server/link-preview';
import { createCommunity, makeAdmin, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { png, storedFiles } from './images-fixtures';
import { ArticleSite, startArticleSite } from './support/article-site';

/** A link post's thumbnail, fetched as the worker does (in-process here) from a local site. */
let api: TestApi;
let site: ArticleSite;
const imagesDir = resolve(`tmp/test-thumbnails-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  const picture = await png(900, 500);
  site = await startArticleSite(picture);
  api = await TestApi.start({ rateLimitsEnabled: false, imagesDir, linksAllowPrivateAddresses: true });
});

afterAll(async () => {
  await api.close();
  await site.close();
  await rm(imagesDir, { recursive: true, force: true });
});

it('stores the og:image of a link post as its thumbnail with the link copies, and never fails the post', async () => {
  const admin = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(admin);
  const post = await admin.client.post('/api/posts', { type: 'link', title: 'A link', url: `${site.origin}/article`, community: community.name });
  expect(post.status).toBe(200);
  expect(post.body.link.image).toBeNull();
  const thumbnails = new LinkThumbnailsService(api.app.get(ImagesRepository), api.app.get(ImageIntakeService), api.app.get(SafeFetcher));
  const result = await thumbnails.fetchThumbnail(post.body.id);
  expect(result.outcome).not.toBe('none');
  const page = await api.client().get(`/api/posts/${post.body.publicId}`);
  // Thumbnails are stored scaled and centre-cropped to 1280×720 (docs/api/rules.md §13).
  expect(page.body.link.image).toMatchObject({ width: 1280, height: 720, format: 'jpeg' });
  expect(storedFiles(imagesDir).some((f) => f.includes(page.body.link.image.id))).toBe(true);
  expect(await thumbnails.fetchThumbnail(post.body.id)).toMatchObject({ outcome: 'skipped' });

  const broken = await admin.client.post('/api/posts', { type: 'link', title: 'Dead link', url: `${site.origin}/missing`, community: community.name });
  expect(broken.status).toBe(200);
  expect((await thumbnails.fetchThumbnail(broken.body.id)).outcome).toBe('none');
  expect((await api.client().get(`/api/posts/${broken.body.publicId}`)).body.link).toMatchObject({ url: `${site.origin}/missing`, image: null });
});
