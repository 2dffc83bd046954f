import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ANALYTICS_EVENTS, AnalyticsEvent, BssPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock, toWireTime } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { AnalyticsEventsRepository } from './analytics-events.repository';
import { BSS_EVENT, BssQuery } from './bss-query';

/** A browser's User-Agent is kept for analysis, not whole: anything longer is cut. */
const USER_AGENT_MAX = 512;

/** `POST /api/analytics` and `GET /api/analytics/bss` (users.md). */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly events: AnalyticsEventsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `pwa_use`, at most once per session: the row's unique key is a hash of `pwa_use_` + the session id,
   * so a repeat is ignored by the unique index. The session id itself is never stored: it is the
   * session's bearer credential.
   */
  async record(event: string | undefined, caller: Caller, userAgent: string | undefined): Promise<void> {
    if (event !== ANALYTICS_EVENTS.pwaUse) throw new DomainError('BAD_EVENT');
    const payload = { userId: caller.userId, userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX), ip: caller.ip };
    await this.events.insert({
      name: event,
      uniqueKey: createHash('sha256').update(`${event}_${caller.sessionId}`).digest('hex'),
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
