import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { SiteStatsService } from '@app/server/analytics';
import { AppConfig } from '@app/server/core/config';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `analytics`: routes each job to its service. */
@Processor('analytics', { autorun: false })
export class AnalyticsProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly siteStats: SiteStatsService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'analytics'>): Promise<unknown> {
    switch (job.name) {
      case 'analytics.record-site-stats':
        return this.siteStats.recordSnapshot();
      default: {
        const unknownJob: never = job.name;
        throw new UnrecoverableError(`queue analytics has no job named ${String(unknownJob)}`);
      }
    }
  }
}
