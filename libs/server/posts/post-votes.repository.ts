import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '@app/server/core/database';
import { VoteDeltas, VoteState } from './vote-transitions';

export interface LockedPostForVote {
  id: string;
  userId: string;
  lockedAt: Date | null;
}

/** Post votes and the counters they move. Every method runs in the vote's transaction. */
@Injectable()
export class PostVotesRepository {
  /** Locks the post row: concurrent votes on one post run one after another, so none is lost. */
  async lockPost(tx: EntityManager, postId: string): Promise<LockedPostForVote | null> {
    const rows = await queryRows<{ id: string; user_id: string; locked_at: Date | null }>(tx, `SELECT id, user_id, locked_at FROM posts WHERE id = $1 FOR UPDATE`, [postId]);
    return rows[0] ? { id: rows[0].id, userId: rows[0].user_id, lockedAt: rows[0].locked_at } : null;
  }

  async currentVote(tx: EntityManager, postId: string, userId: string): Promise<{ state: VoteState; voterWasNew: boolean }> {
    const rows = await queryRows<{ up: boolean; voter_was_new: boolean }>(tx, `SELECT up, voter_was_new FROM post_votes WHERE post_id = $1 AND user_id = $2`, [postId, userId]);
    if (!rows[0]) return { state: 'none', voterWasNew: false };
    return { state: rows[0].up ? 'up' : 'down', voterWasNew: rows[0].voter_was_new };
  }

  async writeVote(tx: EntityManager, postId: string, userId: string, to: VoteState, voterWasNew: boolean): Promise<void> {
    if (to === 'none') {
      await tx.query(`DELETE FROM post_votes WHERE post_id = $1 AND user_id = $2`, [postId, userId]);
      return;
    }
    await tx.query(
      `INSERT INTO post_votes (post_id, user_id, up, voter_was_new) VALUES ($1, $2, $3, $4)
       ON CONFLICT (post_id, user_id) DO UPDATE SET up = EXCLUDED.up`,
      [postId, userId, to === 'up', voterWasNew],
    );
  }

  /** Counters and hotness from the stored counts, and the top windows mirrored, in two statements. */
  async applyCounts(tx: EntityManager, postId: string, deltas: VoteDeltas): Promise<void> {
    const rows = await queryRows<{ points: number }>(
      tx,
      `UPDATE posts SET upvotes = upvotes + $2, downvotes = downvotes + $3, hotness = post_hotness(upvotes + $2, created_at)
       WHERE id = $1 RETURNING points`,
      [postId, deltas.upvotes, deltas.downvotes],
    );
    await tx.query(`UPDATE post_windows SET points = $2 WHERE post_id = $1`, [postId, rows[0].points]);
  }
}
