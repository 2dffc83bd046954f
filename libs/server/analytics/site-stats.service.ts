import { Injectable } from '@nestjs/common';
import { ANALYTICS_EVENTS, BasicSiteStats } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { CommentStatsService } from '@app/server/comments';
import { PostStatsService } from '@app/server/posts';
import { PushSubscriptionsService } from '@app/server/push';
import { UserStatsService } from '@app/server/users';
import { AnalyticsEventsRepository } from './analytics-events.repository';
import { BSS_EVENT } from './bss-query';

const DAY_MS = 86_400_000;

/**
 * The hourly basic site statistics (docs/api/rules.md §17), stored as one `bss` analytics event. Each
 * number is asked of the area that owns it; `pwa_installs` counts `pwa_use` events, the meaning the
 * contract intends (upstream counts every analytics row, snapshots included).
 */
@Injectable()
export class SiteStatsService {
  static readonly JOB = 'analytics.record-site-stats';

  constructor(
    private readonly events: AnalyticsEventsRepository,
    private readonly users: UserStatsService,
    private readonly posts: PostStatsService,
    private readonly comments: CommentStatsService,
    private readonly push: PushSubscriptionsService,
    private readonly clock: Clock,
  ) {}

  /** Computes and stores one snapshot; the snapshot and its `job_runs` row commit together. */
  async recordSnapshot(): Promise<BasicSiteStats> {
    const now = this.clock.now();
    const stats = await this.compute(now);
    await this.events.transaction(async (tx) => {
      await this.events.insert({ name: BSS_EVENT, uniqueKey: null, userId: null, payload: JSON.stringify(stats), createdAt: now }, tx);
      await this.events.recordRun(tx, SiteStatsService.JOB, now, stats);
    });
    return stats;
  }

  async compute(now: Date): Promise<BasicSiteStats> {
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [activity, pwaInstalls, pushSubscriptions, postsDay, postsWeek, commentsDay, commentsWeek] = await Promise.all([
      this.users.activity(now),
      this.events.countNamed(ANALYTICS_EVENTS.pwaUse),
      this.push.countAll(),
      this.posts.createdSince(ago(1)),
      this.posts.createdSince(ago(7)),
      this.comments.createdSince(ago(1)),
      this.comments.createdSince(ago(7)),
    ]);
    return {
      version: 0,
      users_day: activity.activeDay,
      users_week: activity.activeWeek,
      users_month: activity.activeMonth,
      return_users_day: activity.returningDay,
      return_users_week: activity.returningWeek,
      return_users_month: activity.returningMonth,
      signups: activity.accounts,
      pwa_installs: pwaInstalls,
      notifications_enabled: pushSubscriptions,
      posts_day: postsDay,
      posts_week: postsWeek,
      comments_day: commentsDay,
      comments_week: commentsWeek,
    };
  }
}
