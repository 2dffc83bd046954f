import { crc32, deflateSync } from 'node:zlib';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type request from 'supertest';
import { CSRF_REQUEST_HEADER } from '@app/contract';
import type { Member } from './community-fixtures';
import type { TestClient } from './harness';

const solid = (width: number, height: number, background = '#3366cc') => sharp({ create: { width, height, channels: 3, background } });

export const png = (width = 640, height = 480) => solid(width, height).png().toBuffer();
export const webp = (width = 300, height = 200) => solid(width, height, '#22aa44').webp().toBuffer();
export const gif = (width = 90, height = 60) => solid(width, height, '#aa2244').gif().toBuffer();

/** A JPEG carrying EXIF with GPS coordinates and orientation 6 (rotate 90° clockwise to view). */
export const jpegWithGps = (width = 400, height = 300) =>
  solid(width, height, '#cc8833')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Quorum test', Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();

/** Noise compresses badly: a realistic photo-sized JPEG. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (seed >> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a PNG header claiming width × height RGB pixels, with a few hundred bytes of data. */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

/** Posts a multipart upload the way the web client does (CSRF header, field `image`). */
export async function upload(client: TestClient, path: string, file: Buffer, name = 'photo.png', field = 'image'): Promise<request.Response> {
  if (!client.csrfToken) await client.init();
  return client.agent.post(path).set('X-Forwarded-For', client.ip).set(CSRF_REQUEST_HEADER, client.csrfToken).attach(field, file, name);
}

/** Uploads `file` as `author`, then makes an image post of it in `community`; answers both responses. */
export async function uploadAndPostImage(
  author: Member,
  community: string,
  file: Buffer,
  title: string,
): Promise<{ uploaded: request.Response; post: request.Response }> {
  const uploaded = await upload(author.client, '/api/_uploads', file);
  const post = await author.client.post('/api/posts', { type: 'image', title, community, images: [{ imageId: uploaded.body.id }] });
  return { uploaded, post };
}

/** Every file under the image store (to prove a refused upload left nothing). */
export function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/**
 * A large PNG that still fits the upload limit: gaussian noise (σ 40) in 3×3-pixel blocks compresses to
 * about 19 MiB at 7070×7070 (just under IMAGES_MAX_PIXELS), yet every block must be decoded.
 */
export async function blockyNoisePng(width: number, height: number): Promise<Buffer> {
  const block = 3;
  const [w, h] = [Math.ceil(width / block), Math.ceil(height / block)];
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .resize(w * block, h * block, { kernel: 'nearest' })
    .extract({ left: 0, top: 0, width, height })
    .png()
    .toBuffer();
}
