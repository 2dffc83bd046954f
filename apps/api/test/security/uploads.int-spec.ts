import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { CSRF_REQUEST_HEADER } from '@app/contract';
import { TestApi, TestClient } from '../harness';
import { gif, jpegWithGps, png, pngBomb, svg, upload, webp } from '../images-fixtures';
import { BuiltApi, ensureApiBuilt } from '../support/built-api';
import { startBuiltImageStack, stopBuiltImageStack } from '../support/built-image-stack';
import { waitFor, WorkerProcess } from '../worker-process';
import { securityFull } from './suite-scale';

/**
 * Upload corpus (docs/security.md, "Uploads"): hostile files, all generated here, sent to
 * the built api with the built worker making the copies, as deployed. Each is refused with the contract's
 * `400 unsupported-image-format` or stored re-encoded; every URL served for a stored one (the original
 * and each worker copy) is an image type with `nosniff`, carries none of the file's extra bytes and no
 * EXIF; api and worker peak RSS (VmHWM) stay under 300 MB.
 */
const imagesDir = resolve(`tmp/test-upload-corpus-${randomBytes(4).toString('hex')}`);
ensureApiBuilt();
const describeBuilt = existsSync('/proc/self/status') ? describe : describe.skip;

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

// --- hand-made hostile files -------------------------------------------------------------------------

/** A real JPEG whose SOF header now claims width × height. */
async function jpegBomb(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer(),
  );
  for (let i = 2; i < bytes.length - 9; i++) {
    if (bytes[i] === 0xff && bytes[i + 1] >= 0xc0 && bytes[i + 1] <= 0xc2) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
  }
  throw new Error('no SOF marker');
}

/** An extended WebP (VP8X) whose canvas claims 16384 × 16384 around a 1×1 lossless picture. */
async function webpBomb(): Promise<Buffer> {
  const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .webp({ lossless: true })
    .toBuffer();
  const vp8l = tiny.subarray(12); // the VP8L chunk, header included
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(16383, 12, 3);
  vp8x.writeUIntLE(16383, 15, 3);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, vp8l]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** A GIF: screen `screen`², `frames` 1×1 frames (each one pixel of LZW data) — a few bytes a frame. */
function manyFrameGif(screen: number, frames: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(screen, 6);
  header.writeUInt16LE(screen, 8);
  header[10] = 0x80; // global colour table of 2 entries
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00]);
  const frame = (i: number) =>
    Buffer.from([
      0x21,
      0xf9,
      0x04,
      0x00,
      0x01,
      0x00,
      0x00,
      0x00, // graphic control: 10 ms
      0x2c,
      i % 256,
      0,
      0,
      0,
      0x01,
      0x00,
      0x01,
      0x00,
      0x00, // 1×1 at (i % 256, 0)
      0x02,
      0x02,
      0x44,
      0x01,
      0x00, // LZW: clear, pixel 0, end
    ]);
  return Buffer.concat([header, palette, loop, ...Array.from({ length: frames }, (_, i) => frame(i)), Buffer.from([0x3b])]);
}

/** A GIF whose screen claims 65535 × 65535 with one 1×1 frame. */
const gifBomb = () => manyFrameGif(65535, 1);

/** A GIF whose screen and only frame both claim side × side, with one pixel of data. */
function gifFrameBomb(side: number): Buffer {
  const bytes = manyFrameGif(side, 1);
  // The frame's image descriptor follows header (13), palette (6), loop (19) and graphic control (8).
  const descriptor = 13 + 6 + 19 + 8;
  bytes.writeUInt16LE(0, descriptor + 1);
  bytes.writeUInt16LE(side, descriptor + 5);
  bytes.writeUInt16LE(side, descriptor + 7);
  return bytes;
}

const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('evil.html<script>alert(1)</script>', 'latin1'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script><img src=x onerror=alert(1)></body></html>');

/** A JPEG with HTML in a comment segment (a classic JPEG/HTML polyglot). */
async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.alloc(2), HTML]);
  comment.writeUInt16BE(HTML.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}

