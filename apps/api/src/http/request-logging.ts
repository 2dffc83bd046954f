import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { pinoHttp } from 'pino-http';
import { runInRequestContext } from '@app/server/core/request-context';
import { httpSerializers, loggableUrl, requestIdOf } from '@app/server/observability';
import { isOpsPath } from './ops-paths';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * First in the chain: a request id (the caller's X-Request-Id when sane, else a new UUID) echoed in the
 * response, one completion line per request (method, URL with secrets masked, status, time, user id), and
 * a log context so every line logged while serving it, and every job it enqueues, carries the id.
 */
export function requestLogging(pino: PinoLogger): RequestHandler {
  const http = pinoHttp<Request, Response>({
    logger: pino.logger,
    quietReqLogger: true,
    serializers: httpSerializers,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customProps: (req) => (req.quorum?.userId ? { userId: req.quorum.userId } : {}),
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      // Probes and scrapes come every few seconds.
      return isOpsPath(req.path) ? 'debug' : 'info';
    },
    customSuccessMessage: (req, res, ms) => `${req.method} ${loggableUrl(req.originalUrl)} ${res.statusCode} ${ms} ms`,
    customErrorMessage: (req, res) => `${req.method} ${loggableUrl(req.originalUrl)} ${res.statusCode}`,
    // pino-http makes up an Error for a 5xx; the exception filter has already logged the real stack.
    customErrorObject: (_req, _res, _error, value: { res?: unknown; responseTime?: number }) => ({ res: value.res, responseTime: value.responseTime }),
  });
  return (req: Request, res: Response, next: NextFunction) =>
    http(req, res, () => runInRequestContext({ requestId: String(req.id) }, () => pino.runInContext(next, { bindings: { reqId: req.id } })));
}

/** After the session: the signed-in user's id joins the request's log context (and nestjs-pino's for Nest handlers). */
export function logUserId(pino: PinoLogger): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.quorum?.userId;
    if (!userId) return next();
    req.log = req.log.child({ userId });
    pino.runInContext(next, { bindings: { userId }, inherit: true });
  };
}
