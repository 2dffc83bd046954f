import { insertComments, insertPost, TestPost } from './comment-fixtures';
import { addMod, createCommunity, Member, signUp } from './community-fixtures';
import { TestApi, TestClient } from './harness';
import { clearJsonCaches } from './json-caches';
import { createPost } from './post-fixtures';
import { countQueries, recordQueries } from './query-counter';
import { startWithAdmin } from './support/forum';

/**
 * Every read route of the feeds, the post page and the comment pages sends a fixed number of SQL
 * statements whatever the page size: each is measured with a small and a larger page (or comment
 * count) and the two counts must be equal. Both pages are non-empty, so an early return on an empty
 * page cannot hide a per-row query.
 */
let api: TestApi;
let admin: Member;
let reader: Member;
let community: { id: string; name: string };
let other: { id: string; name: string };
let authors: Member[];

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
  reader = await signUp(api);
  [community, other] = [await createCommunity(admin), await createCommunity(admin)];
  for (const c of [community, other]) {
    await reader.client.post('/api/_joinCommunity', { communityId: c.id, leave: false });
    await addMod(admin, c.id, reader.name);
  }
  authors = [];
  for (let i = 0; i < 6; i++) authors.push(await signUp(api));
  for (let i = 0; i < 44; i++) {
    const post = await createPost(authors[i % authors.length], i % 4 === 3 ? other.name : community.name);
    if (i % 2) await reader.client.post('/api/_postVote', { postId: post.id, up: i % 3 !== 0 });
  }
  // 12 removed and 12 locked posts in `community` for the modtools lists; at least 20 stay listed there.
  await api.db.query(
    `UPDATE posts SET deleted_at = now(), deleted_by = $2, deleted_as = 'mods'
     WHERE id IN (SELECT id FROM posts WHERE community_id = $1 ORDER BY id LIMIT 12)`,
    [community.id, reader.id],
  );
  await api.db.query(
    `UPDATE posts SET locked_at = now(), locked_by = $2, locked_by_group = 'mods'
     WHERE id IN (SELECT id FROM posts WHERE community_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT 12)`,
    [community.id, reader.id],
  );
});

afterAll(() => api.close());

/**
 * Statements of one GET, which must answer 200 with a non-empty list. A request to `/api/_user` first
 * takes any due activity write (one per five minutes per session) out of the measured request.
 */
async function measure(client: TestClient, path: string, items: (body: Record<string, unknown>) => unknown[] | null): Promise<{ count: number; size: number }> {
  await client.get('/api/_user');
  // Cold every time: the row-version caches of comment and author JSON (comment-json.service.ts) would make the
  // count depend on which rows changed since the last request (a member's visit moves their own users row).
  clearJsonCaches(api);
  let size = 0;
  const statements = await recordQueries(api.db, async () => {
    const res = await client.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    size = items(res.body)?.length ?? 0;
  });
  expect({ path, empty: size === 0 }).toEqual({ path, empty: false });
  if (process.env.SHOW_STATEMENTS) console.log(path, statements.map((t) => t.slice(0, 90)).join('\n'));
  const count = statements.length;
  return { count, size };
}

const postsOf = (body: Record<string, unknown>) => body['posts'] as unknown[] | null;

/**
 * The fewer statements of two measurements: the counter sees every statement of the process, and a write
 * that an earlier request left running in the background (its activity write) can land in one window.
 * Statements per row would show in both, so growth still fails the test.
 */
async function measureTwice(
  client: TestClient,
  path: string,
  items: (body: Record<string, unknown>) => unknown[] | null,
): Promise<{ count: number; size: number }> {
  const first = await measure(client, path, items);
  const second = await measure(client, path, items);
  return first.count <= second.count ? first : second;
}

/** The same request with `limit=2` (or `smallLimit`) and `limit=20`: equal counts, and the larger page really is larger. */
async function sameForBothLimits(client: TestClient, path: string, items = postsOf, smallLimit = 2): Promise<number> {
  const small = await measureTwice(client, `${path}&limit=${smallLimit}`, items);
  const large = await measureTwice(client, `${path}&limit=20`, items);
  expect({ path, count: large.count }).toEqual({ path, count: small.count });
  expect(large.size).toBeGreaterThan(small.size);
  return small.count;
}

/**
 * The overview merges posts and comments by id, and the fixtures' post and comment ids come from different
 * clocks, so a page of 2 may hold one kind only (5 statements fewer). The smallest page holding both kinds
 * needs the same statements as a page of 20.
 */
async function mixedLimit(client: TestClient, path: string): Promise<number> {
  for (let limit = 2; limit <= 10; limit++) {
    const res = await client.get(`${path}&limit=${limit}`);
    if (new Set((res.body.items as { type: string }[]).map((item) => item.type)).size === 2) return limit;
  }
  throw new Error(`no page of up to 10 items mixes posts and comments: ${path}`);
}

const SORTS = ['hot', 'activity', 'latest', 'day', 'week', 'month', 'year', 'all'];

