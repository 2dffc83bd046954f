import type { Response } from 'express';
import { CSRF_COOKIE, CSRF_RESPONSE_HEADER } from '@app/contract';
import { SESSION_MAX_SECONDS, SessionsService } from '@app/server/auth';
import { Caller, SessionData } from '@app/server/core/caller';
import { setCookie } from './cookies';

export interface CookieSettings {
  sessionCookieName: string;
  secure: boolean;
}

/** The per-request Caller: session, address, and the means to rotate the session on the response. */
export class RequestState implements Caller {
  constructor(
    public sessionId: string,
    public session: SessionData,
    readonly ip: string,
    readonly rateLimitAddress: string,
    readonly skipRateLimits: boolean,
    private readonly res: Response,
    private readonly sessions: SessionsService,
    private readonly cookies: CookieSettings,
    readonly userAgent = '',
  ) {}

  get userId(): string | null {
    return this.session.uid ?? null;
  }

  replaceSession(sessionId: string, data: SessionData): void {
    this.sessionId = sessionId;
    this.session = data;
    this.writeSessionCookie();
    this.writeCsrf();
  }

  writeSessionCookie(): void {
    const expires = new Date(Date.now() + SESSION_MAX_SECONDS * 1000).toUTCString();
    setCookie(this.res, this.cookies.sessionCookieName, this.sessionId, this.attributes(['Path=/', `Expires=${expires}`, 'HttpOnly', 'SameSite=Lax']));
  }

  /** The CSRF cookie has no expiry and is readable by scripts (docs/api/session.md §2). */
  writeCsrf(setCookieToo = true): void {
    const token = this.sessions.csrfToken(this.sessionId);
    if (setCookieToo) setCookie(this.res, CSRF_COOKIE, token, this.attributes(['Path=/', 'SameSite=Lax']));
    this.res.setHeader(CSRF_RESPONSE_HEADER, token);
  }

  private attributes(base: string[]): string[] {
    return this.cookies.secure ? [...base, 'Secure'] : base;
  }
}
