import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { CreatedNotification, DomainEvents } from '@app/server/core/events';

interface Pending {
  notification: CreatedNotification;
  /** The transaction depth it was recorded at: a rolled-back savepoint drops what it recorded. */
  depth: number;
}

/** TypeORM counts nested transactions (savepoints) in a field its type does not publish. */
const depthOf = (runner: QueryRunner): number => (runner as unknown as { transactionDepth: number }).transactionDepth;

/**
 * Tells the rest of the server (Web Push) about every notification created or aggregated, once its
 * transaction has committed and never if it rolled back: the repository records each one against the
 * transaction's connection, and after the outermost COMMIT all of that transaction's notifications go
 * out as one `notifications.created` event. So every creator (the api's triggers, the welcome and
 * announcement jobs) is covered by writing through `NotificationsRepository`, and a batch of 100 costs
 * one event, not 100.
 */
@Injectable()
export class CreatedNotifications implements EntitySubscriberInterface, OnModuleInit {
  private readonly logger = new Logger(CreatedNotifications.name);
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    // Several modules may provide the repository; each instance only sees what it recorded itself.
    this.db.subscribers.push(this);
  }

  /** Outside a transaction the write has committed already: the event goes out at once. */
  async record(tx: EntityManager, notification: CreatedNotification): Promise<void> {
    const runner = tx.queryRunner;
    if (!runner?.isTransactionActive) return this.publish([notification], tx);
    const list = this.pending.get(runner) ?? [];
    list.push({ notification, depth: depthOf(runner) });
    this.pending.set(runner, list);
  }

  /** Called by TypeORM after every COMMIT (and savepoint release); only the outermost one publishes. */
  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    const list = this.pending.get(runner);
    if (!list) return;
    if (runner.isTransactionActive) {
      // A released savepoint: what it recorded now stands or falls with the enclosing transaction.
      const depth = depthOf(runner);
      for (const p of list) p.depth = Math.min(p.depth, depth);
      return;
    }
    this.pending.delete(runner);
    await this.publish(
      list.map((p) => p.notification),
      runner.manager,
    );
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const runner = event.queryRunner;
    const list = this.pending.get(runner);
    if (!list) return;
    if (!runner.isTransactionActive) this.pending.delete(runner);
    else
      this.pending.set(
        runner,
        list.filter((p) => p.depth <= depthOf(runner)),
      );
  }

  /** Never throws: the notifications are committed, a failure here must not look like the act failed. */
  private async publish(notifications: CreatedNotification[], connection: EntityManager): Promise<void> {
    try {
      await this.events.emit('notifications.created', { notifications, connection });
    } catch (error) {
      this.logger.error(`notifications.created: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
