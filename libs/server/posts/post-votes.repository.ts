import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '@app/server/core/database';
import { POST_COLUMNS, PostRecord, PostRow, toPostRecord } from './post.types';
import { VoteState } from './vote-transitions';

export type PostVoteResult =
  | { outcome: 'not_found' }
  | { outcome: 'locked' }
  | { outcome: 'ok'; from: VoteState; to: VoteState; post: PostRecord };

/** Post votes and the counters they move. */
@Injectable()
export class PostVotesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The whole vote in one statement: the `post_vote` function (migration 1763799000000) locks the post,
   * toggles the vote as vote-transitions.ts does, moves counters, hotness, windows and karma, and answers
   * the post row as the vote left it. A single statement is atomic: no BEGIN/COMMIT round trips.
   */
  async vote(postId: string, userId: string, up: boolean): Promise<PostVoteResult> {
    const rows = await queryRows<PostRow & { outcome: 'ok' | 'not_found' | 'locked'; vote_from: VoteState; vote_to: VoteState }>(
      this.db,
      `SELECT v.outcome, v.vote_from, v.vote_to, ${POST_COLUMNS}
       FROM post_vote($1, $2, $3) v LEFT JOIN LATERAL (SELECT (v.post).*) p ON true`,
      [postId, userId, up],
    );
    const row = rows[0];
    if (row?.outcome === 'locked') return { outcome: 'locked' };
    if (!row || row.outcome !== 'ok') return { outcome: 'not_found' };
    return { outcome: 'ok', from: row.vote_from, to: row.vote_to, post: toPostRecord(row) };
  }
}
