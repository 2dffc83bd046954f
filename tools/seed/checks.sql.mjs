// Invariants the API keeps; each query counts the rows that break one. The seeder must leave all at 0,
// and so must any run of the API (the vote benchmark checks them afterwards).
export const CHECKS = [
  {
    name: 'post vote counters equal vote rows',
    sql: `SELECT count(*) FROM posts p LEFT JOIN (
            SELECT post_id, count(*) FILTER (WHERE up) AS up, count(*) FILTER (WHERE NOT up) AS down FROM post_votes GROUP BY post_id) v ON v.post_id = p.id
          WHERE p.upvotes <> coalesce(v.up, 0) OR p.downvotes <> coalesce(v.down, 0)`,
  },
  { name: 'post hotness follows its upvotes', sql: `SELECT count(*) FROM posts WHERE hotness <> post_hotness(upvotes, created_at)` },
  {
    name: 'top windows mirror post points',
    sql: `SELECT count(*) FROM post_windows w JOIN posts p ON p.id = w.post_id WHERE w.points <> p.points OR p.deleted_at IS NOT NULL`,
  },
  {
    name: 'every live post of a window is in it',
    sql: `SELECT count(*) FROM posts p CROSS JOIN unnest(ARRAY[1, 7, 30, 365]) d
          WHERE p.deleted_at IS NULL AND p.created_at > now() - make_interval(days => d) + interval '1 minute'
            AND NOT EXISTS (SELECT 1 FROM post_windows w WHERE w.window_days = d AND w.post_id = p.id)`,
  },
  {
    name: 'comment vote counters equal vote rows',
    sql: `SELECT count(*) FROM comments c LEFT JOIN (
            SELECT comment_id, count(*) FILTER (WHERE up) AS up, count(*) FILTER (WHERE NOT up) AS down FROM comment_votes GROUP BY comment_id) v ON v.comment_id = c.id
          WHERE c.upvotes <> coalesce(v.up, 0) OR c.downvotes <> coalesce(v.down, 0)`,
  },
  { name: 'post comment counts', sql: `SELECT count(*) FROM posts p WHERE p.no_comments <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)` },
  {
    name: 'comment depth and ancestors follow the parent',
    sql: `SELECT count(*) FROM comments c LEFT JOIN comments p ON p.id = c.parent_id
          WHERE (c.parent_id IS NULL AND (c.depth <> 0 OR c.ancestors IS NOT NULL))
             OR (c.parent_id IS NOT NULL AND (p.id IS NULL OR c.depth <> p.depth + 1 OR c.ancestors IS DISTINCT FROM coalesce(p.ancestors, '{}') || p.id OR p.post_id <> c.post_id))`,
  },
  {
    name: 'direct reply counts',
    sql: `SELECT count(*) FROM comments c WHERE c.no_replies_direct <> (SELECT count(*) FROM comments r WHERE r.parent_id = c.id)`,
  },
  {
    name: 'all reply counts',
    sql: `SELECT count(*) FROM comments c WHERE c.no_replies <> (SELECT count(*) FROM comments r WHERE r.ancestors @> ARRAY[c.id]::varchar[])`,
  },
  {
    name: 'community member counts',
    sql: `SELECT count(*) FROM communities c WHERE c.no_members <> (SELECT count(*) FROM community_members m WHERE m.community_id = c.id)`,
  },
  { name: 'user post counts', sql: `SELECT count(*) FROM users u WHERE u.no_posts <> (SELECT count(*) FROM posts p WHERE p.user_id = u.id)` },
  {
    name: 'user comment counts',
    sql: `SELECT count(*) FROM users u WHERE u.no_comments <> (SELECT count(*) FROM comments c WHERE c.user_id = u.id AND c.deleted_at IS NULL)`,
  },
  {
    name: 'karma: 1 + upvotes by others',
    sql: `SELECT count(*) FROM users u WHERE u.username NOT IN ('ghost', 'nobody') AND u.points <> 1
            + (SELECT count(*) FROM post_votes v JOIN posts p ON p.id = v.post_id WHERE p.user_id = u.id AND v.up AND v.user_id <> u.id AND NOT v.voter_was_new)
            + (SELECT count(*) FROM comment_votes v JOIN comments c ON c.id = v.comment_id WHERE c.user_id = u.id AND v.up AND v.user_id <> u.id AND NOT v.voter_was_new)`,
  },
  // docs/api/notifications.md §1: the per-user cap, and a badge that is at most the unseen ones it was last set to.
  { name: 'at most 200 notifications per user', sql: `SELECT count(*) FROM (SELECT 1 FROM notifications GROUP BY user_id HAVING count(*) > 200) t` },
  { name: 'badge within the cap', sql: `SELECT count(*) FROM users WHERE notifications_new_count < 0 OR notifications_new_count > 200` },
  // docs/api/lists.md: numItems moves with every added or removed item.
  { name: 'list item counts', sql: `SELECT count(*) FROM lists l WHERE l.num_items <> (SELECT count(*) FROM list_items i WHERE i.list_id = l.id)` },
];
