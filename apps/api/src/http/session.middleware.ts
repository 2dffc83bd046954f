import type { NextFunction, Request, Response } from 'express';
import { hasAdminKey } from './admin-key';
import { isApiPath } from './api-path';
import { CSRF_COOKIE } from '@app/contract';
import { SessionsService } from '@app/server/auth';
import { Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { clientAddress, rateLimitAddress, trustedProxySet } from './client-address';
import { parseCookies } from './cookies';
import { RequestState } from './request-state';

declare module 'express-serve-static-core' {
  interface Request {
    quorum?: RequestState;
  }
}

/**
 * Gives every request a session (docs/api/session.md §1), the CSRF cookie and header (§2) and, for API calls by
 * a logged-in user, the activity write (§3).
 */
export function sessionMiddleware(sessions: SessionsService, config: AppConfig, clock: Clock) {
  const trusted = trustedProxySet(config.trustedProxies);
  const cookieSettings = { sessionCookieName: config.sessionCookieName, secure: config.secureCookies };
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const cookies = parseCookies(req.headers.cookie);
      const now = clock.now();
      const ip = clientAddress(req, trusted);
      const origin = { rateLimitAddress: rateLimitAddress(ip), skipRateLimits: hasAdminKey(req, config.adminApiKey) };
      const resolved = await sessions.resolve(cookies[config.sessionCookieName], now);
      const state = new RequestState(
        resolved.id,
        resolved.data,
        ip,
        origin.rateLimitAddress,
        origin.skipRateLimits,
        res,
        sessions,
        cookieSettings,
        (req.headers['user-agent'] ?? '').slice(0, 512),
      );
      req.quorum = state;
      if (resolved.isNew) state.writeSessionCookie();
      state.writeCsrf(cookies[CSRF_COOKIE] !== sessions.csrfToken(resolved.id));
      if (isApiPath(req.path)) await sessions.trackActivity(resolved.id, resolved.data, ip, now);
      next();
    } catch (error) {
      next(error);
    }
  };
}
