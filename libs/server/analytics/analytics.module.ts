import { Module } from '@nestjs/common';
import { CommentStatsModule } from '@app/server/comments';
import { Clock } from '@app/server/core/clock';
import { PostMaintenanceModule } from '@app/server/posts';
import { PushModule } from '@app/server/push';
import { UserStatsModule } from '@app/server/users';
import { AnalyticsEventsRepository } from './analytics-events.repository';
import { AnalyticsRetentionService } from './analytics-retention.service';
import { AnalyticsService } from './analytics.service';
import { SiteStatsService } from './site-stats.service';

/** The api's side: client events and the admins' snapshot pages. */
@Module({
  providers: [AnalyticsService, AnalyticsEventsRepository, Clock],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}

/** The worker's side: the hourly snapshot, with the counts of users, posts and comments, and the retention. */
@Module({
  imports: [UserStatsModule, PostMaintenanceModule, CommentStatsModule, PushModule],
  providers: [SiteStatsService, AnalyticsRetentionService, AnalyticsEventsRepository, Clock],
  exports: [SiteStatsService, AnalyticsRetentionService],
})
export class AnalyticsWorkerModule {}
