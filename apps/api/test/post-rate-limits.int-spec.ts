import { addComment, insertPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { startWithCommunity } from './support/forum';

/**
 * Rate limits of docs/api/posts.md, on (the default): creating posts 1 per 10 s and 70 per 24 h; "update content"
 * (every PUT and DELETE of posts and comments) 1 per second and 2000 per 24 h; "voting" (post and comment
 * votes) 4 per second and 2000 per 24 h; all per account. Long windows are filled straight in Redis (the
 * limiter's keys are `rl:{name}:{windowMs}:{userId}`), so a test does not send 2000 requests.
 */
let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

const DAY_MS = 86_400_000;
const TOO_MANY = { status: 429, message: 'Too Many Requests.' };

beforeAll(async () => ({ api, admin, community } = await startWithCommunity({})));
afterAll(() => api.close());

/** Puts `hits` into the window of `windowMs` (open for `ttlMs`, the window's own length by default). */
const fill = (name: string, windowMs: number, userId: string, hits: number, ttlMs = windowMs) =>
  api.redis.client.set(`rl:${name}:${windowMs}:${userId}`, hits, 'PX', ttlMs);
const lift = (name: string, windowMs: number, userId: string) => api.redis.client.del(`rl:${name}:${windowMs}:${userId}`);
const postsBy = async (userId: string) => Number((await api.db.query(`SELECT count(*) FROM posts WHERE user_id = $1`, [userId]))[0].count);

describe('POST /api/posts', () => {
  it('allows one post per 10 seconds per account, counted before the checks of the post', async () => {
    const author = await signUp(api);
    expect((await author.client.post('/api/posts', { title: 'First one', community: community.name })).status).toBe(200);
    const second = await author.client.post('/api/posts', { title: 'Second one', community: community.name });
    expect(second.body).toEqual(TOO_MANY);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(10);
    // 429 comes before the service's checks (a body of the wrong JSON shape is refused earlier, by the validation pipe).
    expect((await author.client.post('/api/posts', { title: 'Anywhere', community: 'nowhere_at_all' })).status).toBe(429);
    expect(await postsBy(author.id)).toBe(1);
    // Per account: someone else posts at once.
    expect((await (await signUp(api)).client.post('/api/posts', { title: 'Other author', community: community.name })).status).toBe(200);
  });

  it('allows 70 posts per 24 hours per account', async () => {
    const author = await signUp(api);
    await fill('createPost', DAY_MS, author.id, 69);
    expect((await author.client.post('/api/posts', { title: 'Seventieth', community: community.name })).status).toBe(200);
    await lift('createPost', 10_000, author.id);
    const limited = await author.client.post('/api/posts', { title: 'Seventy-first', community: community.name });
    expect(limited.body).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await postsBy(author.id)).toBe(1);
  });
});

describe('PUT and DELETE /api/posts/{publicId}: the "update content" budget', () => {
  it('allows one edit, action or deletion per second per account, shared with comment edits and deletions', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, community.id);
    const comment = await addComment(author, post, 'A comment to edit');
    expect((await author.client.send('put', `/api/posts/${post.publicId}`, { title: 'New title', body: 'Body' })).status).toBe(200);
    const limited = await author.client.send('put', `/api/posts/${post.publicId}`, { title: 'Newer title', body: 'Body' });
    expect(limited.body).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBe('1');
    // Keep this second's window open while the other routes are tried, however slow the machine.
    await api.redis.client.pexpire(`rl:updateContent:1000:${author.id}`, 60_000);
    expect((await author.client.send('put', `/api/posts/${post.publicId}?action=changeAsUser&userGroup=normal`)).status).toBe(429);
    expect((await author.client.send('delete', `/api/posts/${post.publicId}?deleteAs=normal`)).status).toBe(429);
    expect((await author.client.send('put', `/api/posts/${post.id}/comments/${comment.id}`, { body: 'Edited' })).status).toBe(429);
    expect((await author.client.send('delete', `/api/posts/${post.id}/comments/${comment.id}`)).status).toBe(429);
    // 429 before 404 (docs/api/errors.md §3 order).
    expect((await author.client.send('delete', '/api/posts/zzzzzzzz?deleteAs=normal')).status).toBe(429);
    const [row] = await api.db.query(`SELECT title, deleted_at FROM posts WHERE id = $1`, [post.id]);
    expect(row).toEqual({ title: 'New title', deleted_at: null });
    // Per account: a moderator acts on the same post at once.
    expect((await admin.client.send('put', `/api/posts/${post.publicId}?action=lock&lockAs=mods`)).status).toBe(200);
  });

  it('allows 2000 per 24 hours per account', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, community.id);
    await fill('updateContent', DAY_MS, author.id, 1999);
    expect((await author.client.send('put', `/api/posts/${post.publicId}`, { title: 'Last edit today', body: 'Body' })).status).toBe(200);
    await lift('updateContent', 1000, author.id);
    const limited = await author.client.send('delete', `/api/posts/${post.publicId}?deleteAs=normal`);
    expect(limited.body).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(86_000);
    expect((await api.db.query(`SELECT deleted_at FROM posts WHERE id = $1`, [post.id]))[0].deleted_at).toBeNull();
  });
});

describe('POST /api/_postVote: the "voting" budget', () => {
  it('allows 4 votes per second per account', async () => {
    const voter = await signUp(api);
    const posts = await Promise.all(Array.from({ length: 5 }, () => insertPost(api, admin, community.id)));
    const results = await Promise.all(posts.map((p) => voter.client.post('/api/_postVote', { postId: p.id, up: true })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429]);
    const limited = results.find((r) => r.status === 429);
    expect(limited?.body).toEqual(TOO_MANY);
    expect(limited?.headers['retry-after']).toBe('1');
    expect(Number((await api.db.query(`SELECT count(*) FROM post_votes WHERE user_id = $1`, [voter.id]))[0].count)).toBe(4);
    // Per account: another user votes at once.
    expect((await (await signUp(api)).client.post('/api/_postVote', { postId: posts[0].id, up: true })).status).toBe(200);
  });

  it('shares the per-second budget with comment votes, and allows 2000 votes per 24 hours', async () => {
    const voter = await signUp(api);
    const post = await insertPost(api, admin, community.id);
    const comment = await addComment(admin, post, 'Vote on me');
    // Three hits already in a window that stays open for the whole test.
    await fill('voting', 1000, voter.id, 3, 60_000);
    expect((await voter.client.post('/api/_commentVote', { commentId: comment.id, up: true })).status).toBe(200);
    expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).body).toEqual(TOO_MANY);
    expect((await voter.client.post('/api/_commentVote', { commentId: comment.id, up: false })).status).toBe(429);
    // 429 before 404 (docs/api/errors.md §3 order).
    expect((await voter.client.post('/api/_postVote', { postId: 'ffffffffffffffffffffffff', up: true })).status).toBe(429);

    const daily = await signUp(api);
    await fill('voting', DAY_MS, daily.id, 2000);
    const limited = await daily.client.post('/api/_postVote', { postId: post.id, up: true });
    expect(limited.body).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await api.db.query(`SELECT post_id FROM post_votes WHERE user_id = ANY($1)`, [[voter.id, daily.id]])).toEqual([]);
  });
});
