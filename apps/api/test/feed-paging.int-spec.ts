import { addMod, createCommunity, Member, signUp } from './community-fixtures';
import { TestApi, TestClient } from './harness';
import { createPost } from './post-fixtures';
import { startWithAdmin } from './support/forum';

/**
 * Cursor paging of the feeds (docs/api/posts.md, docs/api/rules.md §6): pages stay free of repeats while posts and
 * votes arrive between them, and the home and moderating feeds follow every sort's order and cursor.
 */
let api: TestApi;
let admin: Member;
let reader: Member;
let authors: Member[];
/** A, B, C: the scopes of the home and moderating feeds; D: where content arrives while paging. */
let A: { id: string; name: string };
let B: { id: string; name: string };
let C: { id: string; name: string };
let D: { id: string; name: string };
let hiddenInB: string;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
  reader = await signUp(api);
  authors = [await signUp(api), await signUp(api), await signUp(api)];
  [A, B, C, D] = [await createCommunity(admin), await createCommunity(admin), await createCommunity(admin), await createCommunity(admin)];
  const counts: [{ name: string }, number][] = [
    [A, 9],
    [B, 7],
    [C, 5],
    [D, 10],
  ];
  let n = 0;
  for (const [community, count] of counts) {
    for (let i = 0; i < count; i++, n++) {
      const { id } = await createPost(authors[n % authors.length], community.name, { title: `Paged post ${n}` });
      await setVotes(id, (n * 7) % 11, n % 3);
    }
  }
  // Ties in activity (broken by id), and windows of several ages: 3 days (out of day), 40 days (only year).
  await api.db.query(
    `UPDATE posts SET last_activity_at = now() - make_interval(secs => r.k) FROM (SELECT id AS pid, row_number() OVER (ORDER BY id) % 4 AS k FROM posts) r WHERE posts.id = r.pid`,
  );
  await api.db.query(
    `UPDATE post_windows SET created_at = now() - interval '3 days' WHERE post_id IN (SELECT id FROM posts WHERE community_id IN ($1, $2) ORDER BY id LIMIT 3)`,
    [A.id, B.id],
  );
  await api.db.query(
    `UPDATE post_windows SET created_at = now() - interval '40 days' WHERE post_id IN (SELECT id FROM posts WHERE community_id IN ($1, $2) ORDER BY id DESC LIMIT 2)`,
    [B.id, C.id],
  );
  // The reader has joined A and moderates B and C (which joins them too); one post of B is hidden by them.
  for (const c of [A]) await reader.client.post('/api/_joinCommunity', { communityId: c.id, leave: false });
  for (const c of [B, C]) await addMod(admin, c.id, reader.name);
  [{ id: hiddenInB }] = await api.db.query(`SELECT id FROM posts WHERE community_id = $1 ORDER BY hotness DESC LIMIT 1`, [B.id]);
  const hidden = await reader.client.post('/api/hidden_posts', { postId: hiddenInB });
  if (hidden.status !== 200) throw new Error(`hide failed: ${hidden.status} ${JSON.stringify(hidden.body)}`);
});

afterAll(() => api.close());

/** Sets a post's votes straight in SQL, counters, hotness and windows kept consistent. */
async function setVotes(postId: string, up: number, down: number): Promise<void> {
  await api.db.query(`UPDATE posts SET upvotes = $2, downvotes = $3, hotness = post_hotness($2, created_at) WHERE id = $1`, [postId, up, down]);
  await api.db.query(`UPDATE post_windows SET points = $2 WHERE post_id = $1`, [postId, up - down]);
}

type FeedPost = { id: string; communityId: string; hotness: number; upvotes: number; downvotes: number; isPinnedSite: boolean };
type Page = { posts: FeedPost[] | null; next: string | number | null };

const WINDOWS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The contract's order for a sort over some communities, straight from the tables. */
async function expectedOrder(sort: string, communityIds: string[], excluded: string[] = []): Promise<string[]> {
  const days = WINDOWS[sort];
  const rows: { id: string }[] = days
    ? await api.db.query(
        `SELECT p.id FROM post_windows w JOIN posts p ON p.id = w.post_id
         WHERE w.window_days = $1 AND w.created_at > now() - make_interval(days => $1) AND p.community_id = ANY($2) AND p.deleted_at IS NULL AND p.id <> ALL($3)
         ORDER BY w.points DESC, p.id DESC`,
        [days, communityIds, excluded],
      )
    : await api.db.query(
        `SELECT id FROM posts p WHERE community_id = ANY($1) AND deleted_at IS NULL AND id <> ALL($2)
         ORDER BY ${{ hot: 'hotness DESC, id DESC', latest: 'id DESC', activity: 'last_activity_at DESC, id DESC', all: 'points DESC, id DESC' }[sort]}`,
        [communityIds, excluded],
      );
  return rows.map((r) => r.id);
}

const CURSOR: Record<string, RegExp> = {
  hot: /^\d+\.[0-9a-f]{24}$/,
  latest: /^[0-9a-f]{24}$/,
  // Ours: nanoseconds plus the id as tie-breaker (docs/api-notes.md); upstream sends a bare number.
  activity: /^\d+\.[0-9a-f]{24}$/,
  day: /^-?\d+\.[0-9a-f]{24}$/,
  week: /^-?\d+\.[0-9a-f]{24}$/,
  month: /^-?\d+\.[0-9a-f]{24}$/,
  year: /^-?\d+\.[0-9a-f]{24}$/,
  all: /^-?\d+\.[0-9a-f]{24}$/,
};

