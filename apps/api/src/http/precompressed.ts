import type { NextFunction, Request, Response } from 'express';
import { statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
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
const SAFE_PATH = /^\/[A-Za-z0-9._\-/]+$/;

export function precompressedFiles(root: string, setHeaders: (res: Response, filePath: string) => void) {
  /**
   * Which variants a file has, by the file's modification time: a variant older than its file (a later
   * build rewrote `service-worker.js` or `theme-init.js`, whose names carry no hash) is never served.
   */
  const variants = boundedCache<{ mtimeMs: number; names: readonly string[] }>({ maxEntries: 10_000 });
  const mtimeOf = (path: string): number | null => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
  const variantsOf = (file: string): readonly string[] => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === null) return [];
    const known = variants.get(file);
    if (known?.mtimeMs === mtimeMs) return known.names;
    const names = ENCODINGS.filter(({ suffix }) => (mtimeOf(file + suffix) ?? -1) >= mtimeMs).map(({ name }) => name);
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
