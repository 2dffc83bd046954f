import { createHash } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ANALYTICS_EVENTS, AnalyticsEvent, BssPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock, toWireTime } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { AccountErasure } from '@app/server/core/events';
import { AnalyticsEventsRepository } from './analytics-events.repository';
import { BSS_EVENT, BssQuery } from './bss-query';

/** A browser's User-Agent is kept for analysis, not whole: anything longer is cut. */
const USER_AGENT_MAX = 512;

/** `POST /api/analytics` and `GET /api/analytics/bss` (docs/api/users.md). */
@Injectable()
export class AnalyticsService implements OnModuleInit {
  constructor(
    private readonly events: AnalyticsEventsRepository,
    private readonly clock: Clock,
    private readonly erasure: AccountErasure,
  ) {}

  /** A deleted account's events go with it: they hold its id, its address and its browser. */
  onModuleInit(): void {
    this.erasure.register({ area: 'analytics', eraseAccount: (tx, userId) => this.events.deleteAllOf(tx, userId) });
  }

  /**
   * `pwa_use`, at most once per client: the row's unique key is a hash of `pwa_use_` + the client, so a
   * repeat is ignored by the unique index. The client is the account, or for a visitor the address as
   * rate limits count it: a visitor without a cookie gets a new session on every call, so keying on the
   * session stored a row per request (docs/security.md, "Analytics").
   */
  async record(event: string | undefined, caller: Caller, userAgent: string | undefined): Promise<void> {
    if (event !== ANALYTICS_EVENTS.pwaUse) throw new DomainError('BAD_EVENT');
    const payload = { userId: caller.userId, userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX), ip: caller.ip };
    const client = caller.userId ? `user:${caller.userId}` : `address:${caller.rateLimitAddress}`;
    await this.events.insert({
      name: event,
      uniqueKey: createHash('sha256').update(`${event}_${client}`).digest('hex'),
      userId: caller.userId,
      payload: JSON.stringify(payload),
      createdAt: this.clock.now(),
    });
  }

  /** Snapshots newest first; `next` is the creation second of the first snapshot of the next page. */
  async bssPage(query: BssQuery): Promise<BssPage> {
    const rows = await this.events.page(BSS_EVENT, query.next, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const following = rows[query.limit];
    return {
      events: page.map((row): AnalyticsEvent => ({ id: row.id, name: '', uniqueKey: null, payload: row.payload, createdAt: toWireTime(row.createdAt) })),
      next: following ? String(Math.floor(following.createdAt.getTime() / 1000)) : '',
    };
  }
}
