import type { NextFunction, Request, Response } from 'express';
import { CSRF_REQUEST_HEADER, errorBody, Errors } from '@app/contract';
import { SessionsService } from '@app/server/auth';
import { AppConfig } from '@app/server/core/config';
import { hasAdminKey } from './admin-key';
import { sendError } from './send-error';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Every non-GET `/api` call must carry the token of its session, checked before any handler (docs/api/session.md §2). */
export function csrfMiddleware(sessions: SessionsService, config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (hasAdminKey(req, config.adminApiKey)) return next();
    const state = req.quorum;
    const token = req.header(CSRF_REQUEST_HEADER);
    if (state && sessions.isValidCsrf(state.sessionId, token)) return next();
    sendError(res, errorBody(Errors.CSRF_FAILED));
  };
}
