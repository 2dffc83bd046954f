import { BeforeApplicationShutdown, Global, Injectable, Logger, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource, EntityManager } from 'typeorm';
import { isServiceUnavailable } from '../errors';
import type { NotificationType } from '@app/contract';
import { AccountErasure } from './account-erasure';

/**
 * Facts one area announces and others react to, so an area never reaches into another's tables and
 * dependencies stay one-way (posts do not know about reports; reports listen to posts).
 */
export interface DomainEventPayloads {
  /** Deleted as `mods` or `admins` (not by the author): its reports go, its author is told. */
  'post.removed-by-moderation': { postId: string; authorId: string; deletedAs: 'mods' | 'admins'; reason?: string | null };
  'comment.deleted': { commentId: string };
  /** Ours (docs/moderation-log.md): a comment removed as `mods` or `admins`; its author is told why. */
  'comment.removed-by-moderation': { commentId: string; postId: string; authorId: string; deletedAs: 'mods' | 'admins'; reason: string | null };
  /** Ours: a moderator or admin restored a removed post or comment; its author is told. */
  'content.restored': { targetType: 'post' | 'comment'; targetId: string; postId: string; authorId: string };
  /**
   * A site ban deleted the user's content (docs/api/rules.md §10.3) as `admins`: its reports go. Deliberately
   * not one `post.removed-by-moderation` per post: nobody is notified of a ban's purge.
   */
  'user.content-purged': { userId: string; postIds: string[]; commentIds: string[] };
  'comment.added': { commentId: string; postId: string; authorId: string; parentId: string | null };
  /**
   * A new upvote (not a change, not a removal, not the automatic self-upvote), after it committed.
   * Handlers only hand work on (a job): the vote's answer waits for them.
   */
  /** `votedAt` (ms): when the upvote was given. */
  'content.upvoted': { targetType: 'post' | 'comment'; targetId: string; postId: string; authorId: string; voterId: string; votedAt: number };
  /** A moderator added after the community's creation. */
  'community.mod-added': { communityName: string; userId: string; addedById: string };
  'community-request.denied': { requesterId: string; note: string };
  /** An admin gave the user a badge they did not have (`new_badge`, docs/api/notifications.md §2). */
  'user.badge-added': { userId: string; badgeType: string };
  /**
   * Notifications created or aggregated by one transaction, after it committed (all of a batch at once).
   * `connection` is the committed transaction's connection, free for reads until the handlers return,
   * so a handler needs no second connection from the pool.
   */
  'notifications.created': { notifications: readonly CreatedNotification[]; connection: EntityManager };
  /** A logged-in session ended by logout (docs/api/session.md §6.1). */
  'session.logged-out': { sessionId: string; userId: string };
  /** A sign-in from a browser/OS/device kind the account had not used (docs/api/account-security.md). */
  'account.new-device': { userId: string; browser: string | null; os: string | null; device: string | null; ip: string };
  /** Every session of the account was ended (site ban, account deletion). */
  'account.sessions-ended': { userId: string };
}

/** One created (or aggregated: `updatedAt` then moved) notification. */
export interface CreatedNotification {
  id: number;
  userId: string;
  type: NotificationType;
  createdAt: Date;
  updatedAt: Date;
}

export type DomainEventName = keyof DomainEventPayloads;
/** Events that can go through the outbox: their payload is plain JSON (not a live connection). */
export type DurableEventName = Exclude<DomainEventName, 'notifications.created'>;
type Handler<N extends DomainEventName> = (payload: DomainEventPayloads[N]) => Promise<void>;

interface Registered {
  /** Stable across processes of one build: the event name and the handler's registration order. */
  key: string;
  handler: Handler<DomainEventName>;
}

/** An event written to the outbox by `record`, to hand to `deliver` once its transaction committed. */
export interface RecordedEvent<N extends DurableEventName = DurableEventName> {
  id: string;
  name: N;
  payload: DomainEventPayloads[N];
  /** Handlers that already ran (a redelivery skips them). */
  deliveredTo: readonly string[];
}

