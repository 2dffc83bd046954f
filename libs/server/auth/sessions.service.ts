import { Injectable } from '@nestjs/common';
import { boundedCache } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { DomainEvents } from '@app/server/core/events';
import { UsersService } from '@app/server/users';
import { csrfTokenFor, isValidCsrfToken } from './csrf';
import { SessionData } from '@app/server/core/caller';
import { SessionsRepository } from './sessions.repository';
import { isSignedVisitorId, newSignedVisitorId } from './visitor-ids';

/** Activity is written at most this often per session (docs/api/session.md §3). */
const ACTIVITY_WRITE_SECONDS = 5 * 60;

export interface ResolvedSession {
  id: string;
  data: SessionData;
  /** True when the request had no usable session and this one was just made. */
  isNew: boolean;
}

/** Memo entries kept per process, least recently used out first. */
const MEMO_ENTRIES = 10_000;

@Injectable()
export class SessionsService {
  /** Per-process memos of pure functions of the session id and the secret: never stale (a miss costs one HMAC). */
  private readonly csrfTokens = boundedCache<string>({ maxEntries: MEMO_ENTRIES });
  private readonly verifiedVisitorIds = boundedCache<true>({ maxEntries: MEMO_ENTRIES });

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Every request gets a session: the one its cookie names, or a new visitor session. A new visitor's
   * session is a signed id (visitor-ids.ts) that nothing stores: a visitor's session never holds data
   * (activity is written for accounts only, login and signup rotate into a stored session), so storing
   * it only cost Redis round trips on every later request. A visitor costs no Redis command at all;
   * stored visitor sessions issued before this change keep working until they expire.
   */
  async resolve(cookieId: string | undefined, now: Date): Promise<ResolvedSession> {
    if (this.isKnownVisitorId(cookieId)) return { id: cookieId, data: {}, isNew: false };
    const data = await this.sessions.find(cookieId, toSeconds(now));
    if (data && cookieId) return { id: cookieId, data, isNew: false };
    return { id: newSignedVisitorId(this.secret()), data: {}, isNew: true };
  }

  /** Ends `oldId` and starts a new session (rotation at login, signup and logout: no fixation). */
  async rotate(oldId: string, oldData: SessionData, next: SessionData): Promise<string> {
    await this.sessions.destroy(oldId, oldData.uid);
    return this.sessions.create(next);
  }

  /** The session's CSRF token, computed once per session id while the id is in use (one HMAC, not one per request). */
  csrfToken(sessionId: string): string {
    let token = this.csrfTokens.get(sessionId);
    if (token === undefined) {
      token = csrfTokenFor(this.secret(), sessionId);
      this.csrfTokens.set(sessionId, token);
    }
    return token;
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
    data.ip = ip;
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

  /** Ends one session of the account, as a logout would (its push subscription goes too). */
  async endSession(userId: string, sessionId: string): Promise<void> {
    await this.sessions.destroyMany(userId, [sessionId]);
    await this.events.emit('session.logged-out', { sessionId, userId });
  }

  /**
   * Every session of the account except `keepId` ends (password reset, "Sign out everywhere else"); each ended
   * session's push subscription goes as at a logout. Answers how many ended.
   */
  async endOthers(userId: string, keepId: string | null): Promise<number> {
    const others = (await this.sessions.listOfUser(userId)).map((s) => s.id).filter((id) => id !== keepId);
    await this.sessions.destroyMany(userId, others);
    for (const sessionId of others) await this.events.emit('session.logged-out', { sessionId, userId });
    return others.length;
  }

  /** Ban, account deletion: every session ends, and with them the account's push subscriptions (docs/api-notes.md). */
  async endAllSessionsOf(userId: string): Promise<number> {
    const ended = await this.sessions.destroyAllOfUser(userId);
    await this.events.emit('account.sessions-ended', { userId });
    return ended;
  }

  /** Signed visitor ids already checked by this process: a visitor's every request verified its HMAC again. */
  private isKnownVisitorId(id: string | undefined): id is string {
    if (id === undefined) return false;
    if (this.verifiedVisitorIds.has(id)) return true;
    if (!isSignedVisitorId(this.secret(), id)) return false;
    this.verifiedVisitorIds.set(id, true);
    return true;
  }

  private secret(): string {
    if (!this.config.sessionSecret) throw new Error('SESSION_SECRET is not configured');
    return this.config.sessionSecret;
  }
}

export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