/** `GIF89a/*…*\/=alert(1)//`: valid JavaScript and, to a sniffer, a GIF. */
const gifJs = () => Buffer.concat([Buffer.from('GIF89a/*', 'latin1'), manyFrameGif(1, 1).subarray(8, -1), Buffer.from('*/=alert(1)//;', 'latin1')]);

interface Case {
  readonly name: string;
  readonly file: () => Promise<Buffer> | Buffer;
  readonly filename: string;
  readonly contentType?: string;
  /** `refused`: 400 unsupported-image-format; `stored`: 200 with an image; `either`: one of the two, never 5xx. */
  readonly expect: 'refused' | 'stored' | 'either';
}

/** Frames of the long animation: more under `npm run security`. */
const GIF_FRAMES = securityFull ? 20_000 : 3000;

const cut = (bytes: Buffer, keep: number) => bytes.subarray(0, Math.floor(bytes.length * keep));
/** A small picture whose EXIF carries a GPS position. */
const withGps = (format: 'png' | 'webp') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
    .toFormat(format)
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

const CASES: Case[] = [
  { name: 'PNG bomb 60000²', file: () => pngBomb(60_000, 60_000), filename: 'bomb.png', expect: 'refused' },
  { name: 'PNG bomb 10001 × 10', file: () => pngBomb(10_001, 10), filename: 'wide.png', expect: 'refused' },
  { name: 'PNG bomb 8000² (64 MP)', file: () => pngBomb(8000, 8000), filename: 'bomb.png', expect: 'refused' },
  { name: 'JPEG bomb 65000²', file: () => jpegBomb(65_000, 65_000), filename: 'bomb.jpg', expect: 'refused' },
  { name: 'JPEG bomb 9000² (81 MP)', file: () => jpegBomb(9000, 9000), filename: 'bomb.jpg', expect: 'refused' },
  { name: 'WebP bomb 16384² canvas', file: webpBomb, filename: 'bomb.webp', expect: 'refused' },
  { name: 'GIF bomb 65535² screen', file: gifBomb, filename: 'bomb.gif', expect: 'either' },
  { name: 'GIF bomb, one 20000² frame', file: () => gifFrameBomb(20_000), filename: 'bomb.gif', expect: 'refused' },
  { name: 'GIF bomb, one 9000² frame (81 MP)', file: () => gifFrameBomb(9000), filename: 'bomb.gif', expect: 'refused' },
  { name: `GIF ${GIF_FRAMES} frames on a 2000² screen`, file: () => manyFrameGif(2000, GIF_FRAMES), filename: 'frames.gif', expect: 'either' },
  { name: 'GIF 5000 frames on a 100² screen', file: () => manyFrameGif(100, 5000), filename: 'frames.gif', expect: 'either' },
  { name: 'PNG + HTML appended', file: async () => Buffer.concat([await png(64, 64), HTML]), filename: 'poly.png', expect: 'stored' },
  { name: 'PNG + ZIP appended', file: async () => Buffer.concat([await png(64, 64), ZIP]), filename: 'poly.png', expect: 'stored' },
  { name: 'PNG named .html sent as text/html', file: () => png(64, 64), filename: 'page.html', contentType: 'text/html', expect: 'stored' },
  { name: 'JPEG with HTML in a comment', file: jpegWithHtmlComment, filename: 'poly.jpg', expect: 'stored' },
  { name: 'GIF/JavaScript polyglot', file: gifJs, filename: 'poly.gif', contentType: 'image/gif', expect: 'either' },
  { name: 'SVG with script', file: () => svg, filename: 'x.svg', contentType: 'image/svg+xml', expect: 'refused' },
  { name: 'SVG with script named .png', file: () => svg, filename: 'x.png', contentType: 'image/png', expect: 'refused' },
  {
    name: 'SVG onload in a PNG name',
    file: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    filename: 'x.png',
    contentType: 'image/png',
    expect: 'refused',
  },
  { name: 'HTML named .jpg as image/jpeg', file: () => HTML, filename: 'x.jpg', contentType: 'image/jpeg', expect: 'refused' },
  { name: 'ZIP named .gif', file: () => ZIP, filename: 'x.gif', contentType: 'image/gif', expect: 'refused' },
  { name: 'JavaScript named .webp', file: () => Buffer.from('alert(1)//'), filename: 'x.webp', contentType: 'image/webp', expect: 'refused' },
  { name: 'WebP named .png as image/png', file: () => webp(64, 64), filename: 'x.png', contentType: 'image/png', expect: 'stored' },
  { name: 'GIF named .jpg as image/jpeg', file: () => gif(64, 64), filename: 'x.jpg', contentType: 'image/jpeg', expect: 'stored' },
  { name: 'JPEG with EXIF GPS', file: () => jpegWithGps(400, 300), filename: 'gps.jpg', expect: 'stored' },
  { name: 'PNG with EXIF GPS', file: () => withGps('png'), filename: 'gps.png', expect: 'stored' },
  { name: 'WebP with EXIF GPS', file: () => withGps('webp'), filename: 'gps.webp', expect: 'stored' },
  { name: 'PNG truncated to 50 %', file: async () => cut(await png(256, 256), 0.5), filename: 'cut.png', expect: 'refused' },
  { name: 'PNG header only', file: async () => (await png(64, 64)).subarray(0, 33), filename: 'cut.png', expect: 'refused' },
  { name: 'JPEG truncated to 50 %', file: async () => cut(await jpegWithGps(256, 256), 0.5), filename: 'cut.jpg', expect: 'either' },
  { name: 'WebP truncated to 50 %', file: async () => cut(await webp(256, 256), 0.5), filename: 'cut.webp', expect: 'refused' },
  { name: 'GIF truncated to 50 %', file: async () => cut(await gif(256, 256), 0.5), filename: 'cut.gif', expect: 'either' },
  { name: 'empty file', file: () => Buffer.alloc(0), filename: 'empty.png', expect: 'refused' },
  { name: 'one byte', file: () => Buffer.from([0x89]), filename: 'x.png', expect: 'refused' },
];

