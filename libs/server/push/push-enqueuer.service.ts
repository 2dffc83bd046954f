import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig, webPushKeys } from '@app/server/core/config';
import { toWireTime } from '@app/server/core/clock';
import { CreatedNotification, DomainEvents, DomainEventPayloads } from '@app/server/core/events';
import { DEFAULT_JOB_OPTIONS, JobPayloads, JobsService, traced } from '@app/server/core/jobs';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { isPushed, PUSH_ATTEMPTS } from './push.types';

const JOB = 'push.send-notification';

/** One job per (notification, update): an aggregation pushes again, the same update never twice. */
export const pushJobId = (n: Pick<CreatedNotification, 'id' | 'updatedAt'>): string => `push-${n.id}-${n.updatedAt.getTime()}`;

/**
 * Turns committed notifications into delivery jobs (docs/api/push.md §3), in whichever process made them (the
 * api's triggers, the worker's welcome and announcement jobs). Per transaction: one query finds which
 * receivers have subscriptions, then one `addBulk`; nothing at all when push is off.
 */
@Injectable()
export class PushEnqueuer implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly events: DomainEvents,
    private readonly jobs: JobsService,
    private readonly subscriptions: PushSubscriptionsRepository,
  ) {}

  onModuleInit(): void {
    if (!webPushKeys(this.config)) return;
    this.events.on('notifications.created', async (event) => void (await this.enqueue(event)));
  }

  async enqueue({ notifications, connection }: DomainEventPayloads['notifications.created']): Promise<number> {
    const pushed = notifications.filter((n) => isPushed(n.type));
    if (pushed.length === 0) return 0;
    const subscribed = await this.subscriptions.usersWithSubscriptions(connection, [...new Set(pushed.map((n) => n.userId))]);
    const jobs = pushed.filter((n) => subscribed.has(n.userId)).map((n) => this.job(n));
    if (jobs.length) await this.jobs.queueFor(JOB).addBulk(jobs);
    return jobs.length;
  }

  private job(n: CreatedNotification) {
    const data: JobPayloads[typeof JOB] = {
      notificationId: n.id,
      userId: n.userId,
      type: n.type,
      createdAt: toWireTime(n.createdAt),
      updatedAtMs: n.updatedAt.getTime(),
    };
    return {
      name: JOB,
      data: traced(data),
      opts: { ...DEFAULT_JOB_OPTIONS, jobId: pushJobId(n), attempts: PUSH_ATTEMPTS, backoff: { type: 'exponential', delay: this.config.pushRetryDelayMs } },
    };
  }
}
