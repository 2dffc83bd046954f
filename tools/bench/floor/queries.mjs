// The statements the api sends for a visitor's feed page (scenarios 1 and 3), as the repositories write
// them: FeedRepository.pins/page, CommunitiesRepository.findRecordsByIds, the TypeORM users query of
// UsersRepository.findByIds, and ImagesRepository.findForPosts (sent only when the page has a picture).
// The seeded data sets hold no images, so the last one never runs there. Keep them in step with libs/server: `run.mjs` compares the floor's JSON with the api's before it measures.

const POST_COLUMNS = `p.id, p.public_id, p.type, p.user_id, p.user_group, p.community_id, p.title, p.body, p.link_url,
  p.link_hostname, p.link_image_id, p.locked_at, p.locked_by, p.locked_by_group, p.upvotes, p.downvotes, p.points,
  p.hotness, p.created_at, p.edited_at, p.last_activity_at, p.deleted_at, p.deleted_by, p.deleted_as,
  p.deleted_content_at, p.deleted_content_by, p.deleted_content_as, p.no_comments, p.pinned_at, p.pinned_site_at,
  p.announced_at`;

export const SITE_PINS = `SELECT ${POST_COLUMNS} FROM posts p WHERE p.pinned_site_at IS NOT NULL AND p.deleted_at IS NULL ORDER BY p.pinned_site_at`;
export const COMMUNITY_PINS = `SELECT ${POST_COLUMNS} FROM posts p WHERE p.community_id = $1 AND p.pinned_at IS NOT NULL AND p.deleted_at IS NULL ORDER BY p.pinned_at`;

/** The feed page of `sort` (hot or latest) over everything or one community; the cursor and exclusions as FeedRepository adds them. */
export function feedPage({ sort, communityId, cursor, excludeIds }) {
  const params = [];
  const p = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const hot = sort === 'hot';
  const where = ['p.deleted_at IS NULL'];
  if (cursor) where.push(hot ? `(p.hotness, p.id) <= (${p(cursor.key)}::bigint, ${p(cursor.id)}::text)` : `p.id <= ${p(cursor.id)}::text`);
  if (excludeIds.length) where.push(`p.id <> ALL(${p(excludeIds)}::varchar[])`);
  const select = `SELECT ${POST_COLUMNS}, ${hot ? 'p.hotness::text' : "''"} AS feed_key FROM posts p`;
  const order = hot ? 'p.hotness DESC, p.id DESC' : 'p.id DESC';
  const limit = p(11);
  const text = communityId
    ? `${select} WHERE p.community_id = ${p(communityId)}::text AND ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit}`
    : `${select} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit}`;
  return { text, values: params };
}

export const COMMUNITIES = `SELECT c.id, c.user_id, c.name, c.nsfw, c.about, c.no_members, c.pro_pic_id, c.banner_image_id,
  c.posting_restricted, c.is_default, c.created_at, c.deleted_at FROM communities c WHERE c.id = ANY($1)`;

const USER_COLUMNS = ['id', 'user_index', 'username', 'email', 'email_confirmed_at', 'password_hash', 'about_me', 'points', 'is_admin', 'no_posts', 'no_comments', 'last_seen', 'last_seen_ip', 'created_ip', 'created_at', 'deleted_at', 'upvote_notifications_off', 'reply_notifications_off', 'home_feed', 'remember_feed_sort', 'embeds_off', 'hide_user_profile_pictures', 'require_alt_text', 'banned_at', 'notifications_new_count'];

/** The text TypeORM builds for `createQueryBuilder('u').where('u.id IN (:...ids)')`. */
export function usersByIds(ids) {
  const columns = USER_COLUMNS.map((c) => `"u"."${c}" AS "u_${c}"`).join(', ');
  return { text: `SELECT ${columns} FROM "users" "u" WHERE "u"."id" IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`, values: ids };
}

const SELECT_IMAGES = `
  SELECT i.id, i.user_id, i.context, i.format, i.width, i.height, i.size, i.average_color, i.alt_text, i.temporary, i.created_at,
         (SELECT json_agg(json_build_object('name', c.name, 'width', c.width, 'height', c.height, 'boxWidth', c.box_width,
                 'boxHeight', c.box_height, 'fit', c.fit, 'format', c.format, 'size', c.size))
            FROM image_copies c WHERE c.image_id = i.id) AS copies
  FROM images i`;

export const IMAGES_FOR_POSTS = `WITH wanted AS (
         SELECT pi.image_id, pi.post_id, pi.position FROM post_images pi WHERE pi.post_id = ANY($1)
         UNION ALL SELECT DISTINCT x, NULL::varchar, NULL::smallint FROM unnest($2::varchar[]) x
         UNION ALL SELECT DISTINCT p, NULL::varchar, NULL::smallint FROM communities c, LATERAL (VALUES (c.pro_pic_id), (c.banner_image_id)) v(p)
                   WHERE c.id = ANY($3) AND p IS NOT NULL
       )
       SELECT q.*, w.post_id, w.position FROM wanted w JOIN LATERAL (${SELECT_IMAGES} WHERE i.id = w.image_id) q ON true
       ORDER BY w.post_id, w.position`;
