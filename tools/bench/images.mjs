// Copies per second for a 12-megapixel JPEG (4000×3000) and the peak memory while making them.
// Runs the same sharp operations as libs/server/images/sharp-image-processor.ts (`copy` of every post copy,
// cache off) in this process, one image at a time as the worker does with WORKER_CONCURRENCY=1.
// Usage: node tools/bench/images.mjs [rounds=5]
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

sharp.cache(false);
const rounds = Number(process.argv[2] ?? 5);
const COPIES = [
  ['tiny', 120, 120, 'cover'],
  ['small', 325, 250, 'cover'],
  ['medium', 720, 1440, 'contain'],
  ['large', 1080, 2160, 'contain'],
  ['huge', 2160, 4320, 'contain'],
];

function fitted(w, h, bw, bh, fit) {
  if (fit === 'cover') return [bw, bh];
  const s = Math.min(bw / w, bh / h, 1);
  return s === 1 ? [w, h] : [Math.max(1, Math.trunc(w * s)), Math.max(1, Math.trunc(h * s))];
}

const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;

const width = 4000;
const height = 3000;
const raw = Buffer.alloc(width * height * 3);
for (let y = 0, i = 0; y < height; y++)
  for (let x = 0; x < width; x++, i += 3) {
    raw[i] = (x * 255) / width;
    raw[i + 1] = (y * 255) / height;
    raw[i + 2] = ((x ^ y) * 7) & 255;
  }
// The stored original as the api writes it: JPEG q85, progressive.
const original = await sharp(raw, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 85, progressive: true })
  .toBuffer();
const baseline = peakMb();
let made = 0;
const started = process.hrtime.bigint();
for (let r = 0; r < rounds; r++) {
  for (const [, bw, bh, fit] of COPIES) {
    const [w, h] = fitted(width, height, bw, bh, fit);
    await sharp(original, { limitInputPixels: 50_000_000 })
      .resize(w, h, { fit: fit === 'cover' ? 'cover' : 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    made++;
  }
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(
  JSON.stringify(
    {
      image: `${width}x${height} JPEG, ${(original.length / 1e6).toFixed(1)} MB`,
      rounds,
      copies: made,
      seconds: +seconds.toFixed(2),
      copiesPerSecond: +(made / seconds).toFixed(2),
      imagesPerSecond: +(rounds / seconds).toFixed(2),
      peakRssMb: +peakMb().toFixed(1),
      peakRssBeforeCopiesMb: +baseline.toFixed(1),
      cpus: (await import('node:os')).cpus().length,
    },
    null,
    2,
  ),
);
