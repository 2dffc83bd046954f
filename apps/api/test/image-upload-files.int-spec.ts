import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { signUp } from './community-fixtures';
import { TestApi } from './harness';
import { png, svg, upload } from './images-fixtures';
import { ImageUploadInterceptor } from '../src/http/image-upload';

/** Uploads go through temporary files under DATA_DIR/uploads, so a burst of them does not sit in memory: none outlives its request. */
const dataDir = resolve(`tmp/test-upload-files-${randomBytes(4).toString('hex')}`);
const uploadsDir = join(dataDir, 'uploads');
let api: TestApi;

beforeAll(async () => {
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(join(uploadsDir, 'left-by-a-crash'), 'x');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(join(uploadsDir, 'left-by-a-crash'), twoHoursAgo, twoHoursAgo);
  writeFileSync(join(uploadsDir, 'being-read-by-another-api'), 'x');
  api = await TestApi.start({ rateLimitsEnabled: false, dataDir, imagesDir: join(dataDir, 'images') });
}, 60_000);

afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('removes files an earlier api left behind, but not recent ones', async () => {
  await api.app.get(ImageUploadInterceptor, { strict: false }).cleaned;
  expect(existsSync(join(uploadsDir, 'left-by-a-crash'))).toBe(false);
  expect(existsSync(join(uploadsDir, 'being-read-by-another-api'))).toBe(true);
});

it('deletes the temporary file of an accepted and of a refused upload before answering', async () => {
  const member = await signUp(api);
  const accepted = await upload(member.client, '/api/_uploads', await png(800, 600));
  expect(accepted.status).toBe(200);
  expect([accepted.body.width, accepted.body.height]).toEqual([800, 600]);
  const refused = await upload(member.client, '/api/_uploads', svg, 'x.svg');
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('unsupported-image-format');
  expect(readdirSync(uploadsDir)).toEqual(['being-read-by-another-api']);
});
