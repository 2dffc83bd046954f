import { addMod, createCommunity, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost, createPosts } from './post-fixtures';
import { PostWindowsService } from '@app/server/posts';
import { startWithAdmin } from './support/forum';

let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

type FeedPost = { id: string; hotness: number; upvotes: number; downvotes: number; lastActivityAt: string; isPinned: boolean; isPinnedSite: boolean };

/** Follows `next` to the end and returns every post id in order. */
async function walk(member: Member | null, query: string, limit: number): Promise<{ ids: string[]; pages: number; posts: FeedPost[] }> {
  const client = member?.client ?? api.client();
  const posts: FeedPost[] = [];
  let next: string | number | null = null;
  let pages = 0;
  do {
    const res = await client.get(`/api/posts?${query}&limit=${limit}${next !== null ? `&next=${encodeURIComponent(String(next))}` : ''}`);
    expect(res.status).toBe(200);
    posts.push(...((res.body.posts ?? []) as FeedPost[]));
    next = res.body.next;
    pages++;
  } while (next !== null && pages < 100);
  return { ids: posts.map((p) => p.id), pages, posts };
}

/** Gives a post `up` extra upvotes and `down` downvotes straight in SQL (counters kept consistent). */
async function setVotes(postId: string, up: number, down: number): Promise<void> {
  await api.db.query(`UPDATE posts SET upvotes = $2, downvotes = $3, hotness = post_hotness($2, created_at) WHERE id = $1`, [postId, up, down]);
  await api.db.query(`UPDATE post_windows SET points = $2 WHERE post_id = $1`, [postId, up - down]);
}

