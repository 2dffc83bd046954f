import express, { Request, Response, Router } from 'express';
import { Logger } from '@nestjs/common';
import type { ImageFilesService } from '@app/server/images';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function plain(res: Response, status: number, message: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store').type('text/plain').send(message);
}

/**
 * `/images/{id}.{ext}?…` (docs/api/rules.md §13): plain-text errors, CORS open to all, content type
 * from the stored format (never from the request), `nosniff`, ETag and year-long caching.
 */
export function imagesRouter(files: ImageFilesService): Router {
  const router = express.Router();
  const logger = new Logger('Images');
  router.use('/images', (req: Request, res: Response, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.status(204).setHeader('Access-Control-Allow-Methods', 'GET').setHeader('Access-Control-Max-Age', '86400').end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 400, 'Bad Request');
    next();
  });
  router.get('/images/:file', (req: Request, res: Response) => {
    files
      .answer(String(req.params['file']), req.query as Record<string, unknown>)
      .then((answer) => {
        if (!answer.ok) return plain(res, answer.status, answer.message);
        res.setHeader('Cache-Control', answer.immutable ? CACHE_FOREVER : 'public, max-age=60');
        res.setHeader('ETag', answer.etag);
        res.setHeader('Content-Type', answer.contentType);
        if (req.headers['if-none-match'] === answer.etag) return void res.status(304).end();
        res.setHeader('Content-Length', String(answer.body.length));
        res.status(200).end(req.method === 'HEAD' ? undefined : answer.body);
      })
      .catch((error: unknown) => {
        logger.error(`${req.path}: ${error instanceof Error ? error.stack : String(error)}`);
        plain(res, 500, 'Internal Server Error');
      });
  });
  router.use('/images', (_req: Request, res: Response) => plain(res, 400, 'Bad Request'));
  return router;
}
