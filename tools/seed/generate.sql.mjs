// The generation steps, run in PostgreSQL itself (INSERT … SELECT over generate_series): nothing crosses
// the wire but the statements, which beats COPY from Node on a 2-core machine. Every "random" value is a
// hash of (row number, purpose, seed), so a run is deterministic whatever the plan or the parallelism.
// Each step returns the number of rows it wrote.
//
// The steps come in three phases: HEAD (users, communities, posts) on one connection; then two LANES at
// once on two connections (post votes, windows, memberships and comment votes beside the comment tree,
// which touch none of the same rows; a step's `after` names a step of the other lane it waits for); then TAIL (per-user counters, which need both lanes). The work
// tables seed_posts and seed_comments are UNLOGGED tables, not temp tables, so both connections see them;
// WORK_TABLES lists them for the clean-up.

import { PHRASE_POOL_SQL, textOf, VOCABULARY_SQL } from './vocabulary.mjs';

/** Two fixed threads for the benchmark: a post page of 500 comments, and one with a second (and third) page. */
const BUSY_THREAD_COMMENTS = 500;
const MEGA_THREAD_COMMENTS = 1200;

/** Purposes of the text's draws (below 8 each: see textOf), and of pg_temp.r for its lengths (the other steps use 1 to 12). */
const TEXT = { title: 1, body: 2, about: 3, comment: 4, titleLength: 21, bodyLength: 23, aboutLength: 31, commentLength: 41 };

/** r(a, b): a deterministic number in [0, 1) for row `a`, purpose `b`. */
export const HELPERS = `
CREATE OR REPLACE FUNCTION pg_temp.r(a bigint, b integer) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT ((hashtextextended(a::text || ':' || b, current_setting('seed.n')::bigint) & 9007199254740991)::float8 + 0.5) / 9007199254740992
$$;
CREATE OR REPLACE FUNCTION pg_temp.hex_id(at timestamptz, n bigint) RETURNS varchar
LANGUAGE sql IMMUTABLE AS $$
  SELECT lpad(to_hex((extract(epoch FROM at) * 1000000)::bigint * 1000), 16, '0') || lpad(to_hex(n & 4294967295), 8, '0')
$$;
-- One fixed "now" for the whole run, so ids computed in different statements agree.
CREATE OR REPLACE FUNCTION pg_temp.t0() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT current_setting('seed.t0')::timestamptz $$;
CREATE OR REPLACE FUNCTION pg_temp.user_at(n integer, users integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT pg_temp.t0() - interval '1100 days' + (n::float8 / users) * interval '360 days'
$$;
-- Ids are computed from the row number, so later steps need no join to find them.
CREATE OR REPLACE FUNCTION pg_temp.user_id(n integer, users integer) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT pg_temp.hex_id(pg_temp.user_at(n, users), n)
$$;
CREATE OR REPLACE FUNCTION pg_temp.community_id(n integer) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT pg_temp.hex_id(pg_temp.t0() - interval '740 days' + n * interval '1 second', 1000000 + n)
$$;
-- The votes on a comment: its author's own upvote (k = 0), then other users, never the author twice.
CREATE OR REPLACE FUNCTION pg_temp.comment_votes_of(comment_id varchar, author_n integer, users integer)
RETURNS TABLE (user_id varchar, up boolean) LANGUAGE sql STABLE AS $$
  SELECT pg_temp.user_id(CASE WHEN k = 0 THEN author_n ELSE m END, users), k = 0 OR pg_temp.r(abs(hashtext(comment_id))::bigint * 10 + k, 11) < 0.85
  FROM generate_series(0, floor((-ln(pg_temp.r(abs(hashtext(comment_id)), 12))) ^ 2)::int) k,
       LATERAL (SELECT (2 + ((abs(hashtext(comment_id))::bigint + k * 7919) % (users - 1)))::int AS m) x
  WHERE k = 0 OR m <> author_n
$$;
${VOCABULARY_SQL}`;

export const WORK_TABLES = ['seed_posts', 'seed_comments', 'seed_phrases'];

