import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A post vote as one statement (one round trip per vote): `post_vote(post, voter, up)` locks the post, toggles the vote
 * (pressing the button of the current vote removes it), moves the post's counters and
 * hotness, mirrors its points into the top windows and moves the author's karma (not for one's own post,
 * nor for a vote of a "new voter": docs/api/rules.md §7), in the caller's statement, so the api needs neither
 * BEGIN nor COMMIT. It answers the outcome, the vote before and after, and the post row after the vote
 * (a statement's snapshot would not see the function's own writes; the row returned does).
 */
export class PostVoteFunction1763799000000 implements MigrationInterface {
  name = 'PostVoteFunction1763799000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION post_vote(p_post_id varchar, p_user_id varchar, p_up boolean,
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
  }
}
