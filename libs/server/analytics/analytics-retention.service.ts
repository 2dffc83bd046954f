import { Injectable } from '@nestjs/common';
import { ANALYTICS_EVENTS } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { AnalyticsEventsRepository } from './analytics-events.repository';

/**
 * How long a client's analytics event is kept: it holds an account id, an address and a User-Agent, and
 * `pwa_installs` counts the clients of this period (docs/security.md, "Analytics").
 */
export const CLIENT_EVENT_KEEP_DAYS = 90;

const DAY_MS = 86_400_000;

/** The worker's hourly job: client events older than the retention period are removed; snapshots stay. */
@Injectable()
export class AnalyticsRetentionService {
  constructor(
    private readonly events: AnalyticsEventsRepository,
    private readonly clock: Clock,
  ) {}

  async prune(): Promise<{ removed: number }> {
    const keptSince = new Date(this.clock.now().getTime() - CLIENT_EVENT_KEEP_DAYS * DAY_MS);
    return { removed: await this.events.deleteNamedBefore(ANALYTICS_EVENTS.pwaUse, keptSince) };
  }
}