const HEAD = [
  {
    name: 'users',
    sql: (s) => `
      INSERT INTO users (id, username, password_hash, is_admin, created_at, last_seen)
      SELECT pg_temp.user_id(i, ${s.users}), CASE WHEN i = 1 THEN 'seed_admin' ELSE 'user_' || i END, $1, i = 1, t, t + interval '30 days'
      FROM generate_series(1, ${s.users}) i, LATERAL (SELECT pg_temp.user_at(i, ${s.users}) AS t) x`,
    params: (ctx) => [ctx.passwordHash],
  },
  { name: 'phrases', sql: () => PHRASE_POOL_SQL },
  {
    name: 'communities',
    sql: (s) => `
      INSERT INTO communities (id, user_id, name, about, created_at)
      SELECT pg_temp.community_id(i), pg_temp.user_id(1, ${s.users}), 'c_' || i,
             ${textOf('i', TEXT.about, `2 + floor(6 * pg_temp.r(i, ${TEXT.aboutLength}))::int`)},
             pg_temp.t0() - interval '740 days' + i * interval '1 second'
      FROM generate_series(1, ${s.communities}) i`,
  },
  {
    name: 'seed_posts',
    // Everything about a post is decided here, its final counters included, so posts are written once.
    sql: (s) => `
      CREATE UNLOGGED TABLE seed_posts AS
      SELECT b.*, v.up, b.extra_votes + 1 - v.up AS down,
             CASE WHEN b.n_comments > 0 THEN least(pg_temp.t0(), b.created_at + b.n_comments * interval '7 minutes') ELSE b.created_at END AS last_activity_at
      FROM (
        SELECT i,
               pg_temp.hex_id(t, i) AS id,
               t AS created_at,
               1 + floor(${s.communities} * pg_temp.r(i, 1) ^ 3)::int AS community_n,
               1 + floor(${s.users} * pg_temp.r(i, 2) ^ 2)::int AS author_n,
               least(${s.users} - 1, floor(${Math.max(0, s.votes / s.posts - 1)} * (-ln(pg_temp.r(i, 3))) ^ 2 / 2))::int AS extra_votes,
               CASE i WHEN ${s.posts} - 100 THEN ${BUSY_THREAD_COMMENTS} WHEN ${s.posts} - 200 THEN ${MEGA_THREAD_COMMENTS}
                      ELSE floor(${s.comments / s.posts} * (-ln(pg_temp.r(i, 4))) ^ 2 / 2)::int END AS n_comments
        FROM generate_series(1, ${s.posts}) i,
             LATERAL (SELECT pg_temp.t0() - interval '730 days' + (i::float8 / ${s.posts}) * interval '729 days' + pg_temp.r(i, 5) * interval '1 hour' AS t) x
      ) b,
      LATERAL (SELECT count(*) FILTER (WHERE k = 0 OR pg_temp.r(b.i::bigint * 1000 + k, 7) < 0.82)::int AS up FROM generate_series(0, b.extra_votes) k) v`,
  },
  { name: 'index seed_posts', sql: () => `CREATE INDEX ON seed_posts (i); ANALYZE seed_posts` },
  {
    name: 'posts',
    sql: (s) => `
      INSERT INTO posts (id, public_id, type, user_id, community_id, title, body, link_url, link_hostname, created_at, last_activity_at,
                         upvotes, downvotes, hotness, no_comments)
      SELECT sp.id, lpad(to_hex(sp.i), 8, '0'),
             CASE WHEN pg_temp.r(sp.i, 6) < 0.25 THEN 'link' ELSE 'text' END,
             pg_temp.user_id(sp.author_n, ${s.users}), pg_temp.community_id(sp.community_n),
             ${textOf('sp.i', TEXT.title, `1 + floor(3 * pg_temp.r(sp.i, ${TEXT.titleLength}))::int`, { title: true })},
             CASE WHEN pg_temp.r(sp.i, 6) < 0.25 THEN NULL
                  ELSE ${textOf('sp.i', TEXT.body, `2 + floor(18 * pg_temp.r(sp.i, ${TEXT.bodyLength}) ^ 2)::int`)} END,
             CASE WHEN pg_temp.r(sp.i, 6) < 0.25 THEN 'https://example.com/article/' || sp.i END,
             CASE WHEN pg_temp.r(sp.i, 6) < 0.25 THEN 'example.com' END,
             sp.created_at, sp.last_activity_at, sp.up, sp.down, post_hotness(sp.up, sp.created_at), sp.n_comments
      FROM seed_posts sp`,
  },
];