describe('feeds: order and cursors', () => {
  let community: { id: string; name: string };
  let ids: string[];

  beforeAll(async () => {
    community = await createCommunity(admin);
    const author = await signUp(api);
    ids = [];
    for (let i = 0; i < 23; i++) ids.push((await createPost(author, community.name, { title: `Post number ${i}` })).id);
    for (let i = 0; i < ids.length; i++) await setVotes(ids[i], (i * 7) % 11, i % 3);
    await api.db.query(
      `UPDATE posts SET last_activity_at = now() - make_interval(secs => (id_rank)) FROM (SELECT id AS pid, row_number() OVER (ORDER BY id) % 5 AS id_rank FROM posts) r WHERE posts.id = r.pid`,
    );
  });

  const expected = async (order: string) =>
    (await api.db.query(`SELECT id FROM posts WHERE community_id = $1 AND deleted_at IS NULL ORDER BY ${order}`, [community.id])).map(
      (r: { id: string }) => r.id,
    );

  it.each([
    ['hot', 'hotness DESC, id DESC'],
    ['latest', 'id DESC'],
    ['activity', 'last_activity_at DESC, id DESC'],
    ['all', 'upvotes - downvotes DESC, id DESC'],
    ['day', 'upvotes - downvotes DESC, id DESC'],
    ['week', 'upvotes - downvotes DESC, id DESC'],
    ['month', 'upvotes - downvotes DESC, id DESC'],
    ['year', 'upvotes - downvotes DESC, id DESC'],
  ])('community feed sort=%s pages through every post once, in order', async (sort, order) => {
    const { ids: got, pages } = await walk(null, `sort=${sort}&communityId=${community.id}`, 5);
    expect(got).toEqual(await expected(order));
    expect(new Set(got).size).toBe(got.length);
    expect(pages).toBe(5);
  });

  it('uses the contract cursor formats', async () => {
    const hot = await api.client().get(`/api/posts?sort=hot&communityId=${community.id}&limit=2`);
    expect(hot.body.next).toMatch(/^\d+\.[0-9a-f]{24}$/);
    const latest = await api.client().get(`/api/posts?sort=latest&communityId=${community.id}&limit=2`);
    expect(latest.body.next).toMatch(/^[0-9a-f]{24}$/);
    const top = await api.client().get(`/api/posts?sort=week&communityId=${community.id}&limit=2`);
    expect(top.body.next).toMatch(/^-?\d+\.[0-9a-f]{24}$/);
    const activity = await api.client().get(`/api/posts?sort=activity&communityId=${community.id}&limit=2`);
    expect(activity.body.next).toMatch(/^\d+000\.[0-9a-f]{24}$/);
    const last = await api.client().get(`/api/posts?sort=latest&communityId=${community.id}&limit=50`);
    expect(last.body.next).toBeNull();
  });

  it('accepts the bare activity number of upstream clients', async () => {
    const first = await api.client().get(`/api/posts?sort=activity&communityId=${community.id}&limit=3`);
    const bare = String(first.body.next).split('.')[0];
    const res = await api.client().get(`/api/posts?sort=activity&communityId=${community.id}&limit=3&next=${bare}`);
    expect(res.status).toBe(200);
    expect(res.body.posts.length).toBeGreaterThan(0);
  });

  it('keeps pages free of duplicates while posts and votes arrive between them', async () => {
    const c = await createCommunity(admin);
    const author = await signUp(api);
    for (let i = 0; i < 12; i++) await createPost(author, c.name);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await api.client().get(`/api/posts?sort=latest&communityId=${c.id}&limit=4${next ? `&next=${next}` : ''}`);
      seen.push(...res.body.posts.map((p: { id: string }) => p.id));
      next = res.body.next;
      const fresh = await createPost(author, c.name);
      await setVotes(fresh.id, 5, 0);
    } while (next);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(12);
  });

  it.each([
    ['sort=hot&next=abc', 'invalid_cursor', 'Invalid feed pagination cursor.'],
    ['sort=latest&next=12345', 'invalid_cursor', 'Invalid feed pagination cursor.'],
    ["sort=week&next=1.18ea4113c520a9000988a01d'--", 'invalid_cursor', 'Invalid feed pagination cursor.'],
    ['sort=best', 'invalid-sort', 'Invalid feed sort.'],
    ['sort=hot&limit=abc', 'invalid_limit', 'Invalid feed limit (limit is not a number).'],
    ['sort=hot&limit=51', 'invalid_limit', 'Invalid feed limit (not within the valid range).'],
    ['sort=hot&limit=0', 'invalid_limit', 'Invalid feed limit (not within the valid range).'],
    ['sort=hot&feed=mine', 'invalid-feed-type', 'Invalid feed type.'],
    ['sort=hot&feed=community', 'community-is-empty', "The query parameter 'community' cannot be empty."],
    ['sort=hot&communityId=xyz', 'invalid_id', 'Invalid ID.'],
    ['sort=hot&filter=spam', 'invalid_filter', 'Invalid feed filter.'],
  ])('refuses %s with 400 %s', async (query, code, message) => {
    expect((await api.client().get(`/api/posts?${query}`)).body).toEqual({ status: 400, code, message });
  });

  it('answers null posts for an empty page and 401 for home or moderating feeds of visitors', async () => {
    const empty = await createCommunity(admin);
    expect((await api.client().get(`/api/posts?sort=hot&communityId=${empty.id}`)).body).toEqual({ posts: null, next: null });
    for (const feed of ['home', 'moderating']) {
      expect((await api.client().get(`/api/posts?sort=hot&feed=${feed}`)).body).toEqual({
        status: 401,
        code: 'not_logged_in',
        message: 'User is not logged in.',
      });
    }
  });

  it('defaults to latest when no sort is given', async () => {
    const res = await api.client().get(`/api/posts?communityId=${community.id}&limit=50`);
    expect(res.body.posts.map((p: { id: string }) => p.id)).toEqual(await expected('id DESC'));
  });
});

