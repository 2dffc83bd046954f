import { insertPost } from './comment-fixtures';
import { createCommunity, makeAdmin, signUp, uniqueName } from './community-fixtures';
import { useTestApi } from './support/test-api-per-file';

const api = useTestApi();

describe('community rate limits (per account)', () => {
  it('allows one join or leave per second', async () => {
    const admin = await makeAdmin(api, await signUp(api));
    const { id } = await createCommunity(admin);
    const user = await signUp(api);
    expect((await user.client.post('/api/_joinCommunity', { communityId: id, leave: false })).status).toBe(200);
    const second = await user.client.post('/api/_joinCommunity', { communityId: id, leave: true });
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect((await api.client().get(`/api/communities/${id}`)).body.noMembers).toBe(2);
  });

  it('allows five community requests per 12 hours', async () => {
    const user = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await user.client.post('/api/community_requests', { name: uniqueName('rl') })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('allows one report per 5 seconds per user, with Retry-After, and stores only the allowed one', async () => {
    const admin = await makeAdmin(api, await signUp(api));
    const community = await createCommunity(admin);
    const [first, second] = [await insertPost(api, admin, community.id), await insertPost(api, admin, community.id)];
    const reporter = await signUp(api);
    expect((await reporter.client.post('/api/_report', { type: 'post', targetId: first.id, reason: 1 })).status).toBe(200);
    const limited = await reporter.client.post('/api/_report', { type: 'post', targetId: second.id, reason: 1 });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(limited.headers['retry-after']).toBe('5');
    expect(await api.db.query(`SELECT target_id FROM reports WHERE created_by = $1`, [reporter.id])).toEqual([{ target_id: first.id }]);
    // The limit is per account: someone else may report at once.
    expect((await (await signUp(api)).client.post('/api/_report', { type: 'post', targetId: second.id, reason: 1 })).status).toBe(200);
  });

  it('allows 50 reports per 24 hours per user', async () => {
    const admin = await makeAdmin(api, await signUp(api));
    const community = await createCommunity(admin);
    const posts = [];
    for (let i = 0; i < 13; i++) posts.push(await insertPost(api, admin, community.id));
    const reporter = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      // Lift the 5-second window between reports, so that only the daily one counts.
      await api.redis.client.del(`rl:report:5000:${reporter.id}`);
      statuses.push((await reporter.client.post('/api/_report', { type: 'post', targetId: posts[i >> 2].id, reason: 1 + (i & 3) })).status);
    }
    expect(statuses).toEqual([...Array(50).fill(200), 429]);
    await api.redis.client.del(`rl:report:5000:${reporter.id}`);
    const limited = await reporter.client.post('/api/_report', { type: 'post', targetId: posts[12].id, reason: 4 });
    expect(limited.body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect(Number((await api.db.query(`SELECT count(*) FROM reports WHERE created_by = $1`, [reporter.id]))[0].count)).toBe(50);
  });
});
