import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PinoLogger } from 'nestjs-pino';
import type { Level, Logger } from 'pino';
import { runInRequestContext } from '@app/server/core/request-context';
import { httpSerializers, loggableUrl, requestIdOf } from '@app/server/observability';
import { isOpsPath } from './ops-paths';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * First in the chain: a request id (the caller's X-Request-Id when sane, else a new UUID) echoed in the
 * response, one completion line per request (method, URL with secrets masked, status, time, user id), and
 * a log context so every line logged while serving it, and every job it enqueues, carries the id.
 *
 * The completion line is the one pino-http wrote (same fields, order, levels and messages), but built only
 * when its level is enabled: pino-http made three child loggers and serialised the request up front on
 * every request, also at LOG_LEVEL=warn where no success line is ever written (docs/performance.md).
 */
export function requestLogging(pino: Pick<PinoLogger, 'logger' | 'runInContext'>): RequestHandler {
  const logger = pino.logger.child({}, { serializers: httpSerializers });
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = Date.now();
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    const complete = (error?: Error) => {
      res.removeListener('close', complete);
      res.removeListener('finish', complete);
      res.removeListener('error', complete);
      completionLine(logger, req, res, id, Date.now() - startedAt, error);
    };
    res.on('close', complete);
    res.on('finish', complete);
    res.on('error', complete);
    runInRequestContext({ requestId: id }, () => pino.runInContext(next, { bindings: { reqId: id } }));
  };
}

function completionLine(logger: Logger, req: Request, res: Response, reqId: string, responseTime: number, error: Error | undefined): void {
  const failed = Boolean(error) || res.statusCode >= 500;
  // Probes and scrapes come every few seconds.
  const level: Level = failed ? 'error' : isOpsPath(req.path) ? 'debug' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const userId = req.quorum?.userId;
  const line = userId ? { reqId, req, userId, res, responseTime } : { reqId, req, res, responseTime };
  const url = loggableUrl(req.originalUrl);
  // No error object on a failure: the exception filter has already logged the real stack.
  logger[level](line, failed ? `${req.method} ${url} ${res.statusCode}` : `${req.method} ${url} ${res.statusCode} ${responseTime} ms`);
}

/** After the session: the signed-in user's id joins the request's log context (and nestjs-pino's for Nest handlers). */
export function logUserId(pino: PinoLogger): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.quorum?.userId;
    if (!userId) return next();
    pino.runInContext(next, { bindings: { userId }, inherit: true });
  };
}
