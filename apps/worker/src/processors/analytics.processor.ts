import { Processor } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { AnalyticsRetentionService, SiteStatsService } from '@app/server/analytics';
import { AppConfig } from '@app/server/core/config';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `analytics`: routes each job to its service. */
@Processor('analytics', { autorun: false })
export class AnalyticsProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly siteStats: SiteStatsService,
    private readonly retention: AnalyticsRetentionService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'analytics'>): Promise<unknown> {
    switch (job.name) {
      case 'analytics.record-site-stats':
        return this.siteStats.recordSnapshot();
      case 'analytics.prune-events':
        return this.retention.prune();
      default: {
        const unknownJob: never = job;
        throw new UnrecoverableError(`queue analytics has no job named ${String((unknownJob as Job).name)}`);
      }
    }
  }
}
