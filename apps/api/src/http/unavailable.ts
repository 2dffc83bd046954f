import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody, Errors } from '@app/contract';
import { isServiceUnavailable, isTransientConflict, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@app/server/core/errors';
import { isApiPath } from './api-path';
import { sendError } from './send-error';

const logger = new Logger('Unavailable');
/** One warning per this many ms: an outage under load would otherwise write a line per request. */
const LOG_EVERY_MS = 5000;
let lastLogged = 0;
let sinceLogged = 0;

/**
 * Answers 503 with `Retry-After` when `error` says Redis or PostgreSQL is unreachable (docs/security.md,
 * "Faults"), or that a write lost a deadlock its retries could not get past: the envelope under /api, plain
 * text elsewhere. False when it is some other error.
 */
export function sendUnavailable(req: Request, res: Response, error: unknown): boolean {
  const conflict = !isServiceUnavailable(error) && isTransientConflict(error);
  if (!conflict && !isServiceUnavailable(error)) return false;
  sinceLogged++;
  if (Date.now() - lastLogged > LOG_EVERY_MS) {
    logger.warn(`${sinceLogged} request(s) answered 503, latest ${req.method} ${req.path}: ${error instanceof Error ? error.message : String(error)}`);
    lastLogged = Date.now();
    sinceLogged = 0;
  }
  // A lost deadlock is over at once: the client may try again in a second.
  const headers = { 'Retry-After': String(conflict ? 1 : UNAVAILABLE_RETRY_AFTER_SECONDS) };
  if (isApiPath(req.path)) {
    sendError(res, errorBody(Errors.SERVICE_UNAVAILABLE), headers);
    return true;
  }
  if (res.headersSent) res.end();
  else res.status(503).set(headers).type('text/plain').send('Service Unavailable');
  return true;
}
