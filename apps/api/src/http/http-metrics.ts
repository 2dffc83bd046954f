import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from '@app/server/observability';
import { isApiPath } from './api-path';

/**
 * The route label: the template Express matched (`/api/posts/:publicId`), never the raw path, so the
 * number of series stays bounded; requests no route took get a fixed name by kind.
 */
export function routeLabel(req: Request): string {
  const template = req.route?.path;
  if (typeof template === 'string') return `${req.baseUrl}${template}`;
  if (req.path.startsWith('/images/')) return '/images/*';
  if (isApiPath(req.path)) return 'api (no route)';
  return 'page';
}

/** Times every request into `quorum_http_request_duration_seconds` by method, route template and status. */
export function httpMetrics(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpRequests.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }));
    next();
  };
}
