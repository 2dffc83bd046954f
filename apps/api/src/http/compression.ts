import compression from 'compression';
import type { Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export interface CompressionSettings {
  /** Bytes below which an answer goes out as it is. */
  threshold: number;
  brotliQuality: number;
  gzipLevel: number;
}

export type Encoding = 'br' | 'gzip';

/**
 * How answers are compressed, in one place. Every answer made per request goes through one path, the
 * `compression` middleware (`answerCompression`). Bytes that are kept are compressed once when kept and sent
 * as they are: the web build's files at build time (precompressed.ts), remembered JSON pages when first sent
 * (raw-json.ts, `compressOnce`). The settings below are the same for both. Answers under 1 kB go out as they are (the headers cost more than the bytes saved). Above it, the
 * cheapest levels: on the 616 kB answer of a 500-comment post page, brotli quality 1 took 0.60 ms of CPU for
 * 39 kB against 2.26 ms for 33 kB at the package's default quality 4, and gzip level 1 1.23 ms for 51 kB
 * against 3.61 ms for 40 kB at level 6 (docs/performance.md, "Compression").
 */
export const COMPRESSION_SETTINGS: CompressionSettings = { threshold: 1024, brotliQuality: 1, gzipLevel: 1 };

/** The middleware every answer made per request is compressed by. */
export function answerCompression() {
  return compression({
    threshold: COMPRESSION_SETTINGS.threshold,
    level: COMPRESSION_SETTINGS.gzipLevel,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION_SETTINGS.brotliQuality } },
  });
}

/**
 * The encoding `compression` picks for the plain lists browsers send ("gzip, deflate, br": brotli first,
 * then gzip); null for anything else (weights, `*`, neither), which a kept answer leaves to `compression`.
 */
export function plainAcceptedEncoding(header: string | undefined): Encoding | null {
  if (!header || header.includes(';') || header.includes('*')) return null;
  const names = header
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  if (names.includes('br')) return 'br';
  return names.includes('gzip') ? 'gzip' : null;
}

/** Kept bytes compressed once, in one synchronous call, at the settings' level. */
export function compressOnce(body: Buffer, encoding: Encoding, options: CompressionSettings): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: options.gzipLevel });
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: options.brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** False when the answer asks proxies and this server not to change it (`Cache-Control: no-transform`). */
export function mayTransform(res: Response): boolean {
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''));
}
