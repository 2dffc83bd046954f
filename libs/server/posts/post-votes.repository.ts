import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows, retryOnConflict } from '@app/server/core/database';
import { DomainEventPayloads, outboxInsertCte, RecordedEvent, recordedInStatement } from '@app/server/core/events';
import { POST_COLUMNS, PostRecord, PostRow, toPostRecord, VoteState } from './post.types';
import { PostVisit } from './post-views.repository';

export type PostVoteResult =
  | { outcome: 'not_found' }
  | { outcome: 'locked' }
  | { outcome: 'banned' }
  | { outcome: 'ok'; from: VoteState; to: VoteState; post: PostRecord; visit: PostVisit | null; upvoted: RecordedEvent<'content.upvoted'> | null };

/** The `content.upvoted` payload but for the author, whom the vote's statement reads from the post. */
export type UpvoteEvent = Omit<DomainEventPayloads['content.upvoted'], 'authorId'>;

/** Post votes and the counters they move. */
@Injectable()
export class PostVotesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The whole vote in one statement: the `post_vote` function (its current text is in migration
   * 1764000000000) locks the post, refuses a locked post or a voter banned from its community, toggles the
   * vote, moves counters, hotness, windows and karma, and answers the post row as the vote left it. A single statement is atomic: no BEGIN/COMMIT round trips.
   * A new upvote of someone else's post writes its `content.upvoted` event (`event`, plus the author) to the
   * outbox in the same statement, so the author's notification survives a crash right after the commit.
   * The voter's visit of the post comes with it, so the answer's Post does not read it again.
   */
  async vote(postId: string, userId: string, up: boolean, event: UpvoteEvent): Promise<PostVoteResult> {
    // One statement, atomic: when it loses a deadlock (it locks the post, then the author's row; another write
    // may take them the other way round) nothing of it happened, so it runs again.
    // `vote` is referenced twice, so PostgreSQL runs it once (a materialised CTE), before the event reads it.
    const rows = await retryOnConflict(() =>
      queryRows<
        PostRow & {
          outcome: 'ok' | 'not_found' | 'locked' | 'banned';
          vote_from: VoteState;
          vote_to: VoteState;
          visit_last_visit_at: Date | null;
          visit_seen_comments: number | null;
          event_id: string | null;
          event_payload: DomainEventPayloads['content.upvoted'] | null;
        }
      >(
        this.db,
        `WITH vote AS (SELECT * FROM post_vote($1, $2, $3)),
       ${outboxInsertCte(
         'upvoted',
         'content.upvoted',
         `SELECT $4::jsonb || jsonb_build_object('authorId', (v.post).user_id) FROM vote v
          WHERE v.outcome = 'ok' AND v.vote_from = 'none' AND v.vote_to = 'up' AND (v.post).user_id <> $2`,
       )}
       SELECT v.outcome, v.vote_from, v.vote_to, ${POST_COLUMNS},
              pv.last_visit_at AS visit_last_visit_at, pv.seen_comments AS visit_seen_comments,
              (SELECT id FROM upvoted) AS event_id, (SELECT payload FROM upvoted) AS event_payload
       FROM vote v LEFT JOIN LATERAL (SELECT (v.post).*) p ON true
       LEFT JOIN post_visits pv ON pv.user_id = $2 AND pv.post_id = p.id`,
        [postId, userId, up, JSON.stringify(event)],
      ),
    );
    const row = rows[0];
    if (row?.outcome === 'locked') return { outcome: 'locked' };
    if (row?.outcome === 'banned') return { outcome: 'banned' };
    if (!row || row.outcome !== 'ok') return { outcome: 'not_found' };
    const visit = row.visit_last_visit_at ? { lastVisitAt: row.visit_last_visit_at, seenComments: row.visit_seen_comments ?? 0 } : null;
    const upvoted = row.event_id && row.event_payload ? recordedInStatement('content.upvoted', row.event_id, row.event_payload) : null;
    return { outcome: 'ok', from: row.vote_from, to: row.vote_to, post: toPostRecord(row), visit, upvoted };
  }
}
