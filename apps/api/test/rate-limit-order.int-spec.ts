import { signUp } from './community-fixtures';
import { useTestApi } from './support/test-api-per-file';

/**
 * Routes whose limit docs/api/errors.md §3 lists before the body ("auth; 429; json") count it in a route guard, so a
 * refused caller's body is never validated: cheap limits before expensive work.
 */
const api = useTestApi();

const TOO_MANY = { status: 429, message: 'Too Many Requests.' };
/** Fills the window so the next hit is refused, open long enough for the whole test. */
const exhaust = (action: string, windowMs: number, userId: string, limit: number) =>
  api.redis.client.set(`rl:${action}:${windowMs}:${userId}`, limit, 'PX', 60_000);

describe('a refused caller with a malformed body', () => {
  it('gets 429, not 400 invalid_json, on votes, posts, comments, joins, reports and community requests', async () => {
    const member = await signUp(api);
    await exhaust('voting', 1000, member.id, 4);
    await exhaust('createPost', 10_000, member.id, 1);
    await exhaust('addComment', 5000, member.id, 2);
    await exhaust('joinCommunity', 1000, member.id, 1);
    await exhaust('report', 5000, member.id, 1);
    await exhaust('communityRequest', 43_200_000, member.id, 5);
    const malformed = {
      postId: 12,
      commentId: [],
      up: 'yes',
      title: 7,
      community: {},
      body: false,
      communityId: 3,
      type: 9,
      reason: 'x',
      communityName: 4,
      note: 5,
    };
    for (const path of [
      '/api/_postVote',
      '/api/_commentVote',
      '/api/posts',
      '/api/posts/zzzzzzzz/comments',
      '/api/_joinCommunity',
      '/api/_report',
      '/api/community_requests',
    ]) {
      const res = await member.client.post(path, malformed);
      expect({ path, body: res.body }).toEqual({ path, body: TOO_MANY });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Within the limits the same body is the pipe's 400.
    expect((await (await signUp(api)).client.post('/api/_postVote', malformed)).body).toEqual({
      status: 400,
      code: 'invalid_json',
      message: 'Invalid JSON body.',
    });
  });
});
