import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { countQueries } from './query-counter';
import { startWithCommunity } from './support/forum';

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

beforeAll(async () => ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const comment = async (member: Member, publicId: string, body: string, parentCommentId: string | null = null) => {
  const res = await member.client.post(`/api/posts/${publicId}/comments?userGroup=normal`, { parentCommentId, body });
  if (res.status !== 200) throw new Error(`comment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
};

describe('GET /api/users/{username}/feed', () => {
  it('merges posts and comments newest first, pages by an inclusive id cursor and filters', async () => {
    const author = await signUp(api);
    const expected: { id: string; type: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const post = await createPost(author, community.name, { title: `Feed post ${i}` });
      expected.push({ id: post.id, type: 'post' });
      const c = await comment(author, post.publicId, `Feed comment ${i}`);
      expected.push({ id: c.id, type: 'comment' });
    }
    expected.reverse();
    const seen: { id: string; type: string }[] = [];
    let next: string | null = null;
    do {
      const res = await api.client().get(`/api/users/${author.name}/feed?limit=3${next ? `&next=${next}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((i: { item: { id: string }; type: string }) => ({ id: i.item.id, type: i.type })));
      next = res.body.next;
    } while (next);
    expect(seen).toEqual(expected);
    const posts = await api.client().get(`/api/users/${author.name}/feed?filter=posts&limit=50`);
    expect(posts.body.items.every((i: { type: string }) => i.type === 'post')).toBe(true);
    expect(posts.body.items).toHaveLength(4);
    const comments = await api.client().get(`/api/users/${author.name}/feed?filter=comments`);
    expect(comments.body.items).toHaveLength(4);
    expect(comments.body.items[0].item.postTitle).toBe('Feed post 3');
    expect(comments.body.next).toBeNull();
  });

  it('answers the contract errors', async () => {
    const author = await signUp(api);
    expect((await api.client().get('/api/users/nobody_here_x/feed')).body.code).toBe('user_not_found');
    expect((await api.client().get(`/api/users/${author.name}/feed?filter=all`)).body).toEqual({
      status: 400,
      code: 'invalid-filter',
      message: "filter must be one of 'posts' or 'comments' or it must be empty",
    });
    expect((await api.client().get(`/api/users/${author.name}/feed?limit=x`)).body.code).toBe('invalid_limit');
    expect((await api.client().get(`/api/users/${author.name}/feed?next=abc`)).body.code).toBe('invalid_cursor');
    expect((await api.client().get(`/api/users/${author.name}/feed`)).body).toEqual({ items: [], next: null });
  });

  it('hides a banned user from visitors (401) and non-admins (403), not from admins', async () => {
    const banned = await signUp(api);
    await createPost(banned, community.name);
    await api.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [banned.id]);
    expect((await api.client().get(`/api/users/${banned.name}/feed`)).body).toEqual({ status: 401, code: 'user_banned', message: 'User is banned.' });
    expect((await (await signUp(api)).client.get(`/api/users/${banned.name}/feed`)).body.code).toBe('not_admin');
    expect((await admin.client.get(`/api/users/${banned.name}/feed`)).body.items).toHaveLength(1);
  });

  it('shows posts deleted by their author, hides those deleted by mods from non-admins', async () => {
    const author = await signUp(api);
    const own = await createPost(author, community.name);
    const removed = await createPost(author, community.name);
    await author.client.send('delete', `/api/posts/${own.publicId}?deleteAs=normal`);
    await admin.client.send('delete', `/api/posts/${removed.publicId}?deleteAs=admins`);
    const visitor = (await api.client().get(`/api/users/${author.name}/feed`)).body.items.map((i: { item: { id: string } }) => i.item.id);
    expect(visitor).toEqual([own.id]);
    const adminView = (await admin.client.get(`/api/users/${author.name}/feed`)).body.items.map((i: { item: { id: string } }) => i.item.id);
    expect(adminView).toEqual([removed.id, own.id]);
  });

  it('runs a fixed number of queries whatever the page size', async () => {
    const author = await signUp(api);
    for (let i = 0; i < 12; i++) {
      const post = await createPost(author, community.name);
      await comment(author, post.publicId, 'Counting');
    }
    const reader = await signUp(api);
    await reader.client.get('/api/_user');
    // Once first, so both measurements find the reader's mutes cached (the first read of them is one statement).
    await reader.client.get(`/api/users/${author.name}/feed?limit=1`);
    const count = (limit: number) => countQueries(api.db, () => reader.client.get(`/api/users/${author.name}/feed?limit=${limit}`));
    expect(await count(20)).toBe(await count(2));
  });
});

describe('post page comments and new comments', () => {
  it('embeds the first comments page and counts comments by others since the last visit', async () => {
    const author = await signUp(api);
    const reader = await signUp(api);
    const post = await createPost(author, community.name);
    const first = await comment(author, post.publicId, 'First!');
    const page = await reader.client.get(`/api/posts/${post.publicId}`);
    expect(page.body.comments.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(page.body.commentsNext).toBeNull();
    expect(page.body.newComments).toBe(0);
    await comment(author, post.publicId, 'Second');
    await comment(reader, post.publicId, 'Mine does not count');
    await comment(author, post.publicId, 'Third');
    const feed = await reader.client.get(`/api/posts?communityId=${community.id}&sort=latest&limit=50`);
    expect(feed.body.posts.find((p: { id: string }) => p.id === post.id).newComments).toBe(2);
    const again = await reader.client.get(`/api/posts/${post.publicId}`);
    expect(again.body.newComments).toBe(2);
    expect(again.body.comments).toHaveLength(4);
    const after = await reader.client.get(`/api/posts?communityId=${community.id}&sort=latest&limit=50`);
    expect(after.body.posts.find((p: { id: string }) => p.id === post.id).newComments).toBe(0);
  });
});
