import type { NextFunction, Request, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export interface WholeAnswerCompression {
  /** Bytes below which an answer goes out as it is. */
  threshold: number;
  brotliQuality: number;
  gzipLevel: number;
}

export type Encoding = 'br' | 'gzip';

/**
 * The one source of the compression settings (configure-app.ts's `compression`, this middleware, RawJson
 * answers). Answers under 1 kB go out as they are (the headers cost more than the bytes saved). Above it, the
 * cheapest levels: on the 616 kB answer of a 500-comment post page, brotli quality 1 took 0.60 ms of CPU for
 * 39 kB against 2.26 ms for 33 kB at the package's default quality 4, and gzip level 1 1.23 ms for 51 kB
 * against 3.61 ms for 40 kB at level 6 (docs/performance.md, "Compression").
 */
export const COMPRESSION_SETTINGS: WholeAnswerCompression = { threshold: 1024, brotliQuality: 1, gzipLevel: 1 };

/**
 * The encoding `compression` would pick for the plain lists browsers send ("gzip, deflate, br": brotli
 * first, then gzip); null for anything else (weights, `*`, neither), which is left to `compression` as before.
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

/**
 * Compresses a JSON answer that is sent whole (`res.json`, `res.send`: one `end` with the body, nothing
 * written before) in one synchronous call, with its length. `compression`, which stays mounted before this
 * and still handles every other answer (streams, files, other types, other Accept-Encoding values), sees
 * the answer already encoded and only adds `Vary`. Its stream costs a zlib object, a hop through libuv's
 * thread pool and a chunked write per answer: more than compressing a feed's few kB at level 1 itself
 * (docs/performance.md, "Third pass").
 */
export function wholeAnswerCompression(options: WholeAnswerCompression) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const encoding = req.method === 'HEAD' ? null : plainAcceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    const { write, end } = res;
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    // A streamed answer is left to `compression`.
    res.write = function (this: Response, ...args: unknown[]) {
      restore();
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, chunkEncoding?: unknown, callback?: unknown) {
      restore();
      const body = wholeBody(this, chunk, chunkEncoding, options.threshold);
      if (body) {
        const compressed = compressWhole(body, encoding, options);
        this.setHeader('Content-Encoding', encoding);
        this.setHeader('Content-Length', compressed.length);
        const done = typeof callback === 'function' ? callback : typeof chunkEncoding === 'function' ? chunkEncoding : undefined;
        return (end as (...a: unknown[]) => Response).call(this, compressed, done);
      }
      return (end as (...a: unknown[]) => Response).call(this, chunk, chunkEncoding, callback);
    } as Response['end'];
    next();
  };
}

/** The bytes compressed in one synchronous call, at the settings' level. */
export function compressWhole(body: Buffer, encoding: Encoding, options: WholeAnswerCompression): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: options.gzipLevel });
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: options.brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** False when the answer asks proxies and this server not to change it (`Cache-Control: no-transform`). */
export function mayTransform(res: Response): boolean {
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''));
}

/** The answer's bytes when this one may be compressed here: JSON, at least `threshold` bytes, not encoded, no `no-transform`. */
function wholeBody(res: Response, chunk: unknown, chunkEncoding: unknown, threshold: number): Buffer | null {
  if (res.headersSent || res.getHeader('Content-Encoding') !== undefined) return null;
  if (!String(res.getHeader('Content-Type') ?? '').startsWith('application/json')) return null;
  if (!mayTransform(res)) return null;
  const body =
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8')
      : Buffer.isBuffer(chunk)
        ? chunk
        : null;
  return body && body.length >= threshold ? body : null;
}
