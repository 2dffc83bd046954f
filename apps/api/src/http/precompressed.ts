import type { NextFunction, Request, Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { boundedCache } from '@app/server/core/caching';

/**
 * The web build's files as the build compressed them (`<file>.br`, `<file>.gz`, written by
 * tools/build/precompress.mjs at brotli 11 / gzip 9), when the browser accepts one: the api's own
 * compression runs at level 1 for dynamic answers (docs/performance.md), which would send the bundle about
 * a fifth bigger, and compressing it at a high level per request would cost far more CPU than the answer.
 * The contract expects static files served that way (docs/api/README.md, "Non-API behaviour the web client relies on").
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const decode = (encoding: (typeof ENCODINGS)[number]['name'], bytes: Buffer): Buffer => (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes));
const SAFE_PATH = /^\/[A-Za-z0-9._\-/]+$/;

export function precompressedFiles(root: string, setHeaders: (res: Response, filePath: string) => void) {
  /**
   * Which variants a file has, known again whenever the file's modification time changes. A variant at least
   * as new as its file is its copy. An older one is served only if it holds the file's bytes: a later build
   * may have rewritten `service-worker.js` or `theme-init.js` (names without a hash) and left the old copy,
   * while a build restored from Nx's cache writes a file and its copies back in any order (a fresh `.js`
   * beside its own, slightly older, `.br`), which the times alone took for stale and compressed per request.
   */
  const variants = boundedCache<{ mtimeMs: number; names: readonly string[] }>({ maxEntries: 10_000 });
  const mtimeOf = (path: string): number | null => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
  const holdsFile = (file: string, encoding: (typeof ENCODINGS)[number], mtimeMs: number): boolean => {
    const variantMtime = mtimeOf(file + encoding.suffix);
    if (variantMtime === null) return false;
    if (variantMtime >= mtimeMs) return true;
    try {
      return decode(encoding.name, readFileSync(file + encoding.suffix)).equals(readFileSync(file));
    } catch {
      return false;
    }
  };
  const variantsOf = (file: string): readonly string[] => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === null) return [];
    const known = variants.get(file);
    if (known?.mtimeMs === mtimeMs) return known.names;
    const names = ENCODINGS.filter((encoding) => holdsFile(file, encoding, mtimeMs)).map(({ name }) => name);
    variants.set(file, { mtimeMs, names });
    return names;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !SAFE_PATH.test(req.path) || req.path.includes('..')) return next();
    const file = join(root, req.path);
    if (!file.startsWith(root + sep)) return next();
    const available = variantsOf(file);
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    // Brotli first where both are accepted (smaller); Accept-Encoding's own order does not rank them.
    const encoding = ENCODINGS.find(({ name }) => available.includes(name) && req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(extname(file));
    setHeaders(res, file);
    res.sendFile(file + encoding.suffix, { dotfiles: 'deny', headers: { 'Content-Type': res.getHeader('Content-Type') as string } }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
