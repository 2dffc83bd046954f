import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '@app/server/core/database';
import { PostStatsService } from './post-stats.service';

/**
 * Hourly: drops top-window rows older than their window (docs/api/rules.md §5.2). Feeds also bound
 * `created_at`, so this keeps the windows small rather than correct.
 */
@Injectable()
export class PostWindowsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async prune(): Promise<{ removed: number }> {
    const rows = await queryRows<{ post_id: string }>(
      this.db,
      `DELETE FROM post_windows WHERE created_at < now() - make_interval(days => window_days) RETURNING post_id`,
    );
    return { removed: rows.length };
  }
}

/** Whether a post still stands, for background work about it (an announcement stops when its post is deleted). */
@Injectable()
export class PostLiveness {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isLive(postId: string): Promise<boolean> {
    const rows = await queryRows<unknown>(this.db, `SELECT 1 FROM posts WHERE id = $1 AND deleted_at IS NULL`, [postId]);
    return rows.length > 0;
  }
}

/** What the worker needs of posts: no HTTP-facing services, only maintenance, the liveness check and counts. */
@Module({ providers: [PostWindowsService, PostLiveness, PostStatsService], exports: [PostWindowsService, PostLiveness, PostStatsService] })
export class PostMaintenanceModule {}
