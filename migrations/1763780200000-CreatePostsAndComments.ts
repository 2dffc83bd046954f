import { MigrationInterface, QueryRunner } from 'typeorm';

const NOT_DELETED = 'WHERE deleted_at IS NULL';

/**
 * Posts, comments, votes, the top windows, hidden posts and visits. Every feed sort has an index in
 * its own order (site-wide and per community), so a feed page is one index range scan (docs/api-notes.md).
 */
export class CreatePostsAndComments1763780200000 implements MigrationInterface {
  name = 'CreatePostsAndComments1763780200000';

  async up(q: QueryRunner): Promise<void> {
    // docs/api/rules.md §5.1 (whole seconds of the creation time), in SQL so a vote recomputes hotness in the
    // same statement that moves the counts.
    await q.query(`
      CREATE FUNCTION post_hotness(upvotes integer, created_at timestamptz) RETURNS bigint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN s = 0 THEN 0::bigint ELSE round((log(s::numeric) + floor(extract(epoch FROM created_at))::numeric / 45000) * 10000000)::bigint END
        FROM (SELECT CASE
                WHEN upvotes <= 0 THEN 0
                WHEN upvotes <= 3 THEN upvotes
                WHEN upvotes <= 10 THEN 3 + 3 * (upvotes - 3)
                WHEN upvotes <= 20 THEN 24 + 4 * (upvotes - 10)
                WHEN upvotes <= 40 THEN 64 + 5 * (upvotes - 20)
                ELSE 164 + 6 * (upvotes - 40) END AS s) weighted
      $$`);
    await q.query(`
      CREATE TABLE posts (
        id varchar(24) COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        public_id varchar(8) COLLATE "C" NOT NULL UNIQUE,
        type text NOT NULL CHECK (type IN ('text', 'image', 'link')),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        user_group text NOT NULL DEFAULT 'normal' CHECK (user_group IN ('normal', 'mods', 'admins')),
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        title text NOT NULL,
        body text,
        link_url text,
        link_hostname text,
        link_image_id varchar(24) COLLATE "C",
        locked_at timestamptz,
        locked_by varchar(24) COLLATE "C" REFERENCES users (id),
        locked_by_group text CHECK (locked_by_group IN ('normal', 'mods', 'admins')),
        upvotes integer NOT NULL DEFAULT 0 CHECK (upvotes >= 0),
        downvotes integer NOT NULL DEFAULT 0 CHECK (downvotes >= 0),
        points integer GENERATED ALWAYS AS (upvotes - downvotes) STORED,
        hotness bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        edited_at timestamptz,
        last_activity_at timestamptz NOT NULL,
        deleted_at timestamptz,
        deleted_by varchar(24) COLLATE "C" REFERENCES users (id),
        deleted_as text CHECK (deleted_as IN ('normal', 'mods', 'admins')),
        deleted_content_at timestamptz,
        deleted_content_by varchar(24) COLLATE "C" REFERENCES users (id),
        deleted_content_as text CHECK (deleted_content_as IN ('normal', 'mods', 'admins')),
        no_comments integer NOT NULL DEFAULT 0,
        pinned_at timestamptz,
        pinned_site_at timestamptz,
        announced_at timestamptz
      )`);
    const postIndexes: [string, string][] = [
      ['posts_hot_idx', '(hotness DESC, id DESC)'],
      ['posts_latest_idx', '(id DESC)'],
      ['posts_activity_idx', '(last_activity_at DESC, id DESC)'],
      ['posts_points_idx', '(points DESC, id DESC)'],
      ['posts_community_hot_idx', '(community_id, hotness DESC, id DESC)'],
      ['posts_community_latest_idx', '(community_id, id DESC)'],
      ['posts_community_activity_idx', '(community_id, last_activity_at DESC, id DESC)'],
      ['posts_community_points_idx', '(community_id, points DESC, id DESC)'],
    ];
    for (const [name, columns] of postIndexes) await q.query(`CREATE INDEX ${name} ON posts ${columns} ${NOT_DELETED}`);
    await q.query(`CREATE INDEX posts_user_idx ON posts (user_id, id DESC)`);
    await q.query(`CREATE INDEX posts_community_deleted_idx ON posts (community_id, deleted_at DESC) WHERE deleted_at IS NOT NULL`);
    await q.query(`CREATE INDEX posts_community_locked_idx ON posts (community_id, locked_at DESC) WHERE locked_at IS NOT NULL AND deleted_at IS NULL`);
    await q.query(`CREATE INDEX posts_pinned_idx ON posts (community_id, pinned_at) WHERE pinned_at IS NOT NULL`);
    await q.query(`CREATE INDEX posts_pinned_site_idx ON posts (pinned_site_at) WHERE pinned_site_at IS NOT NULL`);

    // The day/week/month/year windows (docs/api/rules.md §5.2): points mirrored on every vote; rows older
    // than their window are dropped hourly, and queries also bound created_at, so stale rows never show.
    await q.query(`
      CREATE TABLE post_windows (
        window_days smallint NOT NULL CHECK (window_days IN (1, 7, 30, 365)),
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        community_id varchar(24) COLLATE "C" NOT NULL,
        points integer NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (window_days, post_id)
      )`);
    await q.query(`CREATE INDEX post_windows_top_idx ON post_windows (window_days, points DESC, post_id DESC)`);
    await q.query(`CREATE INDEX post_windows_community_top_idx ON post_windows (window_days, community_id, points DESC, post_id DESC)`);

    await q.query(`
      CREATE TABLE post_votes (
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        up boolean NOT NULL,
        voter_was_new boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX post_votes_user_idx ON post_votes (user_id, post_id)`);

    await q.query(`
      CREATE TABLE hidden_posts (
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (user_id, post_id)
      )`);
    await q.query(`CREATE INDEX hidden_posts_user_time_idx ON hidden_posts (user_id, created_at)`);

    await q.query(`
      CREATE TABLE post_visits (
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        first_visit_at timestamptz NOT NULL DEFAULT now(),
        last_visit_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, post_id)
      )`);

    await q.query(`
      CREATE TABLE comments (
        id varchar(24) COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        post_id varchar(24) COLLATE "C" NOT NULL REFERENCES posts (id),
        community_id varchar(24) COLLATE "C" NOT NULL REFERENCES communities (id),
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        user_group text NOT NULL DEFAULT 'normal' CHECK (user_group IN ('normal', 'mods', 'admins')),
        parent_id varchar(24) COLLATE "C" REFERENCES comments (id),
        depth smallint NOT NULL DEFAULT 0 CHECK (depth BETWEEN 0 AND 15),
        ancestors varchar(24)[] COLLATE "C",
        no_replies integer NOT NULL DEFAULT 0,
        no_replies_direct integer NOT NULL DEFAULT 0,
        body text NOT NULL,
        upvotes integer NOT NULL DEFAULT 0 CHECK (upvotes >= 0),
        downvotes integer NOT NULL DEFAULT 0 CHECK (downvotes >= 0),
        points integer GENERATED ALWAYS AS (upvotes - downvotes) STORED,
        created_at timestamptz NOT NULL,
        edited_at timestamptz,
        deleted_at timestamptz,
        deleted_by varchar(24) COLLATE "C" REFERENCES users (id),
        deleted_as text CHECK (deleted_as IN ('normal', 'mods', 'admins')),
        locked_at timestamptz,
        locked_by varchar(24) COLLATE "C" REFERENCES users (id),
        locked_by_group text CHECK (locked_by_group IN ('normal', 'mods', 'admins'))
      )`);
    await q.query(`CREATE INDEX comments_post_top_idx ON comments (post_id, upvotes DESC, id DESC)`);
    await q.query(`CREATE INDEX comments_parent_idx ON comments (parent_id, id)`);
    await q.query(`CREATE INDEX comments_ancestors_idx ON comments USING gin (ancestors)`);
    await q.query(`CREATE INDEX comments_user_idx ON comments (user_id, id DESC)`);

    await q.query(`
      CREATE TABLE comment_votes (
        comment_id varchar(24) COLLATE "C" NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        user_id varchar(24) COLLATE "C" NOT NULL REFERENCES users (id),
        up boolean NOT NULL,
        voter_was_new boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
    await q.query(`CREATE INDEX comment_votes_user_idx ON comment_votes (user_id, comment_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['comment_votes', 'comments', 'post_visits', 'hidden_posts', 'post_votes', 'post_windows', 'posts']) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP FUNCTION post_hotness(integer, timestamptz)`);
  }
}
