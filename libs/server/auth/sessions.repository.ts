import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { RedisService } from '@app/server/core/redis';
import { SessionData } from '@app/server/core/caller';

const DAY_SECONDS = 24 * 60 * 60;
/** Idle lifetime: every read slides it (docs/api-notes.md: 90 days without use). */
export const SESSION_IDLE_SECONDS = 90 * DAY_SECONDS;
/**
 * Idle lifetime of a session that never logged in: a visitor who keeps browsing keeps it (every read
 * slides it), a cookieless script's sessions are gone a day later, so scripts cannot fill Redis with sessions. Login and signup
 * rotate into a new session with the full lifetime.
 */
export const VISITOR_IDLE_SECONDS = DAY_SECONDS;
/** Hard lifetime after login, and the cookie's Expires (docs/api/session.md §1). */
export const SESSION_MAX_SECONDS = 360 * DAY_SECONDS;

const sessionKey = (id: string) => `session:${id}`;
const userIndexKey = (userId: string) => `user-sessions:${userId}`;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Sessions and the per-user session index, in Redis. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly redis: RedisService) {}

  /** False during a Redis outage: a caller without a stored session is then served without storing one. */
  get available(): boolean {
    return this.redis.isReady;
  }

  /** 32 random bytes, base64url (docs/api-notes.md). */
  newId(): string {
    return randomBytes(32).toString('base64url');
  }

  async create(data: SessionData): Promise<string> {
    const id = this.newId();
    await this.save(id, data);
    return id;
  }

  /** Reads and slides the idle expiry in one command. */
  async find(id: string | undefined, nowSeconds: number): Promise<SessionData | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const raw = await this.redis.client.getex(sessionKey(id), 'EX', SESSION_IDLE_SECONDS);
    if (!raw) return null;
    const data = JSON.parse(raw) as SessionData;
    // A visitor's session slides by its own, shorter lifetime.
    if (!data.uid) await this.redis.client.expire(sessionKey(id), VISITOR_IDLE_SECONDS);
    if (data.loginAt !== undefined && nowSeconds - data.loginAt > SESSION_MAX_SECONDS) {
      await this.destroy(id, data.uid);
      return null;
    }
    return data;
  }

  async save(id: string, data: SessionData): Promise<void> {
    const multi = this.redis.client.multi().set(sessionKey(id), JSON.stringify(data), 'EX', data.uid ? SESSION_IDLE_SECONDS : VISITOR_IDLE_SECONDS);
    if (data.uid) multi.sadd(userIndexKey(data.uid), id).expire(userIndexKey(data.uid), SESSION_MAX_SECONDS);
    await multi.exec();
  }

  async destroy(id: string, userId: string | undefined): Promise<void> {
    const multi = this.redis.client.multi().del(sessionKey(id));
    if (userId) multi.srem(userIndexKey(userId), id);
    await multi.exec();
  }

  /**
   * Every live session of a user, read through the per-user index: one SMEMBERS and one MGET, no key scan.
   * Ids whose session expired on its own are dropped from the index on the way.
   */
  async listOfUser(userId: string): Promise<{ id: string; data: SessionData }[]> {
    const ids = await this.redis.client.smembers(userIndexKey(userId));
    if (ids.length === 0) return [];
    const raws = await this.redis.client.mget(ids.map(sessionKey));
    const live: { id: string; data: SessionData }[] = [];
    const stale: string[] = [];
    ids.forEach((id, i) => {
      const raw = raws[i];
      const data = raw ? (JSON.parse(raw) as SessionData) : null;
      if (data?.uid === userId) live.push({ id, data });
      else stale.push(id);
    });
    if (stale.length) await this.redis.client.srem(userIndexKey(userId), ...stale);
    return live;
  }

  /** Ends the listed sessions of one user (and only those the index holds for that user). */
  async destroyMany(userId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.redis.client
      .multi()
      .del(...ids.map(sessionKey))
      .srem(userIndexKey(userId), ...ids)
      .exec();
  }

  /** Ends every session of a user (ban, account deletion): docs/api/session.md §8. */
  async destroyAllOfUser(userId: string): Promise<number> {
    const ids = await this.redis.client.smembers(userIndexKey(userId));
    const multi = this.redis.client.multi();
    for (const id of ids) multi.del(sessionKey(id));
    multi.del(userIndexKey(userId));
    await multi.exec();
    return ids.length;
  }
}
