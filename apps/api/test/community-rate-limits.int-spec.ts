import { createCommunity, makeAdmin, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';

let api: TestApi;

beforeAll(async () => {
  api = await TestApi.start();
});

afterAll(async () => {
  await api.close();
});

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
});
