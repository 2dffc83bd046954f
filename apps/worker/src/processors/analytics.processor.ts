import { Processor } from '@nestjs/bullmq';
import { AnalyticsRetentionService, SiteStatsService } from '@app/server/analytics';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `analytics`: routes each job to its service. */
@Processor('analytics', { autorun: false })
export class AnalyticsProcessor extends QueueProcessor<'analytics'> {
  protected readonly handlers: JobHandlers<'analytics'> = {
    'analytics.record-site-stats': () => this.siteStats.recordSnapshot(),
    'analytics.prune-events': () => this.retention.prune(),
  };

  constructor(
    private readonly siteStats: SiteStatsService,
    private readonly retention: AnalyticsRetentionService,
  ) {
    super();
  }
}