describe('query counts stay fixed whatever the page size', () => {
  it.each([
    ['all', ''],
    ['home', '&feed=home'],
    ['moderating', '&feed=moderating'],
    ['community', '&communityId={c}'],
  ])('the %s feed, every sort', async (_name, scope) => {
    for (const sort of SORTS) {
      const small = await sameForBothLimits(reader.client, `/api/posts?sort=${sort}${scope.replace('{c}', community.id)}`);
      expect(small).toBeLessThanOrEqual(8);
    }
  });

  it('a member’s page reads their votes and visits of it in one statement', async () => {
    const statements = await recordQueries(api.db, async () => expect((await reader.client.get('/api/posts?sort=hot&feed=home')).status).toBe(200));
    const viewerState = statements.filter((sql) => /\bpost_votes\b|\bpost_visits\b/.test(sql));
    expect(viewerState).toEqual([expect.stringMatching(/post_votes[\s\S]*post_visits/)]);
  });

  it('a visitor on the all and community feeds', async () => {
    for (const query of ['sort=hot', 'sort=latest', `sort=hot&communityId=${community.id}`, `sort=week&communityId=${community.id}`]) {
      expect(await sameForBothLimits(api.client(), `/api/posts?${query}`)).toBeLessThanOrEqual(8);
    }
  });

  it('a page after the first (cursor), hot and latest, on the all, home and community feeds', async () => {
    for (const query of ['sort=hot', 'sort=latest', 'sort=hot&feed=home', `sort=latest&communityId=${community.id}`, 'sort=week&feed=moderating']) {
      const first = await reader.client.get(`/api/posts?${query}&limit=2`);
      expect(first.body.next).not.toBeNull();
      await sameForBothLimits(reader.client, `/api/posts?${query}&next=${encodeURIComponent(String(first.body.next))}`);
    }
  });

  it.each(['deleted', 'locked'])('the modtools list filter=%s', async (filter) => {
    await sameForBothLimits(reader.client, `/api/posts?communityId=${community.id}&filter=${filter}&page=1`);
  });

  it.each(['', 'posts', 'comments'])('the profile feed filter=%j', async (filter) => {
    const writer = await signUp(api);
    // Posts and comments alternate in time, so a page of 2 holds one of each, like a page of 20.
    const live = (await insertPost(api, authors[0], community.id)) as TestPost;
    for (let i = 0; i < 22; i++) {
      await insertPost(api, writer, community.id);
      await insertComments(api, live, [writer], 1);
    }
    const items = (body: Record<string, unknown>) => body['items'] as unknown[];
    for (const client of [reader.client, api.client()]) {
      const path = `/api/users/${writer.name}/feed?filter=${filter}`;
      await sameForBothLimits(client, path, items, filter === '' ? await mixedLimit(client, path) : 2);
    }
  });
});

describe('post page and comment pages: the same statements for 3 comments as for 510', () => {
  let posts: Record<'none' | 'few' | 'many' | 'twoPages', TestPost>;

  beforeAll(async () => {
    const made = await Promise.all([0, 1, 2, 3].map(() => insertPost(api, authors[1], community.id)));
    posts = { none: made[0], few: made[1], many: made[2], twoPages: made[3] };
    await insertComments(api, posts.few, authors.slice(0, 3), 3, 3);
    await insertComments(api, posts.many, authors, 510, 7);
    await insertComments(api, posts.twoPages, authors, 1000, 7);
  });

  const comments = (body: Record<string, unknown>) => body['comments'] as unknown[];

  it.each([
    ['a member', () => reader.client],
    ['a visitor', () => api.client()],
  ])('GET /api/posts/{publicId} for %s', async (_who, clientOf) => {
    const client = clientOf();
    // The fewer of two runs each (measureTwice says why): a fresh-clone run once counted 17 statements against 16.
    const few = await measureTwice(client, `/api/posts/${posts.few.publicId}`, comments);
    const many = await measureTwice(client, `/api/posts/${posts.many.publicId}`, comments);
    expect(many.size).toBe(500);
    expect(many.count).toBe(few.count);
    // No comments: the comment mapping is skipped, never more statements than with comments.
    await client.get('/api/_user');
    const none = await countQueries(api.db, async () => expect((await client.get(`/api/posts/${posts.none.publicId}`)).body.comments).toEqual([]));
    expect(none).toBeLessThanOrEqual(few.count);
    expect(none).toBeLessThanOrEqual(20);
  });

  it('GET /api/posts/{publicId}/comments, first page', async () => {
    const few = await measureTwice(reader.client, `/api/posts/${posts.few.publicId}/comments`, comments);
    expect((await measureTwice(reader.client, `/api/posts/${posts.many.publicId}/comments`, comments)).count).toBe(few.count);
  });

  it('GET /api/posts/{publicId}/comments?next= (10 comments left against 500)', async () => {
    const nextOf = async (post: TestPost) => (await reader.client.get(`/api/posts/${post.publicId}/comments`)).body.next as string;
    const [short, full] = [await nextOf(posts.many), await nextOf(posts.twoPages)];
    const shortPage = `/api/posts/${posts.many.publicId}/comments?next=${encodeURIComponent(short)}`;
    const fullPage = `/api/posts/${posts.twoPages.publicId}/comments?next=${encodeURIComponent(full)}`;
    // The fewer of two runs each (measureTwice says why): a pass once counted 9 statements against 8.
    const [few, many] = [await measureTwice(reader.client, shortPage, comments), await measureTwice(reader.client, fullPage, comments)];
    expect([few.size, many.size]).toEqual([10, 500]);
    expect(many.count).toBe(few.count);
  });
});
