// What the scenarios aim at, read from the database and the running api: the data set, the machine,
// the ids and cursors of the benchmark's scenarios, and session cookies of the accounts that sign in.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { BROWSER_HEADERS } from './load.mjs';

export async function describeDataSet(db) {
  const { rows } = await db.query(`SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM comments)::int AS comments,
      (SELECT count(*) FROM post_votes)::int AS "postVotes", (SELECT count(*) FROM comment_votes)::int AS "commentVotes",
      (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM communities)::int AS communities,
      (SELECT count(*) FROM community_members)::int AS memberships, pg_database_size(current_database())::bigint AS "databaseBytes"`);
  const counts = { ...rows[0], databaseBytes: Number(rows[0].databaseBytes) };
  const scale = counts.posts < 5_000 ? 'tiny' : counts.posts < 100_000 ? 'small' : counts.posts < 3_000_000 ? 'medium' : 'large';
  return { scale, counts };
}

export async function describeMachine(db) {
  const { rows } = await db.query('SELECT version() AS version');
  const cpus = os.cpus();
  let memAvailable = null;
  try {
    memAvailable = Number(/MemAvailable:\s+(\d+) kB/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1]) * 1024;
  } catch {
    // not Linux
  }
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    memoryAvailableBytes: memAvailable,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: rows[0].version,
  };
}

/** A visitor's session, as a browser holds it after its first page (GET /api/_initial). */
export async function visitorSession(apiUrl) {
  const initial = await fetch(`${apiUrl}/api/_initial`);
  await initial.arrayBuffer();
  return { username: null, cookie: header(cookies(new Map(), initial)), csrf: initial.headers.get('csrf-token') };
}