/** Lane A: the posts' votes and windows, memberships and mods, then the comments' votes. */
const LANE_POST_VOTES = [
  {
    name: 'post_votes',
    // Vote k of a post is cast by user (author + k·7919) mod users: distinct per post; k = 0 is the author's own upvote.
    sql: (s) => `
      INSERT INTO post_votes (post_id, user_id, up, created_at)
      SELECT sp.id, pg_temp.user_id(1 + ((sp.author_n - 1 + k * 7919) % ${s.users})::int, ${s.users}),
             k = 0 OR pg_temp.r(sp.i::bigint * 1000 + k, 7) < 0.82, sp.created_at + k * interval '1 minute'
      FROM seed_posts sp
      CROSS JOIN LATERAL generate_series(0, sp.extra_votes) k`,
  },
  {
    name: 'post_windows',
    sql: () => `
      INSERT INTO post_windows (window_days, post_id, community_id, points, created_at)
      SELECT w, p.id, p.community_id, p.points, p.created_at
      FROM posts p CROSS JOIN unnest(ARRAY[1, 7, 30, 365]::smallint[]) w
      WHERE p.deleted_at IS NULL AND p.created_at > now() - make_interval(days => w)`,
  },
  {
    name: 'community_members',
    // Each user joins a few communities, popular ones more often.
    sql: (s) => `
      INSERT INTO community_members (community_id, user_id, created_at)
      SELECT pg_temp.community_id(1 + floor(${s.communities} * pg_temp.r(n * 100 + k, 14) ^ 2)::int), pg_temp.user_id(n, ${s.users}), pg_temp.user_at(n, ${s.users})
      FROM generate_series(1, ${s.users}) n
      CROSS JOIN LATERAL generate_series(0, least(29, floor(3 * (-ln(pg_temp.r(n, 13))))::int)) k
      ON CONFLICT DO NOTHING`,
  },
  {
    name: 'bench users',
    // Two accounts for the home-feed benchmarks: one in the 30 biggest communities, one in 30 small ones.
    sql: (s) => `
      WITH bench AS (
        INSERT INTO users (id, username, password_hash, created_at, last_seen)
        VALUES (pg_temp.hex_id(pg_temp.t0() - interval '1 day', 4000000001), 'bench_big30', $1, pg_temp.t0() - interval '1 day', pg_temp.t0()),
               (pg_temp.hex_id(pg_temp.t0() - interval '1 day', 4000000002), 'bench_small30', $1, pg_temp.t0() - interval '1 day', pg_temp.t0())
        RETURNING id, username
      )
      INSERT INTO community_members (community_id, user_id)
      SELECT c.id, b.id FROM bench b
      JOIN communities c ON c.name = ANY (
        CASE WHEN b.username = 'bench_big30' THEN ARRAY(SELECT 'c_' || g FROM generate_series(1, least(30, ${s.communities})) g)
             ELSE ARRAY(SELECT 'c_' || g FROM generate_series(greatest(1, ${s.communities} - 29), ${s.communities}) g) END)`,
    params: (ctx) => [ctx.passwordHash],
  },
  {
    name: 'member counters',
    sql: () => `
      UPDATE communities c SET no_members = m.n
      FROM (SELECT community_id, count(*)::int AS n FROM community_members GROUP BY community_id) m
      WHERE c.id = m.community_id`,
  },
  {
    name: 'community_mods',
    sql: () => `
      INSERT INTO community_mods (community_id, user_id, position)
      SELECT c.id, c.user_id, 0 FROM communities c WHERE c.name LIKE 'c\\_%' ON CONFLICT DO NOTHING`,
  },
  {
    name: 'comment_votes',
    // Needs only the comment work table (ids, authors, times), not the comments themselves: foreign keys are
    // verified after the load, so this runs in lane A while lane B builds the tree.
    after: 'index seed_comments',
    sql: (s) => `
      INSERT INTO comment_votes (comment_id, user_id, up, created_at)
      SELECT sc.id, v.user_id, v.up, sc.created_at
      FROM seed_comments sc
      CROSS JOIN LATERAL pg_temp.comment_votes_of(sc.id, sc.author_n, ${s.users}) v`,
  },
];

