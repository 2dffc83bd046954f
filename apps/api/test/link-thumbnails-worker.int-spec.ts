import sharp from 'sharp';
import { rawBody } from './harness';
import { png } from './images-fixtures';
import { useBuiltWorkers, waitFor } from './worker-process';
import { ArticleSite, postLinkAsNewAdmin, startArticleSite } from './support/article-site';
import { useTestApi } from './support/test-api-per-file';

/**
 * A link post made over HTTP, its thumbnail fetched by the built worker in its own process from a local
 * site, stored with its link copies, and read back over HTTP.
 */
const workers = useBuiltWorkers('test-thumbnails-worker');
const api = useTestApi({ rateLimitsEnabled: false, imagesDir: workers.dir, linksAllowPrivateAddresses: true });
let site: ArticleSite;

const fetchImage = (url: string) => rawBody(api.client().agent.get(url));

beforeAll(async () => {
  site = await startArticleSite(await png(1600, 1000));
});

afterAll(() => site.close());

it('the worker process stores the og:image of a link post made over HTTP, with its copies, served over HTTP', async () => {
  const { post } = await postLinkAsNewAdmin(api, `${site.origin}/article`);
  expect(post.status).toBe(200);
  expect(post.body.link).toMatchObject({ url: `${site.origin}/article`, image: null });
  // The api never fetches the thumbnail itself: nothing has reached the site before the worker runs.
  expect(site.served).toEqual([]);

  const worker = workers.start(api, { LINKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const read = () => api.client().get(`/api/posts/${post.body.publicId}`);
  // Answers list the copies as soon as the thumbnail exists; wait for the worker to have made them.
  const made = async () => {
    const id = (await read()).body.link?.image?.id as string | undefined;
    return id !== undefined && (await api.db.query(`SELECT count(*)::int AS n FROM image_copies WHERE image_id = $1`, [id]))[0].n === 3;
  };
  await waitFor(made, 40_000, worker.output);
  expect(site.served).toEqual(['/article', '/cover.png']);

  const page = await read();
  expect(page.status).toBe(200);
  const image = page.body.link.image;
  // Scaled and centre-cropped to 1280×720 (docs/api/rules.md §13), copies per docs/api/entities.md §1.
  expect(image).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), width: 1280, height: 720, format: 'jpeg' });
  const copies = image.copies as { name: string; width: number; height: number; objectFit: string; url: string }[];
  expect(copies.map((c) => [c.name, c.width, c.height, c.objectFit])).toEqual([
    ['tiny', 120, 120, 'cover'],
    ['desktop', 325, 250, 'cover'],
    ['mobile', 875, 500, 'cover'],
  ]);
  const [{ n }] = await api.db.query(`SELECT count(*)::int AS n FROM images WHERE id = $1 AND NOT temporary AND context = 'link'`, [image.id]);
  expect(n).toBe(1);

  const mobile = await fetchImage(copies[2].url);
  expect(mobile.status).toBe(200);
  // The copy exists, so it is served with the year-long cache (the original would get 60 s).
  expect(mobile.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
  const meta = await sharp(mobile.body as Buffer).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 875, 500]);

  const original = await fetchImage(image.url);
  expect((await sharp(original.body as Buffer).metadata()).width).toBe(1280);
  expect(worker.output()).not.toMatch(/failed \(attempt/);
}, 90_000);