describe('feeds: scopes, pins and exclusions', () => {
  it('home lists joined communities only (none joined → empty), moderating the moderated ones', async () => {
    const [a, b, c] = [await createCommunity(admin), await createCommunity(admin), await createCommunity(admin)];
    const author = await signUp(api);
    const inA = await createPost(author, a.name);
    const inB = await createPost(author, b.name);
    const inC = await createPost(author, c.name);
    const reader = await signUp(api);
    expect((await reader.client.get('/api/posts?sort=hot&feed=home')).body).toEqual({ posts: null, next: null });
    for (const community of [a, b]) await reader.client.post('/api/_joinCommunity', { communityId: community.id, leave: false });
    for (const sort of ['hot', 'latest', 'activity', 'all', 'week']) {
      const home = await walk(reader, `sort=${sort}&feed=home`, 1);
      expect(home.ids.sort()).toEqual([inA.id, inB.id].sort());
    }
    await addMod(admin, c.id, reader.name);
    expect((await walk(reader, 'sort=latest&feed=moderating', 10)).ids).toEqual([inC.id]);
  });

  it('puts pins first on the first hot page only, removed from the ranked part', async () => {
    const c = await createCommunity(admin);
    const author = await signUp(api);
    const posts = await createPosts(author, c.name, 5);
    await admin.client.send('put', `/api/posts/${posts[0].publicId}?action=pin`);
    const first = await api.client().get(`/api/posts?sort=hot&communityId=${c.id}&limit=3`);
    expect(first.body.posts[0]).toMatchObject({ id: posts[0].id, isPinned: true });
    expect(first.body.posts).toHaveLength(4);
    expect(first.body.posts.filter((p: { id: string }) => p.id === posts[0].id)).toHaveLength(1);
    const latest = await api.client().get(`/api/posts?sort=latest&communityId=${c.id}&limit=3`);
    expect(latest.body.posts[0].id).toBe(posts[4].id);
    await admin.client.send('put', `/api/posts/${posts[1].publicId}?action=pin&siteWide=true`);
    const all = await api.client().get('/api/posts?sort=hot&limit=3');
    expect(all.body.posts[0]).toMatchObject({ id: posts[1].id, isPinnedSite: true });
  });

  it('never lists deleted posts', async () => {
    const c = await createCommunity(admin);
    const author = await signUp(api);
    const { id, publicId } = await createPost(author, c.name);
    await author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal`);
    for (const sort of ['hot', 'latest', 'activity', 'all', 'day']) {
      expect((await api.client().get(`/api/posts?sort=${sort}&communityId=${c.id}`)).body.posts).toBeNull();
    }
    expect((await walk(null, 'sort=latest', 50)).ids).not.toContain(id);
  });
});

describe('top windows', () => {
  it('leave out posts older than the window even before the hourly pruning, which then drops them', async () => {
    const c = await createCommunity(admin);
    const author = await signUp(api);
    const old = await createPost(author, c.name);
    const fresh = await createPost(author, c.name);
    await api.db.query(`UPDATE post_windows SET created_at = now() - interval '2 days' WHERE post_id = $1`, [old.id]);
    expect((await walk(null, `sort=day&communityId=${c.id}`, 10)).ids).toEqual([fresh.id]);
    expect((await walk(null, `sort=week&communityId=${c.id}`, 10)).ids.sort()).toEqual([old.id, fresh.id].sort());
    const { removed } = await new PostWindowsService(api.db).prune();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await api.db.query(`SELECT window_days FROM post_windows WHERE post_id = $1 ORDER BY window_days`, [old.id])).toEqual([
      { window_days: 7 },
      { window_days: 30 },
      { window_days: 365 },
    ]);
  });
});

describe('modtools lists', () => {
  it('lists deleted and locked posts for mods and admins with page numbers and totals', async () => {
    const c = await createCommunity(admin);
    const author = await signUp(api);
    const posts = await createPosts(author, c.name, 3);
    await admin.client.send('delete', `/api/posts/${posts[0].publicId}?deleteAs=admins`);
    await admin.client.send('put', `/api/posts/${posts[1].publicId}?action=lock&lockAs=admins`);
    const deleted = await admin.client.get(`/api/posts?communityId=${c.id}&filter=deleted&page=1&limit=10`);
    expect(deleted.body).toMatchObject({ noPosts: 1, limit: 10, page: 1 });
    expect(deleted.body.posts[0]).toMatchObject({ id: posts[0].id, userVoted: null });
    const locked = await admin.client.get(`/api/posts?communityId=${c.id}&filter=locked&page=1`);
    expect(locked.body.posts.map((p: { id: string }) => p.id)).toEqual([posts[1].id]);
    expect((await admin.client.get(`/api/posts?communityId=${c.id}&filter=locked&page=2`)).body).toEqual({ noPosts: 1, limit: 10, page: 2, posts: null });
    expect((await admin.client.get(`/api/posts?communityId=${c.id}&filter=locked&page=x`)).body).toEqual({
      status: 400,
      code: 'invalid_page',
      message: 'Invalid page.',
    });
    expect((await author.client.get(`/api/posts?communityId=${c.id}&filter=locked&page=1`)).body).toEqual({
      status: 403,
      code: 'not_admin_nor_mod',
      message: 'User neither an admin nor a mod.',
    });
    expect((await api.client().get(`/api/posts?communityId=${c.id}&filter=locked&page=1`)).body.code).toBe('not_logged_in');
  });
});