/** Lane B: the comment tree, its counters. */
const LANE_COMMENTS = [
  {
    name: 'seed_comments',
    // Comment j of a post answers an earlier comment or the post; depth is resolved level by level below.
    sql: (s) => `
      CREATE UNLOGGED TABLE seed_comments AS
      SELECT sp.i AS post_i, j,
             CASE WHEN j = 0 OR pg_temp.r(sp.i::bigint * 100000 + j, 8) < 0.35 THEN NULL ELSE floor(j * pg_temp.r(sp.i::bigint * 100000 + j, 9))::int END AS parent_j,
             pg_temp.hex_id(least(pg_temp.t0(), sp.created_at + (j + 1) * interval '7 minutes'), (sp.i::bigint * 100000 + j) % 4294967295) AS id,
             least(pg_temp.t0(), sp.created_at + (j + 1) * interval '7 minutes') AS created_at,
             1 + floor(${s.users} * pg_temp.r(sp.i::bigint * 100000 + j, 10) ^ 1.5)::int AS author_n,
             NULL::smallint AS depth,
             NULL::varchar[] AS ancestors
      FROM seed_posts sp CROSS JOIN LATERAL generate_series(0, sp.n_comments - 1) j`,
  },
  { name: 'index seed_comments', sql: () => `CREATE UNIQUE INDEX ON seed_comments (post_i, j); ANALYZE seed_comments` },
  { name: 'comment roots', sql: () => `UPDATE seed_comments SET depth = 0 WHERE parent_j IS NULL` },
  ...Array.from({ length: 15 }, (_, level) => ({
    name: `comment depth ${level + 1}`,
    sql: () => `
      UPDATE seed_comments c SET depth = ${level + 1}, ancestors = coalesce(p.ancestors, '{}') || p.id
      FROM seed_comments p
      WHERE c.depth IS NULL AND c.post_i = p.post_i AND c.parent_j = p.j AND p.depth = ${level}`,
  })),
  // A chain deeper than 15 would be refused by the API; such comments become top-level ones.
  { name: 'comment overflow', sql: () => `UPDATE seed_comments SET depth = 0, parent_j = NULL, ancestors = NULL WHERE depth IS NULL` },
  {
    name: 'comments',
    // Reply counters and vote counters are known from the generated tree and votes: written once.
    sql: (s) => `
      INSERT INTO comments (id, post_id, community_id, user_id, parent_id, depth, ancestors, body, upvotes, downvotes,
                            no_replies, no_replies_direct, created_at)
      SELECT sc.id, sp.id, pg_temp.community_id(sp.community_n), pg_temp.user_id(sc.author_n, ${s.users}), par.id, sc.depth, sc.ancestors,
             ${textOf('sc.post_i::bigint * 100000 + sc.j', TEXT.comment, `1 + floor(9 * pg_temp.r(sc.post_i::bigint * 100000 + sc.j, ${TEXT.commentLength}) ^ 2)::int`)},
             v.up, v.down, coalesce(a.n, 0), coalesce(d.n, 0), sc.created_at
      FROM seed_comments sc
      JOIN seed_posts sp ON sp.i = sc.post_i
      LEFT JOIN seed_comments par ON par.post_i = sc.post_i AND par.j = sc.parent_j
      LEFT JOIN (SELECT post_i, parent_j, count(*)::int AS n FROM seed_comments WHERE parent_j IS NOT NULL GROUP BY 1, 2) d ON d.post_i = sc.post_i AND d.parent_j = sc.j
      LEFT JOIN (SELECT unnest(ancestors) AS id, count(*)::int AS n FROM seed_comments WHERE ancestors IS NOT NULL GROUP BY 1) a ON a.id = sc.id
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE up)::int AS up, count(*) FILTER (WHERE NOT up)::int AS down FROM pg_temp.comment_votes_of(sc.id, sc.author_n, ${s.users})
      ) v
      ORDER BY sc.depth, sc.id`,
  },
];

/** After both lanes: counters per user. */
const TAIL = [
  {
    name: 'user counters',
    // Karma: 1 + upvotes by others on the user's posts and comments (docs/api/rules.md §7).
    sql: () => `
      UPDATE users u SET
        no_posts = coalesce(p.n, 0),
        no_comments = coalesce(c.n, 0),
        points = 1 + coalesce(pv.n, 0) + coalesce(cv.n, 0)
      FROM users u2
      LEFT JOIN (SELECT user_id, count(*)::int AS n FROM posts GROUP BY user_id) p ON p.user_id = u2.id
      LEFT JOIN (SELECT user_id, count(*)::int AS n FROM comments WHERE deleted_at IS NULL GROUP BY user_id) c ON c.user_id = u2.id
      LEFT JOIN (SELECT p.user_id, count(*)::int AS n FROM post_votes v JOIN posts p ON p.id = v.post_id WHERE v.up AND v.user_id <> p.user_id GROUP BY p.user_id) pv ON pv.user_id = u2.id
      LEFT JOIN (SELECT c.user_id, count(*)::int AS n FROM comment_votes v JOIN comments c ON c.id = v.comment_id WHERE v.up AND v.user_id <> c.user_id GROUP BY c.user_id) cv ON cv.user_id = u2.id
      WHERE u.id = u2.id AND u2.username NOT IN ('ghost', 'nobody')`,
  },
  {
    name: 'bookmarks lists',
    // Every account gets its private `bookmarks` list at signup (docs/api/session.md §7); the sentinels never log in.
    sql: () => `
      INSERT INTO lists (user_id, name, display_name, created_at, last_updated_at)
      SELECT u.id, 'bookmarks', 'Bookmarks', date_trunc('second', u.created_at), date_trunc('second', u.created_at)
      FROM users u
      WHERE u.deleted_at IS NULL AND u.username NOT IN ('ghost', 'nobody')
        AND NOT EXISTS (SELECT 1 FROM lists l WHERE l.user_id = u.id AND lower(l.name) = 'bookmarks')`,
  },
];

export const PHASES = { head: HEAD, lanes: [LANE_POST_VOTES, LANE_COMMENTS], tail: TAIL };
