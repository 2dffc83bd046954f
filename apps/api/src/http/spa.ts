import express, { NextFunction, Request, Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isApiPath } from './api-path';

/** Cache rules of the contract's "Non-API behaviour" for the built web app. */
function cacheHeaders(res: Response, filePath: string): void {
  if (filePath.endsWith('index.html')) res.setHeader('Cache-Control', 'no-store');
  else if (filePath.endsWith('manifest.json')) res.setHeader('Cache-Control', 'no-cache');
  else if (filePath.endsWith('service-worker.js')) res.setHeader('Cache-Control', 'private, max-age=0');
  else res.setHeader('Cache-Control', 'public, max-age=3600, immutable');
}

/**
 * A path that cannot leave this site: browsers read a leading `//` (and `/\`, which they normalise to
 * `//`) as another host, so any run of leading slashes and backslashes becomes one `/` (issue 12, item 7).
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/') || '/';
}

/** Serves the built SPA: real files as they are, every other page path gets index.html (history fallback). */
export function spaRouter(webDistDir: string): Router {
  const root = resolve(webDistDir);
  const indexFile = join(root, 'index.html');
  const router = express.Router();
  const isServerPath = (path: string) => isApiPath(path) || path.startsWith('/images/');
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (isServerPath(req.path)) return next();
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, sameSitePath(req.path.replace(/\/+$/, '')) + query);
    }
    next();
  });
  const staticFiles = express.static(root, { index: false, redirect: false, setHeaders: cacheHeaders });
  // API and image paths never name a file of the web build: skip the filesystem stat for them.
  router.use((req: Request, res: Response, next: NextFunction) => (isServerPath(req.path) ? next() : staticFiles(req, res, next)));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (isServerPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Service-Worker-Cache', 'no-store');
    res.sendFile(indexFile);
  });
  return router;
}