/** How long the recording api holds a new row for its own delivery before a relay may take it. */
export const OUTBOX_LEASE_SECONDS = 30;
/** A new row's `due_at`: the recording api's lease. */
const RECORDED_DUE_AT = `clock_timestamp() + make_interval(secs => ${OUTBOX_LEASE_SECONDS})`;

/**
 * For an act that is a single statement (a post vote: the `post_vote` function, kept to one round trip), the outbox INSERT
 * as a data-modifying CTE named `cte`: one event `name` per row of `payloads`, an SQL query answering one
 * jsonb column. The events commit with the act, with no BEGIN, COMMIT or round trip of their own. Select
 * `id` and `payload` from `cte` in the statement and hand them to `recordedInStatement`.
 */
export function outboxInsertCte(cte: string, name: DurableEventName, payloads: string): string {
  // `name` is one of the compile-time event names, never input.
  return `${cte} AS (INSERT INTO domain_event_outbox (name, payload, due_at)
    SELECT '${name}', e.payload, ${RECORDED_DUE_AT} FROM (${payloads}) AS e(payload) RETURNING id, payload)`;
}

/** The event a statement built with `outboxInsertCte` recorded, to hand to `DomainEvents.deliver` after it. */
export function recordedInStatement<N extends DurableEventName>(name: N, id: string | number, payload: DomainEventPayloads[N]): RecordedEvent<N> {
  return { id: String(id), name, payload, deliveredTo: [] };
}

/**
 * Delivered rows are deleted together, after the act's answer: one statement (and one commit, whose WAL
 * flush nobody waits for) per batch instead of one per event on the request's path. A row whose delete is
 * lost (the process stops first, PostgreSQL is gone) is delivered again by a relay after its lease, and
 * every handler of a durable event is safe to run twice (receipts, job ids).
 */
const SWEEP_AFTER_MS = 100;
const SWEEP_BATCH = 500;

/** A retry after an outage waits this long, doubled per attempt (capped at 5 minutes). */
const RETRY_BASE_SECONDS = 5;

/** PostgreSQL's deadlock victim and serialization failure: the work was rolled back and may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** An outage, or a transaction PostgreSQL rolled back only because of another one: worth delivering again. */
function isTransient(error: unknown): boolean {
  if (isServiceUnavailable(error)) return true;
  const codes = [(error as { code?: unknown })?.code, (error as { driverError?: { code?: unknown } })?.driverError?.code];
  return codes.some((code) => typeof code === 'string' && RETRYABLE_SQLSTATES.has(code));
}

