import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { DEFAULT_JOB_OPTIONS, JobName, JobPayloads, JobsService, QUEUE_NAMES } from '@app/server/core/jobs';

interface Schedule<N extends JobName = JobName> {
  job: N;
  /** A number, or read from the config where operators (and tests) may change the period. */
  everyMs: number | ((config: AppConfig) => number);
  data: () => JobPayloads[N];
}

/** Every repeatable job, in one place. The scheduler id is the job name, so there is one schedule per job. */
export const SCHEDULES: readonly Schedule[] = [
  { job: 'system.record-heartbeat', everyMs: 60_000, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'images.delete-temporary', everyMs: 3_600_000, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'posts.prune-windows', everyMs: 3_600_000, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'notifications.send-welcomes', everyMs: (config) => config.welcomeEveryMs, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'notifications.prune-receipts', everyMs: 3_600_000, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'notifications.deliver-announcements', everyMs: (config) => config.announcementsEveryMs, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'analytics.record-site-stats', everyMs: (config) => config.analyticsSnapshotEveryMs, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'analytics.prune-events', everyMs: 3_600_000, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'ipblocks.expire-blocks', everyMs: 100_000, data: () => ({ requestedAt: new Date().toISOString() }) },
];

/** How often a worker checks that every schedule still exists in Redis (one lookup per schedule). */
export const SCHEDULES_CHECK_MS = 10_000;

/**
 * Declares the schedules in Redis at start-up. `upsertJobScheduler` is idempotent (one Lua script: the
 * scheduler id is the job name, its next job id follows from it), so any number of workers declaring together
 * keep one scheduler and one next job per job; schedulers no longer listed above are removed.
 *
 * Redis may come back empty (a restart without persistence, a failover): the schedulers are then gone while
 * the worker reconnects as if nothing happened. So each worker declares the missing ones again when one of
 * its queue connections is ready again and, for a flush without a reconnect, every SCHEDULES_CHECK_MS
 * (docs/security.md, "Faults").
 */
@Injectable()
export class Schedules implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Schedules.name);
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly jobs: JobsService,
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const schedule of SCHEDULES) await this.declare(schedule);
    const declared = new Set<string>(SCHEDULES.map((s) => s.job));
    for (const queueName of QUEUE_NAMES) {
      const queue = this.queue(queueName);
      for (const scheduler of await queue.getJobSchedulers()) {
        if (declared.has(scheduler.key)) continue;
        await queue.removeJobScheduler(scheduler.key);
        this.logger.log(`removed schedule ${scheduler.key}: no longer declared`);
      }
      (await redisClientOf(queue))?.on('ready', () => this.checkSoon());
    }
    this.timer = setInterval(() => this.checkSoon(), SCHEDULES_CHECK_MS);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Declares again the schedules Redis lost; one check at a time, failures (Redis still down) wait for the next. */
  checkSoon(): void {
    if (this.checking || this.stopped) return;
    this.checking = this.redeclareMissing()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`schedule check: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.checking = null));
  }

  async redeclareMissing(): Promise<string[]> {
    const redeclared: string[] = [];
    for (const schedule of SCHEDULES) {
      if (this.stopped) break;
      if (await this.jobs.queueFor(schedule.job).getJobScheduler(schedule.job)) continue;
      await this.declare(schedule);
      redeclared.push(schedule.job);
    }
    if (redeclared.length) this.logger.warn(`schedules missing in Redis, declared again: ${redeclared.join(', ')}`);
    return redeclared;
  }

  private async declare(schedule: Schedule): Promise<void> {
    const every = typeof schedule.everyMs === 'number' ? schedule.everyMs : schedule.everyMs(this.config);
    await this.jobs
      .queueFor(schedule.job)
      .upsertJobScheduler(schedule.job, { every }, { name: schedule.job, data: schedule.data(), opts: DEFAULT_JOB_OPTIONS });
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}

/** The queue's own Redis connection (BullMQ's Redis backend exposes it; another backend may not). */
async function redisClientOf(queue: Queue): Promise<{ on(event: 'ready', listener: () => void): unknown } | undefined> {
  const backend = queue.getBackend() as { client?: Promise<{ on(event: 'ready', listener: () => void): unknown }> };
  return backend.client;
}