async function page(client: TestClient, query: string, limit: number, next: string | number | null): Promise<Page> {
  const res = await client.get(`/api/posts?${query}&limit=${limit}${next !== null ? `&next=${encodeURIComponent(String(next))}` : ''}`);
  expect({ query, status: res.status }).toEqual({ query, status: 200 });
  expect(Object.keys(res.body).sort()).toEqual(['next', 'posts']);
  return res.body as Page;
}

describe('paging while posts and votes arrive', () => {
  it.each([
    ['all feed, hot', 'sort=hot', 'hot'],
    ['all feed, top of the week', 'sort=week', 'week'],
    ['community feed, hot', 'sort=hot&communityId={D}', 'hot'],
    ['community feed, top of the week', 'sort=week&communityId={D}', 'week'],
  ])('%s: no post twice, every post that was there at the start listed once, each page in order', async (_name, rawQuery, sort) => {
    const query = rawQuery.replace('{D}', D.id);
    const scope = query.includes('communityId') ? [D.id] : [A.id, B.id, C.id, D.id];
    const before = new Set(await expectedOrder(sort, scope));
    const voter = await signUp(api);
    const seen: string[] = [];
    let next: string | number | null = null;
    let pages = 0;
    do {
      const got: Page = await page(api.client(), query, 4, next);
      const posts = got.posts ?? [];
      const keys = posts.map((p) => (sort === 'hot' ? p.hotness : p.upvotes - p.downvotes));
      expect(keys).toEqual([...keys].sort((a, b) => b - a));
      seen.push(...posts.map((p) => p.id));
      next = got.next;
      pages++;
      // Between pages: a new post in D, and upvotes (by one voter, so none toggles off) on the posts just listed.
      await createPost(authors[pages % authors.length], D.name, { title: `Arrived ${pages}` });
      for (const post of posts) expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
    } while (next !== null && pages < 50);
    expect(next).toBeNull();
    expect(seen.filter((id, i) => seen.indexOf(id) !== i)).toEqual([]);
    expect([...before].filter((id) => !seen.includes(id))).toEqual([]);
  });
});

describe('home and moderating feeds, every sort', () => {
  const SCOPES = {
    // Home: joined communities, without the posts the viewer hid.
    home: async (sort: string) => expectedOrder(sort, [A.id, B.id, C.id], [hiddenInB]),
    // Moderating: moderated communities, hidden posts included (docs/api/posts.md, "GET /api/posts").
    moderating: async (sort: string) => expectedOrder(sort, [B.id, C.id]),
  };
  const cases = (['home', 'moderating'] as const).flatMap((feed) => Object.keys(CURSOR).map((sort) => [feed, sort] as const));

  it.each(cases)('feed=%s sort=%s: first page, the inclusive next cursor, and the whole walk in order', async (feed, sort) => {
    const expected = await SCOPES[feed](sort);
    expect(expected.length).toBeGreaterThan(3);
    const first = await page(reader.client, `sort=${sort}&feed=${feed}`, 3, null);
    expect(first.posts?.map((p) => p.id)).toEqual(expected.slice(0, 3));
    expect(typeof first.next).toBe('string');
    expect(String(first.next)).toMatch(CURSOR[sort]);
    // The cursor names the first post of the next page.
    expect(String(first.next).split('.').pop()).toBe(expected[3]);
    const second = await page(reader.client, `sort=${sort}&feed=${feed}`, 3, first.next);
    expect(second.posts?.[0].id).toBe(expected[3]);
    const walked: string[] = [];
    let next: string | number | null = null;
    let pages = 0;
    do {
      const got: Page = await page(reader.client, `sort=${sort}&feed=${feed}`, 3, next);
      walked.push(...(got.posts ?? []).map((p) => p.id));
      next = got.next;
    } while (next !== null && ++pages < 30);
    expect(walked).toEqual(expected);
  });

  it('puts site-wide pins on the first hot page of home and moderating, whatever community they are in', async () => {
    const [{ public_id: publicId, id }] = await api.db.query(`SELECT id, public_id FROM posts WHERE community_id = $1 ORDER BY hotness LIMIT 1`, [D.id]);
    expect((await admin.client.send('put', `/api/posts/${publicId}?action=pin&siteWide=true`)).status).toBe(200);
    try {
      for (const feed of ['home', 'moderating']) {
        const first = await page(reader.client, `sort=hot&feed=${feed}`, 3, null);
        expect(first.posts?.map((p) => p.id)).toEqual([id, ...(await SCOPES[feed as keyof typeof SCOPES]('hot')).slice(0, 3)]);
        expect(first.posts?.[0].isPinnedSite).toBe(true);
        const latest = await page(reader.client, `sort=latest&feed=${feed}`, 3, null);
        expect(latest.posts?.map((p) => p.id)).not.toContain(id);
      }
    } finally {
      await admin.client.send('put', `/api/posts/${publicId}?action=unpin&siteWide=true`);
    }
  });
});
