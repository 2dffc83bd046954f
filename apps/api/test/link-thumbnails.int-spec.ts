import { ImageIntakeService, ImagesRepository, LinkThumbnailsService } from '@app/server/images';
import { SafeFetcher } from '@app/server/link-preview';
import { png, storedFiles } from './images-fixtures';
import { ArticleSite, postLinkAsNewAdmin, startArticleSite } from './support/article-site';
import { scratchDir, useTestApi } from './support/test-api-per-file';

/** A link post's thumbnail, fetched as the worker does (in-process here) from a local site. */
const imagesDir = scratchDir('test-thumbnails');
const api = useTestApi({ rateLimitsEnabled: false, imagesDir, linksAllowPrivateAddresses: true });
let site: ArticleSite;

beforeAll(async () => {
  site = await startArticleSite(await png(900, 500));
});

afterAll(() => site.close());

it('stores the og:image of a link post as its thumbnail with the link copies, and never fails the post', async () => {
  const { admin, community, post } = await postLinkAsNewAdmin(api, `${site.origin}/article`);
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