@Injectable()
export class DomainEvents implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<DomainEventName, Registered[]>();
  /** Delivered rows waiting for the next sweep. */
  private delivered: string[] = [];
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> = Promise.resolve();
  /** How long a delivered row waits for company before its sweep (tests lengthen it to watch a batch form). */
  sweepAfterMs = SWEEP_AFTER_MS;

  constructor(private readonly moduleRef: ModuleRef) {}

  on<N extends DomainEventName>(name: N, handler: Handler<N>): void {
    const list = this.handlers.get(name) ?? [];
    this.handlers.set(name, [...list, { key: `${name}#${list.length + 1}`, handler: handler as Handler<DomainEventName> }]);
  }

  /** Runs every handler after the emitter's transaction committed; a failing handler is logged, not thrown. At most once. */
  async emit<N extends DomainEventName>(name: N, payload: DomainEventPayloads[N]): Promise<void> {
    for (const { handler } of this.handlers.get(name) ?? []) {
      await handler(payload).catch((error: unknown) => this.logger.error(`${name}: ${error instanceof Error ? error.stack : String(error)}`));
    }
  }

  /**
   * Writes the event to the outbox inside the act's transaction `tx` (at least once: it exists exactly when
   * the act committed). Hand the result to `deliver` after the commit; if that never happens or meets an
   * outage, the api's `OutboxRelay` delivers it after OUTBOX_LEASE_SECONDS.
   */
  async record<N extends DurableEventName>(tx: EntityManager, name: N, payload: DomainEventPayloads[N]): Promise<RecordedEvent<N>> {
    const [row] = (await tx.query(`INSERT INTO domain_event_outbox (name, payload, due_at) VALUES ($1, $2, ${RECORDED_DUE_AT}) RETURNING id`, [
      name,
      JSON.stringify(payload),
    ])) as { id: string }[];
    return { id: String(row.id), name, payload, deliveredTo: [] };
  }

  /**
   * Runs the handlers of a recorded event that have not run yet, then leaves its row to the next sweep (see
   * SWEEP_AFTER_MS). A handler that meets an outage (PostgreSQL or Redis unreachable, a statement timeout, a
   * deadlock) is tried again later with the handlers after it; one that fails otherwise (a bug, a vanished
   * target) is logged and not retried, as with `emit`. Never throws.
   */
  async deliver(event: RecordedEvent): Promise<void> {
    const done = [...event.deliveredTo];
    let outage: string | null = null;
    for (const { key, handler } of this.handlers.get(event.name) ?? []) {
      if (done.includes(key)) continue;
      try {
        await handler(event.payload);
        done.push(key);
      } catch (error) {
        if (isTransient(error)) {
          // The rest wait for the retry too: a request that delivers its own event must not wait out one
          // statement timeout per handler behind the same lock or outage (a comment took 20 s in the fault suite).
          outage = `${key}: ${error instanceof Error ? error.message : String(error)}`;
          break;
        }
        this.logger.error(`${event.name}: ${error instanceof Error ? error.stack : String(error)}`);
        done.push(key);
      }
    }
    if (!outage) return this.sweepLater(event.id);
    try {
      await this.db().query(
        `UPDATE domain_event_outbox SET delivered_to = $2, last_error = $3,
           due_at = clock_timestamp() + make_interval(secs => least(300, $4 * power(2, attempts)))
         WHERE id = $1`,
        [event.id, done, outage, RETRY_BASE_SECONDS],
      );
      this.logger.warn(`${event.name} (outbox ${event.id}) will be delivered again: ${outage}`);
    } catch (error) {
      // PostgreSQL is gone: the row keeps its lease and a relay takes it when it ends.
      this.logger.warn(`${event.name} (outbox ${event.id}) left for the relay: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Deletes the rows delivered so far (and waits for earlier sweeps): at shutdown, and in tests. Never throws. */
  sweepDelivered(): Promise<void> {
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
    const ids = this.delivered;
    this.delivered = [];
    const previous = this.sweeping;
    this.sweeping = (async () => {
      await previous;
      if (ids.length) await this.deleteDelivered(ids);
    })();
    return this.sweeping;
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.sweepDelivered();
  }

  private sweepLater(id: string): void {
    this.delivered.push(id);
    if (this.delivered.length >= SWEEP_BATCH) {
      void this.sweepDelivered();
      return;
    }
    if (this.sweepTimer) return;
    this.sweepTimer = setTimeout(() => void this.sweepDelivered(), this.sweepAfterMs);
    this.sweepTimer.unref();
  }

  private async deleteDelivered(ids: readonly string[]): Promise<void> {
    try {
      await this.db().query(`DELETE FROM domain_event_outbox WHERE id = ANY($1::bigint[])`, [ids]);
    } catch (error) {
      // PostgreSQL is gone: the rows keep their leases and a relay delivers them again (to no effect) later.
      this.logger.warn(`${ids.length} delivered outbox rows left for the relay: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The events this process has handlers for (the relay takes only those). */
  handledNames(): DomainEventName[] {
    return [...this.handlers.keys()];
  }

  private db(): DataSource {
    // Resolved on use: the global module is also loaded where no database is (unit tests of other areas).
    return this.moduleRef.get(DataSource, { strict: false });
  }
}

@Global()
@Module({ providers: [DomainEvents, AccountErasure], exports: [DomainEvents, AccountErasure] })
export class DomainEventsModule {}
