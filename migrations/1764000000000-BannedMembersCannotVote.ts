import { MigrationInterface, QueryRunner } from 'typeorm';
import { AsyncVoteCommit1763900000000 } from './1763900000000-AsyncVoteCommit';

/**
 * A member banned from a community cannot vote on its posts: `post_vote` answers the outcome `banned` (the
 * api's 403 banned-from-community) before it touches anything, in the same statement, so a vote still takes
 * one round trip. The body restates 1763900000000's with the ban check added; this file holds the current
 * text of the function, which is where the vote rules live (docs/architecture.md "Counters and concurrency").
 */
export class BannedMembersCannotVote1764000000000 implements MigrationInterface {
  name = 'BannedMembersCannotVote1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION post_vote(p_post_id varchar, p_user_id varchar, p_up boolean,
                                OUT outcome text, OUT vote_from text, OUT vote_to text, OUT post posts)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_author varchar;
        v_community varchar;
        v_locked timestamptz;
        v_up boolean;
        v_new boolean := false;
        d_up integer;
        d_down integer;
      BEGIN
        -- The vote's transaction commits without waiting for its WAL to reach the disk (docs/architecture.md
        -- "Votes"): set here, for this transaction only, so every caller of the function gets it.
        PERFORM set_config('synchronous_commit', 'off', true);
        SELECT p.user_id, p.community_id, p.locked_at INTO v_author, v_community, v_locked FROM posts p WHERE p.id = p_post_id FOR UPDATE;
        IF NOT FOUND THEN outcome := 'not_found'; RETURN; END IF;
        IF v_locked IS NOT NULL THEN outcome := 'locked'; RETURN; END IF;
        -- A member banned from the post's community has no say in it: no vote, as no post or comment.
        IF EXISTS (SELECT 1 FROM community_bans b WHERE b.community_id = v_community AND b.user_id = p_user_id
                   AND (b.expires_at IS NULL OR b.expires_at > now())) THEN
          outcome := 'banned'; RETURN;
        END IF;
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
    await new AsyncVoteCommit1763900000000().up(q);
  }
}
