import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
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
  { job: 'notifications.deliver-announcements', everyMs: (config) => config.announcementsEveryMs, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'analytics.record-site-stats', everyMs: (config) => config.analyticsSnapshotEveryMs, data: () => ({ requestedAt: new Date().toISOString() }) },
  { job: 'ipblocks.expire-blocks', everyMs: 100_000, data: () => ({ requestedAt: new Date().toISOString() }) },
];

/**
 * Declares the schedules in Redis at start-up. `upsertJobScheduler` is idempotent, so any number of workers
 * starting together keep one scheduler per job; schedulers no longer listed above are removed.
 */
@Injectable()
export class Schedules implements OnApplicationBootstrap {
  private readonly logger = new Logger(Schedules.name);

  constructor(
    private readonly jobs: JobsService,
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const schedule of SCHEDULES) {
      const every = typeof schedule.everyMs === 'number' ? schedule.everyMs : schedule.everyMs(this.config);
      await this.jobs
        .queueFor(schedule.job)
        .upsertJobScheduler(schedule.job, { every }, { name: schedule.job, data: schedule.data(), opts: DEFAULT_JOB_OPTIONS });
    }
    const declared = new Set<string>(SCHEDULES.map((s) => s.job));
    for (const queueName of QUEUE_NAMES) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(queueName), { strict: false });
      for (const scheduler of await queue.getJobSchedulers()) {
        if (declared.has(scheduler.key)) continue;
        await queue.removeJobScheduler(scheduler.key);
        this.logger.log(`removed schedule ${scheduler.key}: no longer declared`);
      }
    }
  }
}
