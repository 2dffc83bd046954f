import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/server/core/config';
import { DomainEvents } from '@app/server/core/events';
import { RateLimitCaller, RateLimiter } from '@app/server/core/throttling';
import { UsersService } from '@app/server/users';
import { csrfTokenFor, isValidCsrfToken } from './csrf';
import { SessionData } from '@app/server/core/caller';
import { SessionsRepository } from './sessions.repository';
import { isSignedVisitorId, newSignedVisitorId } from './visitor-ids';

/** Activity is written at most this often per session (session.md §3). */
const ACTIVITY_WRITE_SECONDS = 5 * 60;

/** Where a request comes from, as the visitor-session cap counts it. */
export interface VisitorOrigin extends RateLimitCaller {
  readonly rateLimitAddress: string;
}

export interface ResolvedSession {
  id: string;
  data: SessionData;
  /** True when the request had no usable session and this one was just made. */
  isNew: boolean;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly rateLimiter: RateLimiter,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Every request gets a session: the one its cookie names, or a new visitor session. New visitor
   * sessions are stored up to a per-address cap; past it the visitor gets a signed id that is not
   * stored and still works (CSRF, login), so cookieless requests cannot fill Redis.
   */
  async resolve(cookieId: string | undefined, now: Date, origin: VisitorOrigin): Promise<ResolvedSession> {
    if (isSignedVisitorId(this.secret(), cookieId)) return { id: cookieId, data: {}, isNew: false };
    // During a Redis outage a request without a session cookie needs no Redis: it gets a signed, unstored
    // visitor id (as past the cap below). One with a cookie still reads it: that fails fast, answered 503.
    if (!cookieId && !this.sessions.available) return { id: newSignedVisitorId(this.secret()), data: {}, isNew: true };
    const data = await this.sessions.find(cookieId, toSeconds(now));
    if (data && cookieId) return { id: cookieId, data, isNew: false };
    const fresh: SessionData = {};
    const overCap = (await this.rateLimiter.hit('storedVisitorSessions', origin.rateLimitAddress, origin)) > 0;
    const id = overCap ? newSignedVisitorId(this.secret()) : await this.sessions.create(fresh);
    return { id, data: fresh, isNew: true };
  }

  /** Ends `oldId` and starts a new session (rotation at login, signup and logout: no fixation). */
  async rotate(oldId: string, oldData: SessionData, next: SessionData): Promise<string> {
    await this.sessions.destroy(oldId, oldData.uid);
    return this.sessions.create(next);
  }

  csrfToken(sessionId: string): string {
    return csrfTokenFor(this.secret(), sessionId);
  }

  isValidCsrf(sessionId: string, token: string | undefined): boolean {
    return isValidCsrfToken(this.secret(), sessionId, token);
  }

  /** Records a logged-in user's activity when the last write is older than five minutes. */
  async trackActivity(sessionId: string, data: SessionData, ip: string, now: Date): Promise<void> {
    if (!data.uid) return;
    const nowSeconds = toSeconds(now);
    if (data.lastSeen !== undefined && nowSeconds - data.lastSeen < ACTIVITY_WRITE_SECONDS) return;
    data.lastSeen = nowSeconds;
    await Promise.all([this.sessions.save(sessionId, data), this.users.recordActivity(data.uid, ip, now)]);
  }

  /**
   * After a password change: every session of the user ends, and the caller goes on in a new one (answers
   * its id). The push subscriptions go too: a device whose session was ended must stop getting the
   * account's notifications; the caller's browser subscribes again on its next visit.
   */
  async restartAllOf(userId: string, next: SessionData): Promise<string> {
    await this.sessions.destroyAllOfUser(userId);
    await this.events.emit('account.sessions-ended', { userId });
    return this.sessions.create(next);
  }

  /** Ban, account deletion: every session ends, and with them the account's push subscriptions (OURS.md). */
  async endAllSessionsOf(userId: string): Promise<number> {
    const ended = await this.sessions.destroyAllOfUser(userId);
    await this.events.emit('account.sessions-ended', { userId });
    return ended;
  }

  private secret(): string {
    if (!this.config.sessionSecret) throw new Error('SESSION_SECRET is not configured');
    return this.config.sessionSecret;
  }
}

export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
