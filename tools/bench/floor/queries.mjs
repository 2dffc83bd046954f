// The statements the api sends for a visitor's feed page (scenarios 1 and 3), as the repositories write
// them: FeedRepository.pins/page, CommunitiesRepository.findRecordsByIds, UsersRepository.findByIds (with
// the badges), and ImagesRepository.findForPosts (sent only when the page has a picture). The api prepares
// each text once per connection under a name (core/database preparedRows); so does the floor.
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

const USER_RECORD_COLUMNS = `id, user_index::text AS "userIndex", username, email, email_confirmed_at AS "emailConfirmedAt",
  about_me AS "aboutMe", points, pro_pic_id AS "proPicId", is_admin AS "isAdmin", no_posts AS "noPosts",
  no_comments AS "noComments", last_seen AS "lastSeen", last_seen_ip AS "lastSeenIp", created_ip AS "createdIp",
  created_at AS "createdAt", deleted_at AS "deletedAt", upvote_notifications_off AS "upvoteNotificationsOff",
  reply_notifications_off AS "replyNotificationsOff", home_feed AS "homeFeed", remember_feed_sort AS "rememberFeedSort",
  embeds_off AS "embedsOff", hide_user_profile_pictures AS "hideUserProfilePictures", require_alt_text AS "requireAltText",
  banned_at AS "bannedAt", notifications_new_count AS "notificationsNewCount"`;

const BADGES_OF_USERS_ROW = `(SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', t.name) ORDER BY b.id), '[]'::json)
  FROM badges b JOIN badge_types t ON t.id = b.type_id WHERE b.user_id = users.id) AS badges`;

/** UsersRepository.findByIds: the authors of a page with their badges. */
export const USERS_BY_IDS = `SELECT ${USER_RECORD_COLUMNS}, ${BADGES_OF_USERS_ROW} FROM users WHERE id = ANY($1)`;

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