/** A signed-in session: cookies and the CSRF token that goes with them. */
export async function login(apiUrl, username) {
  const initial = await fetch(`${apiUrl}/api/_initial`);
  await initial.arrayBuffer();
  let jar = cookies(new Map(), initial);
  const response = await fetch(`${apiUrl}/api/_login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Csrf-Token': initial.headers.get('csrf-token') ?? '', Cookie: header(jar) },
    body: JSON.stringify({ username, password: 'password' }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`login of ${username} answered ${response.status}: ${body.slice(0, 200)}`);
  jar = cookies(jar, response);
  const csrf = response.headers.get('csrf-token') ?? initial.headers.get('csrf-token');
  return { username, cookie: header(jar), csrf };
}

function cookies(jar, response) {
  const next = new Map(jar);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    next.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return next;
}

const header = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * The ten scenarios of docs/performance.md against `apiUrl`. Each is { id, name, read, path, headers } or, for the
 * votes, a `requests` factory; a scenario the data cannot support gets `skip` with the reason.
 */
export async function buildScenarios(db, apiUrl, { voters = 50, votePosts = 3000, cookielessVisitors = false } = {}) {
  const one = async (sql, params = []) => (await db.query(sql, params)).rows[0];
  const c1 = await one(`SELECT id FROM communities WHERE name = 'c_1'`);
  if (!c1) throw new Error('No community c_1: is this a seeded database (npm run seed)?');
  const busy = await one(`SELECT public_id, no_comments FROM posts ORDER BY abs(no_comments - 500) LIMIT 1`);
  const active = await one(`SELECT username FROM users ORDER BY no_posts + no_comments DESC LIMIT 1`);

  const hot50 = await followNext(apiUrl, '/api/posts?sort=hot', 49);

  // Scenario 8 reads the comments page after the first one of the post page.
  const busyPage = await getJson(`${apiUrl}/api/posts/${busy.public_id}`);
  let comments = { publicId: busy.public_id, noComments: busy.no_comments, next: busyPage.commentsNext };
  if (!comments.next) {
    const bigger = await one(`SELECT public_id, no_comments FROM posts WHERE no_comments > 500 ORDER BY no_comments DESC LIMIT 1`);
    if (bigger) {
      const page = await getJson(`${apiUrl}/api/posts/${bigger.public_id}`);
      comments = { publicId: bigger.public_id, noComments: bigger.no_comments, next: page.commentsNext };
    }
  }

  const [big30, small30] = await Promise.all([login(apiUrl, 'bench_big30'), login(apiUrl, 'bench_small30')]);
  const voterNames = Array.from({ length: voters }, (_, i) => `user_${i + 2}`);
  const sessions = [];
  for (let i = 0; i < voterNames.length; i += 5) sessions.push(...(await Promise.all(voterNames.slice(i, i + 5).map((u) => login(apiUrl, u)))));
  const { rows: postRows } = await db.query(`SELECT id FROM posts WHERE deleted_at IS NULL AND locked_at IS NULL ORDER BY hashtext(id) LIMIT $1`, [votePosts]);
  const postIds = postRows.map((r) => r.id);

  const signedIn = (s) => ({ Cookie: s.cookie });
  // Without a cookie every request would create and store a new session (what a crawler causes): the
  // visitor scenarios send one, as the web app does after its first call, unless told otherwise.
  const visitor = cookielessVisitors ? {} : signedIn(await visitorSession(apiUrl));
  return {
    picked: {
      visitorCookie: !cookielessVisitors,
      c1: c1.id,
      post500: busy,
      commentsPost: { publicId: comments.publicId, noComments: comments.noComments, next: comments.next },
      activeUser: active.username,
      hotPage50: hot50,
      voters: voters,
      votePosts: postIds.length,
    },
    scenarios: [
      { id: 1, name: 'visitor hot page 1', read: true, floor: true, path: '/api/posts?sort=hot', headers: visitor },
      { id: 2, name: 'visitor hot page 50', read: true, path: hot50, headers: visitor, skip: hot50 ? undefined : 'the feed has fewer than 50 pages' },
      { id: 3, name: 'community latest (c_1)', read: true, floor: true, path: `/api/posts?sort=latest&communityId=${c1.id}`, headers: visitor },
      { id: 4, name: 'community top week (c_1)', read: true, path: `/api/posts?sort=week&communityId=${c1.id}`, headers: visitor },
      { id: 5, name: 'home hot, 30 big communities', read: true, path: '/api/posts?feed=home&sort=hot', headers: signedIn(big30) },
      { id: 6, name: 'home hot, 30 small communities', read: true, path: '/api/posts?feed=home&sort=hot', headers: signedIn(small30) },
      { id: 7, name: `post page, ${busy.no_comments} comments`, read: true, path: `/api/posts/${busy.public_id}`, headers: visitor, p99Target: 100 },
      {
        id: 8,
        name: `comments next page (${comments.noComments} comments)`,
        read: true,
        path: comments.next ? `/api/posts/${comments.publicId}/comments?next=${encodeURIComponent(comments.next)}` : null,
        headers: visitor,
        skip: comments.next ? undefined : 'no post has a second page of comments',
      },
      { id: 9, name: `votes, ${voters} users, ${postIds.length} posts`, read: false, requests: () => voteRequests(sessions, postIds) },
      { id: 10, name: `profile feed (${active.username})`, read: true, path: `/api/users/${encodeURIComponent(active.username)}/feed`, headers: visitor },
    ],
  };
}

async function followNext(apiUrl, path, times) {
  let url = path;
  for (let i = 0; i < times; i += 1) {
    const page = await getJson(`${apiUrl}${url}`);
    if (!page.next) return null;
    url = `${path}&next=${encodeURIComponent(page.next)}`;
  }
  return url;
}

/** autocannon requests: each vote by a random signed-in user on a random post, up or down. */
function voteRequests(sessions, postIds) {
  return [
    {
      method: 'POST',
      path: '/api/_postVote',
      setupRequest: (request) => {
        const session = sessions[Math.floor(Math.random() * sessions.length)];
        const postId = postIds[Math.floor(Math.random() * postIds.length)];
        return {
          ...request,
          headers: { ...request.headers, ...BROWSER_HEADERS, 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Csrf-Token': session.csrf },
          body: JSON.stringify({ postId, up: Math.random() < 0.8 }),
        };
      },
    },
  ];
}
