import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '@app/server/core/database';

/** What a vote call did to the voter's vote. */
export type VoteOutcome = 'added' | 'removed' | 'changed';

export interface VoteResult {
  outcome: VoteOutcome;
  upvotes: number;
  downvotes: number;
}

/**
 * One statement moves the vote row, the comment's counters and the author's points together, from the
 * stored state (docs/api/rules.md §7): a new or removed upvote and a flip count ±1 point for the author,
 * never for the author's own votes nor for votes cast by new accounts. Callers hold the comment's row
 * lock, so the `old` read below cannot be overtaken by the same voter. Like a post vote, the transaction
 * then commits without waiting for its WAL flush (docs/architecture.md "Counters and concurrency").
 */
const VOTE_SQL = `
WITH old AS (
  SELECT (SELECT up FROM comment_votes WHERE comment_id = $1 AND user_id = $2) AS up,
         (SELECT voter_was_new FROM comment_votes WHERE comment_id = $1 AND user_id = $2) AS was_new
),
next AS (
  SELECT old.up AS old_up, CASE WHEN old.up IS NULL THEN $3::boolean WHEN old.up = $3::boolean THEN NULL ELSE $3::boolean END AS new_up,
         coalesce(old.was_new, $4::boolean) AS was_new
  FROM old
),
deltas AS (
  SELECT old_up, new_up, was_new,
         (new_up IS TRUE)::int - (old_up IS TRUE)::int AS up_delta,
         (new_up IS FALSE)::int - (old_up IS FALSE)::int AS down_delta
  FROM next
),
removed AS (
  DELETE FROM comment_votes v USING deltas d
  WHERE v.comment_id = $1 AND v.user_id = $2 AND d.old_up IS NOT NULL AND d.new_up IS NULL RETURNING 1
),
changed AS (
  UPDATE comment_votes v SET up = d.new_up FROM deltas d
  WHERE v.comment_id = $1 AND v.user_id = $2 AND d.old_up IS NOT NULL AND d.new_up IS NOT NULL RETURNING 1
),
added AS (
  INSERT INTO comment_votes (comment_id, user_id, up, voter_was_new)
  SELECT $1, $2, d.new_up, d.was_new FROM deltas d WHERE d.old_up IS NULL
  ON CONFLICT DO NOTHING RETURNING 1
),
applied AS (
  SELECT d.*, (SELECT count(*) FROM removed) + (SELECT count(*) FROM changed) + (SELECT count(*) FROM added) AS rows_moved FROM deltas d
),
counted AS (
  UPDATE comments c SET upvotes = c.upvotes + a.up_delta, downvotes = c.downvotes + a.down_delta
  FROM applied a WHERE c.id = $1 AND a.rows_moved = 1
  RETURNING c.user_id, c.upvotes, c.downvotes
),
karma AS (
  UPDATE users u SET points = u.points + a.up_delta
  FROM applied a, counted k
  WHERE u.id = k.user_id AND k.user_id <> $2 AND NOT a.was_new AND a.up_delta <> 0
  RETURNING 1
)
SELECT a.old_up, a.new_up, a.rows_moved::int AS rows_moved, k.upvotes, k.downvotes, (SELECT count(*) FROM karma)::int AS karma,
       set_config('synchronous_commit', 'off', true) AS commit_mode
FROM applied a LEFT JOIN counted k ON true`;

interface VoteRow {
  old_up: boolean | null;
  new_up: boolean | null;
  rows_moved: number;
  upvotes: number | null;
  downvotes: number | null;
}

@Injectable()
export class CommentVotesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The viewer's votes among `commentIds`: comment id → up (true) or down (false). */
  async votesOf(userId: string, commentIds: readonly string[]): Promise<Map<string, boolean>> {
    if (!commentIds.length) return new Map();
    const rows = await queryRows<{ comment_id: string; up: boolean }>(
      this.db,
      `SELECT comment_id, up FROM comment_votes WHERE user_id = $1 AND comment_id = ANY($2)`,
      [userId, commentIds],
    );
    return new Map(rows.map((r) => [r.comment_id, r.up]));
  }

  /** The author's automatic upvote on a new comment: counted, but worth no points (docs/api/rules.md §7). */
  async addSelfUpvote(tx: EntityManager, commentId: string, userId: string): Promise<void> {
    await tx.query(
      `WITH added AS (INSERT INTO comment_votes (comment_id, user_id, up) VALUES ($1, $2, true) ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE comments SET upvotes = upvotes + (SELECT count(*) FROM added) WHERE id = $1`,
      [commentId, userId],
    );
  }

  /** Applies the toggle rules of docs/api/posts.md to the voter's vote; null when a racing insert won (already voted). */
  async vote(tx: EntityManager, commentId: string, voterId: string, up: boolean, voterWasNew: boolean): Promise<VoteResult | null> {
    const [row] = await queryRows<VoteRow>(tx, VOTE_SQL, [commentId, voterId, up, voterWasNew]);
    if (!row || row.rows_moved !== 1 || row.upvotes === null || row.downvotes === null) return null;
    const outcome: VoteOutcome = row.old_up === null ? 'added' : row.new_up === null ? 'removed' : 'changed';
    return { outcome, upvotes: row.upvotes, downvotes: row.downvotes };
  }
}
