import { createCommunity, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { countQueries } from './query-counter';
import { startWithAdmin } from './support/forum';

// VISITOR_CACHE_MS: visitors may get an answer up to that old; signed-in users never get a cached one,
// and nothing a signed-in user was answered is ever given to a visitor.
let api: TestApi;
let admin: Member;
let author: Member;
let community: { id: string; name: string };

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false, visitorCacheMs: 60_000 }));
  author = await signUp(api);
  community = await createCommunity(admin);
});

afterAll(() => api.close());

const titles = (body: { posts: { title: string }[] }) => body.posts.map((post) => post.title);

describe('visitor cache', () => {
  it('serves visitors the same answer without touching the database, while members see new posts at once', async () => {
    await createPost(author, community.name, { title: 'Before the cache' });
    const path = `/api/posts?communityId=${community.id}&sort=latest`;
    const visitor = api.client();
    const first = await visitor.get(path);
    expect(first.status).toBe(200);
    expect(titles(first.body)).toEqual(['Before the cache']);

    await createPost(author, community.name, { title: 'After the cache' });
    let again: { status: number; headers: Record<string, string>; body: { posts: { title: string }[] } } | undefined;
    const queries = await countQueries(api.db, async () => {
      again = await api.client().get(path);
    });
    expect(again?.status).toBe(200);
    expect(again?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(titles(again?.body ?? { posts: [] })).toEqual(['Before the cache']);
    expect(queries).toBe(0);

    const member = await author.client.get(path);
    expect(titles(member.body)).toEqual(['After the cache', 'Before the cache']);
    expect(member.body.posts[0].userVoted).toBe(true);
  });

  it("never hands a member's answer to a visitor", async () => {
    const post = await createPost(author, community.name, { title: 'Voted by its author' });
    const member = await author.client.get(`/api/posts/${post.publicId}`);
    expect(member.body.userVoted).toBe(true);
    const visitor = await api.client().get(`/api/posts/${post.publicId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.userVoted).toBeNull();
    expect(visitor.body.title).toBe('Voted by its author');
    // A hit of the post page (kept as RawJson) is sent as the miss was.
    const hit = await api.client().get(`/api/posts/${post.publicId}`);
    expect([hit.headers['content-type'], hit.text]).toEqual(['application/json; charset=utf-8', visitor.text]);
  });

  it('does not keep errors', async () => {
    const missing = await api.client().get('/api/posts/zzzzzzzz');
    expect(missing.status).toBe(404);
    const post = await createPost(author, community.name, { title: 'Found later' });
    await api.db.query(`UPDATE posts SET public_id = 'zzzzzzzz' WHERE id = $1`, [post.id]);
    const found = await api.client().get('/api/posts/zzzzzzzz');
    expect(found.status).toBe(200);
    expect(found.body.title).toBe('Found later');
  });
});
