import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows, ReadOnlyDatabase } from '@app/server/core/database';
import { noteWriteInRequest } from '@app/server/core/request-context';

/** The viewer's last visit: when, and how many comments the post had then (their own since added). */
export interface PostVisit {
  lastVisitAt: Date;
  seenComments: number;
}

/** Per-viewer facts about a page of posts, one query each whatever the page size. */
@Injectable()
export class PostViewsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  async votesOf(userId: string, postIds: readonly string[]): Promise<Map<string, boolean>> {
    if (!postIds.length) return new Map();
    const rows = await this.reads.rows<{ post_id: string; up: boolean }>(`SELECT post_id, up FROM post_votes WHERE user_id = $1 AND post_id = ANY($2)`, [
      userId,
      postIds,
    ]);
    return new Map(rows.map((r) => [r.post_id, r.up]));
  }

  async visitsOf(userId: string, postIds: readonly string[]): Promise<Map<string, PostVisit>> {
    if (!postIds.length) return new Map();
    const rows = await this.reads.rows<{ post_id: string; last_visit_at: Date; seen_comments: number }>(
      `SELECT post_id, last_visit_at, seen_comments FROM post_visits WHERE user_id = $1 AND post_id = ANY($2)`,
      [userId, postIds],
    );
    return new Map(rows.map((r) => [r.post_id, { lastVisitAt: r.last_visit_at, seenComments: r.seen_comments }]));
  }

  /** `votesOf` and `visitsOf` in one statement, for a page that needs both (a member's feed). */
  async votesAndVisitsOf(userId: string, postIds: readonly string[]): Promise<{ votes: Map<string, boolean>; visits: Map<string, PostVisit> }> {
    if (!postIds.length) return { votes: new Map(), visits: new Map() };
    const rows = await this.reads.rows<{ post_id: string; up: boolean | null; last_visit_at: Date | null; seen_comments: number | null }>(
      `SELECT p.id AS post_id, v.up, pv.last_visit_at, pv.seen_comments FROM unnest($2::varchar[]) AS p(id)
       LEFT JOIN post_votes v ON v.user_id = $1 AND v.post_id = p.id
       LEFT JOIN post_visits pv ON pv.user_id = $1 AND pv.post_id = p.id
       WHERE v.post_id IS NOT NULL OR pv.post_id IS NOT NULL`,
      [userId, postIds],
    );
    const votes = new Map<string, boolean>();
    const visits = new Map<string, PostVisit>();
    for (const r of rows) {
      if (r.up !== null) votes.set(r.post_id, r.up);
      if (r.last_visit_at !== null) visits.set(r.post_id, { lastVisitAt: r.last_visit_at, seenComments: r.seen_comments ?? 0 });
    }
    return { votes, visits };
  }

  /**
   * Records a visit and answers the previous one (the post page shows the state before this visit). The page
   * waits for this statement, so it commits without waiting for its WAL flush, as votes do: a crash can lose
   * the last moments' visits, which only shows some comments as new again.
   */
  async recordVisit(userId: string, postId: string): Promise<PostVisit | null> {
    noteWriteInRequest();
    const rows = await queryRows<{ last_visit_at: Date | null; seen_comments: number | null }>(
      this.db,
      `WITH previous AS (SELECT last_visit_at, seen_comments FROM post_visits WHERE user_id = $1 AND post_id = $2)
       INSERT INTO post_visits (user_id, post_id, seen_comments) VALUES ($1, $2, (SELECT no_comments FROM posts WHERE id = $2))
       ON CONFLICT (user_id, post_id) DO UPDATE SET last_visit_at = now(), seen_comments = EXCLUDED.seen_comments
       RETURNING (SELECT last_visit_at FROM previous), (SELECT seen_comments FROM previous), set_config('synchronous_commit', 'off', true) AS commit_mode`,
      [userId, postId],
    );
    const previous = rows[0];
    return previous?.last_visit_at ? { lastVisitAt: previous.last_visit_at, seenComments: previous.seen_comments ?? 0 } : null;
  }
}
