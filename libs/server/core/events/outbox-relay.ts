import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainEvents, DurableEventName, OUTBOX_LEASE_SECONDS, RecordedEvent } from './domain-events';

/** How often each api process looks for outbox rows whose delivery is due. */
export const OUTBOX_POLL_MS = 5_000;
/** Rows one poll takes at most; the next poll follows at once while a full batch came back. */
const BATCH = 50;

interface DueRow {
  id: string;
  name: DurableEventName;
  payload: RecordedEvent['payload'];
  delivered_to: string[];
}

/**
 * Delivers the outbox rows nobody delivered (docs/architecture.md "Domain events"): the api that recorded
 * one met an outage after the commit, or stopped. It runs in the api processes because the handlers live
 * there (notifications need the posts and comments areas, which the worker deliberately does not load).
 * Each poll claims due rows with `FOR UPDATE SKIP LOCKED` and moves their lease, so several api processes
 * never take the same row at once; a claimed row that is not delivered comes back after the lease.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.deliverDue().catch(() => undefined), OUTBOX_POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Delivers every due row this process has handlers for; returns how many it took. One run at a time. */
  deliverDue(): Promise<number> {
    if (!this.running) this.running = this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<number> {
    let taken = 0;
    for (;;) {
      const rows = await this.claim().catch((error: unknown) => {
        this.logger.warn(`outbox not read: ${error instanceof Error ? error.message : String(error)}`);
        return [] as DueRow[];
      });
      for (const row of rows) await this.events.deliver({ id: String(row.id), name: row.name, payload: row.payload, deliveredTo: row.delivered_to });
      taken += rows.length;
      if (rows.length < BATCH) return taken;
    }
  }

  private async claim(): Promise<DueRow[]> {
    // Only events with a handler here: a process without them must not mark them delivered.
    const names = this.events.handledNames();
    if (names.length === 0) return [];
    // A CTE, so the driver hands back the rows (TypeORM returns [rows, count] for a bare UPDATE).
    return (await this.db.query(
      `WITH claimed AS (
         UPDATE domain_event_outbox o SET due_at = clock_timestamp() + make_interval(secs => $3), attempts = o.attempts + 1
          WHERE o.id IN (SELECT id FROM domain_event_outbox WHERE due_at <= clock_timestamp() AND name = ANY($1) ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING o.id, o.name, o.payload, o.delivered_to)
       SELECT * FROM claimed`,
      [names, BATCH, OUTBOX_LEASE_SECONDS],
    )) as DueRow[];
  }
}