/** The cases also sent as profile pictures. */
const PICTURE_CASES = [
  'PNG bomb 60000²',
  'JPEG bomb 65000²',
  'WebP bomb 16384² canvas',
  'SVG with script named .png',
  'HTML named .jpg as image/jpeg',
  'PNG truncated to 50 %',
  'PNG + HTML appended',
  'JPEG with EXIF GPS',
];

/** Image types a browser renders as an image and never runs. */
const SAFE_TYPES = /^image\/(jpeg|png|webp|gif|avif)$/;

describeBuilt('upload corpus against the built api and worker', () => {
  let api: TestApi;
  let built: BuiltApi;
  let worker: WorkerProcess;
  const results: string[] = [];
  let served = 0;
  let pictureUploads = 0;

  beforeAll(async () => ({ api, built, worker } = await startBuiltImageStack(imagesDir, 30_000)), 90_000);
  afterAll(() => stopBuiltImageStack({ api, built, worker }, imagesDir));

  const fetchBytes = async (url: string) => {
    const res = await fetch(new URL(url, built.base));
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('refuses or re-encodes every hostile file; what is served is an inert image without metadata; RSS under 300 MB', async () => {
    const uploader = new TestClient(built.base as unknown as Server, '10.66.0.1');
    expect((await uploader.signup(`corpus${Date.now() % 1e6}`)).status).toBe(201);
    const stored: { name: string; id: string; original: string; copies: string[]; extra: Buffer | null }[] = [];
    for (const c of CASES) {
      const file = await c.file();
      if (!uploader.csrfToken) await uploader.init();
      const res = c.contentType
        ? await uploader.agent
            .post('/api/_uploads')
            .set('X-Forwarded-For', uploader.ip)
            .set(CSRF_REQUEST_HEADER, uploader.csrfToken)
            .attach('image', file, { filename: c.filename, contentType: c.contentType })
        : await upload(uploader, '/api/_uploads', file, c.filename);
      results.push(`${c.name}: ${res.status} ${res.body.code ?? `${res.body.format} ${res.body.width}x${res.body.height}`}`);
      expect(res.status).toBeLessThan(500);
      if (res.status !== 200) {
        expect({ name: c.name, body: res.body }).toEqual({
          name: c.name,
          body: { status: 400, code: 'unsupported-image-format', message: 'The uploaded file is of an unsupported type.' },
        });
        expect(c.expect).not.toBe('stored');
        continue;
      }
      expect({ name: c.name, expected: c.expect }).not.toEqual({ name: c.name, expected: 'refused' });
      const extra = c.name.includes('HTML') ? HTML : c.name.includes('ZIP') ? ZIP : null;
      stored.push({ name: c.name, id: res.body.id, original: res.body.url, copies: res.body.copies.map((copy: { url: string }) => copy.url), extra });
    }
    // Profile pictures take the same intake: a subset there, each by an account of its own (a new picture replaces the last).
    for (const [i, c] of CASES.filter((k) => PICTURE_CASES.includes(k.name)).entries()) {
      const owner = new TestClient(built.base as unknown as Server, `10.66.1.${i + 1}`);
      const name = `pic${i}_${Date.now() % 1e6}`;
      expect((await owner.signup(name)).status).toBe(201);
      const res = await upload(owner, `/api/users/${name}/pro_pic`, await c.file(), c.filename);
      results.push(`profile picture, ${c.name}: ${res.status} ${res.body.code ?? 'stored'}`);
      pictureUploads++;
      if (c.expect === 'refused') {
        expect({ name: c.name, body: res.body }).toEqual({
          name: c.name,
          body: { status: 400, code: 'unsupported-image-format', message: 'The uploaded file is of an unsupported type.' },
        });
        continue;
      }
      expect({ name: c.name, status: res.status }).toEqual({ name: c.name, status: 200 });
      const picture = res.body.proPic;
      stored.push({
        name: `profile picture, ${c.name}`,
        id: picture.id,
        original: picture.url,
        copies: picture.copies.map((copy: { url: string }) => copy.url),
        extra: c.name.includes('HTML') ? HTML : null,
      });
    }
    // The worker makes every copy; then every URL is checked, the worker's copies included.
    await waitFor(
      async () => {
        const rows = await api.db.query(`SELECT count(*)::int AS n FROM image_copies WHERE image_id = ANY($1)`, [stored.map((s) => s.id)]);
        return rows[0].n >= stored.reduce((n, s) => n + s.copies.length, 0);
      },
      120_000,
      worker.output,
    );
    for (const s of stored) {
      for (const url of [s.original, ...s.copies]) {
        const res = await fetchBytes(url);
        served++;
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
        expect({ name: s.name, type: res.headers.get('content-type') }).toEqual({ name: s.name, type: expect.stringMatching(SAFE_TYPES) });
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-disposition') ?? '').not.toMatch(/html|svg/i);
        const meta = await sharp(res.body).metadata();
        expect({ name: s.name, url, exif: meta.exif, xmp: meta.xmp }).toEqual({ name: s.name, url, exif: undefined, xmp: undefined });
        expect(res.body.includes('GPS')).toBe(false);
        if (s.extra)
          expect({ name: s.name, url, carriesExtra: res.body.includes(s.extra.subarray(0, 24)) }).toEqual({ name: s.name, url, carriesExtra: false });
        expect(res.body.includes('<script')).toBe(false);
      }
    }
    const peak = { api: peakRssMb(built.child.pid!), worker: peakRssMb(worker.process.pid!) };
    console.log(
      `upload corpus: ${CASES.length} files to /api/_uploads and ${pictureUploads} as profile pictures (${stored.length} stored, ${CASES.length + pictureUploads - stored.length} refused), ${served} served URLs checked; peak RSS api ${peak.api.toFixed(0)} MB, worker ${peak.worker.toFixed(0)} MB\n${results.join('\n')}`,
    );
    expect(peak.api).toBeLessThan(300);
    expect(peak.worker).toBeLessThan(300);
    expect(built.output()).not.toMatch(/Internal Server Error|Unhandled/);
  }, 240_000);
});
