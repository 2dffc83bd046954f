#!/usr/bin/env node
// The floor of the feed benchmarks: bare node:http + pg, no framework, no session, no
// validation layer. It answers a visitor's `GET /api/posts?sort=hot|latest[&communityId=…][&next=…]`
// with the statements the api sends (./queries.mjs) and the same FeedPage JSON, so the api's req/s can
// be read as a fraction of what this machine allows for the same database work.
// Env: DATABASE_URL, PORT (0: any free port, printed as "listening on <port>"), DATABASE_POOL_SIZE.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { COMMUNITIES, COMMUNITY_PINS, IMAGES_FOR_POSTS, SITE_PINS, USERS_BY_IDS, feedPage } from './queries.mjs';

const ZERO_ID = '000000000000000000000000';
const ZERO_TIME = '0001-01-01T00:00:00Z';
const ID = /^[0-9a-f]{24}$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE || 20) });

/** Each text prepared once per connection under a name, as the api's preparedRows does. */
const names = new Map();
function query(text, values = []) {
  let name = names.get(text);
  if (name === undefined) {
    name = `q-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return pool.query({ name, text, values });
}

const wireTime = (date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const wireTimeOrNull = (date) => (date ? wireTime(date) : null);

function parseCursor(sort, raw) {
  if (!raw || raw === 'null' || raw === 'undefined') return null;
  if (sort === 'latest') return ID.test(raw) ? { key: null, id: raw } : undefined;
  const match = /^(-?\d{1,20})\.([0-9a-f]{24})$/.exec(raw);
  return match ? { key: match[1], id: match[2] } : undefined;
}

function author(u) {
  // A visitor sees no email; deleted accounts are ghosted (no admin viewer here).
  const ghosted = u.deletedAt !== null;
  return {
    id: ghosted ? ZERO_ID : u.id,
    username: ghosted ? 'ghost' : u.username,
    email: null,
    emailConfirmedAt: wireTimeOrNull(u.emailConfirmedAt),
    aboutMe: u.aboutMe,
    points: u.points,
    isAdmin: u.isAdmin,
    proPic: null,
    badges: u.badges,
    noPosts: u.noPosts,
    noComments: u.noComments,
    lastSeenMonth: `${MONTHS[u.lastSeen.getUTCMonth()]} ${u.lastSeen.getUTCFullYear()}`,
    createdAt: ghosted ? ZERO_TIME : wireTime(u.createdAt),
    deleted: u.deletedAt !== null,
    deletedAt: ghosted ? ZERO_TIME : wireTimeOrNull(u.deletedAt),
    upvoteNotificationsOff: u.upvoteNotificationsOff,
    replyNotificationsOff: u.replyNotificationsOff,
    homeFeed: u.homeFeed,
    rememberFeedSort: u.rememberFeedSort,
    embedsOff: u.embedsOff,
    hideUserProfilePictures: u.hideUserProfilePictures,
    requireAltText: u.requireAltText,
    bannedAt: wireTimeOrNull(u.bannedAt),
    isBanned: u.bannedAt !== null,
    notificationsNewCount: u.notificationsNewCount,
    moddingList: null,
  };
}

function post(r, community, user) {
  const authorDeleted = user.deletedAt !== null;
  const contentDeleted = r.deleted_content_at !== null;
  const out = {
    id: r.id,
    type: r.type,
    publicId: r.public_id,
    userId: authorDeleted ? ZERO_ID : r.user_id,
    username: authorDeleted ? 'ghost' : user.username,
    userGroup: r.user_group,
    userDeleted: authorDeleted,
    isPinned: r.pinned_at !== null,
    isPinnedSite: r.pinned_site_at !== null,
    communityId: r.community_id,
    communityName: community.name,
    communityProPic: null,
    communityBannerImage: null,
    title: r.title,
    body: contentDeleted && r.body !== null ? '' : r.body,
    image: null,
    images: [],
    locked: r.locked_at !== null,
    lockedBy: r.locked_by,
    lockedAt: wireTimeOrNull(r.locked_at),
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    hotness: Number(r.hotness),
    createdAt: wireTime(r.created_at),
    editedAt: wireTimeOrNull(r.edited_at),
    lastActivityAt: wireTime(r.last_activity_at),
    deleted: r.deleted_at !== null,
    deletedAt: wireTimeOrNull(r.deleted_at),
    deletedContent: contentDeleted,
    noComments: r.no_comments,
    comments: null,
    commentsNext: null,
    userVoted: null,
    userVotedUp: null,
    lastVisitAt: null,
    newComments: 0,
    isAuthorMuted: false,
    isCommunityMuted: false,
    author: author(user),
  };
  if (authorDeleted) out.userGhostId = createHash('sha1').update(Buffer.from(r.user_id, 'hex')).update(r.id, 'ascii').digest('hex').slice(0, 8);
  if (r.locked_by_group && r.locked_at) out.lockedByGroup = r.locked_by_group;
  if (r.deleted_as && r.deleted_at) out.deletedAs = r.deleted_as;
  if (r.deleted_content_as && contentDeleted) out.deletedContentAs = r.deleted_content_as;
  if (r.type === 'link' && r.link_url && !contentDeleted) out.link = { url: r.link_url, hostname: r.link_hostname ?? '', image: null };
  return out;
}

async function feed(url) {
  const sort = url.searchParams.get('sort') || 'latest';
  if (sort !== 'hot' && sort !== 'latest') return [400, { message: 'the floor serves sort=hot and sort=latest only' }];
  const communityId = url.searchParams.get('communityId') || null;
  if (communityId !== null && !ID.test(communityId)) return [400, { message: 'invalid communityId' }];
  const cursor = parseCursor(sort, url.searchParams.get('next'));
  if (cursor === undefined) return [400, { message: 'invalid cursor' }];

  const pins = sort === 'hot' && !cursor ? (await query(communityId ? COMMUNITY_PINS : SITE_PINS, communityId ? [communityId] : [])).rows : [];
  const page = feedPage({ sort, communityId, cursor, excludeIds: pins.map((r) => r.id) });
  const rows = (await query(page.text, page.values)).rows;
  const records = [...pins, ...rows.slice(0, 10)];
  const following = rows[10];
  const next = following ? (sort === 'latest' ? following.id : `${following.feed_key}.${following.id}`) : null;
  if (!records.length) return [200, { posts: null, next }];

  const communityIds = [...new Set(records.map((r) => r.community_id))];
  const [communities, users] = await Promise.all([query(COMMUNITIES, [communityIds]), query(USERS_BY_IDS, [[...new Set(records.map((r) => r.user_id))]])]);
  const imagePostIds = records.filter((r) => r.type === 'image').map((r) => r.id);
  const linkImageIds = records.flatMap((r) => (r.link_image_id ? [r.link_image_id] : []));
  const pictured = communities.rows.filter((c) => c.pro_pic_id || c.banner_image_id).map((c) => c.id);
  if (imagePostIds.length || linkImageIds.length || pictured.length) {
    const images = await query(IMAGES_FOR_POSTS, [imagePostIds, linkImageIds, imagePostIds.length || linkImageIds.length ? communityIds : pictured]);
    // Signed image URLs need the api's secret and copy rules: out of the floor's scope (the seeded data has no images).
    if (images.rows.length) return [501, { message: 'the floor does not serialise images' }];
  }
  const communityById = new Map(communities.rows.map((c) => [c.id, c]));
  const userById = new Map(users.rows.map((u) => [u.id, u]));
  return [200, { posts: records.map((r) => post(r, communityById.get(r.community_id), userById.get(r.user_id))), next }];
}

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://floor');
  const work = req.method === 'GET' && url.pathname === '/api/posts' ? feed(url) : Promise.resolve([404, { message: 'not found' }]);
  work
    .catch((error) => {
      console.error(error);
      return [500, { message: 'internal error' }];
    })
    .then(([status, body]) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
    });
});

server.listen(Number(process.env.PORT || 0), '127.0.0.1', () => console.log(`listening on ${server.address().port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    pool.end().finally(() => process.exit(0));
  });
}
