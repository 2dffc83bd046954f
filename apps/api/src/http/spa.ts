import express, { NextFunction, Request, Response, Router } from 'express';
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PagePreview, withPreview } from '@app/server/page-previews';
import { isApiPath } from './api-path';
import { contentSecurityPolicy } from './security-headers';
import { isOpsPath } from './ops-paths';
import { precompressedFiles } from './precompressed';

/** The preview of a page path (title, description, Open Graph), or null for the plain index.html. */
export type PagePreviewLookup = (path: string) => Promise<PagePreview | null>;

/** The page with its first screen server-rendered for this request, or null for the page as it is (first-screen.ts). */
export type FirstScreenRender = (req: Request, page: string) => Promise<string | null>;

export interface SpaOptions {
  previews?: PagePreviewLookup;
  siteName?: string;
  firstScreen?: FirstScreenRender;
}

/** index.html as text, read again only when the build changed it. */
function indexReader(indexFile: string): () => string {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
}

/** An inline classic script of the page: no `src`, no `type` (JSON data blocks and markers never run). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The pages' Content-Security-Policy: the base one plus the SHA-256 (`'sha256-…'`) of each inline script of
 * index.html, so exactly the theme script the build inlines runs (apps/web/vite.config.mts), never 'unsafe-inline'.
 * Worked out again only when index.html changed; only the answers that are index.html carry it, so images,
 * assets and api answers cost no read of the file.
 */
function pagePolicyOf(readIndex: () => string): () => string {
  let last = { html: '', policy: contentSecurityPolicy() };
  return () => {
    const html = readIndex();
    if (html !== last.html) {
      const sources = [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      last = { html, policy: contentSecurityPolicy(sources) };
    }
    return last.policy;
  };
}

/** Vite names every file of `assets/` after a hash of its content: a new build never reuses a name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;

/**
 * A page's HTML. A member's is never stored (it may be shown on a shared device after signing out); a guest's
 * may be kept by the browser alone and asked again each time (`private, no-cache`), which leaves the page
 * eligible for the back/forward cache, which `no-store` rules out.
 */
function htmlCacheControl(req: Request): string {
  return req.quorum?.userId ? 'no-store' : 'private, no-cache';
}

/**
 * Cache rules of the contract's "Non-API behaviour" for the built web app (docs/api-notes.md), but for the
 * hashed build files, which are kept for a year: their names change with their content.
 */
function cacheHeaders(res: Response, filePath: string): void {
  if (filePath.endsWith('index.html')) res.setHeader('Cache-Control', htmlCacheControl(res.req));
  else if (HASHED_ASSET.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (filePath.endsWith('manifest.json') || filePath.endsWith('manifest.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
  else if (filePath.endsWith('service-worker.js')) res.setHeader('Cache-Control', 'private, max-age=0');
  else res.setHeader('Cache-Control', 'public, max-age=3600, immutable');
}

/**
 * A path that cannot leave this site: browsers read a leading `//` (and `/\`, which they normalise to
 * `//`) as another host, so any run of leading slashes and backslashes becomes one `/`.
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/') || '/';
}

/** Serves the built SPA: real files as they are, every other page path gets index.html (history fallback). */
export function spaRouter(webDistDir: string, options: SpaOptions = {}): Router {
  const root = resolve(webDistDir);
  const indexFile = join(root, 'index.html');
  const readIndex = indexReader(indexFile);
  const pagePolicy = pagePolicyOf(readIndex);
  /** A real file's headers; index.html asked for by name (the service worker's shell) gets the page's policy too. */
  const fileHeaders = (res: Response, filePath: string): void => {
    cacheHeaders(res, filePath);
    if (filePath.endsWith('index.html')) res.setHeader('Content-Security-Policy', pagePolicy());
  };
  const logger = new Logger('Spa');
  /** A failing lookup costs the preview, never the page. */
  const previewOf = async (path: string): Promise<PagePreview | null> => {
    if (!options.previews) return null;
    try {
      return await options.previews(path);
    } catch (error) {
      logger.error(`preview of ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const router = express.Router();
  const isServerPath = (path: string) => isApiPath(path) || path.startsWith('/images/') || isOpsPath(path);
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (isServerPath(req.path)) return next();
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, sameSitePath(req.path.replace(/\/+$/, '')) + query);
    }
    next();
  });
  const staticFiles = express.static(root, { index: false, redirect: false, setHeaders: fileHeaders });
  const precompressed = precompressedFiles(root, fileHeaders);
  router.use((req: Request, res: Response, next: NextFunction) => (isServerPath(req.path) ? next() : precompressed(req, res, next)));
  // API and image paths never name a file of the web build: skip the filesystem stat for them.
  router.use((req: Request, res: Response, next: NextFunction) => (isServerPath(req.path) ? next() : staticFiles(req, res, next)));
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (isServerPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', htmlCacheControl(req));
    res.setHeader('Content-Security-Policy', pagePolicy());
    res.setHeader('X-Service-Worker-Cache', 'no-store');
    // Post and community pages carry their own title and Open Graph tags, so shared links unfurl.
    const preview = await previewOf(req.path);
    const page = preview ? withPreview(readIndex(), preview, options.siteName ?? 'Quorum') : readIndex();
    // A guest's home feed and post pages come with their first screen rendered (first-screen.ts).
    const rendered = options.firstScreen ? await options.firstScreen(req, page) : null;
    res.type('html').send(rendered ?? page);
  });
  return router;
}
