import { TestApi } from './harness';
import { useTestApi } from './support/test-api-per-file';

/** `RATE_LIMITS_ENABLED=false` switches every limit off; `?adminKey=` skips them per request (docs/api/rules.md §12). */
const UNKNOWN_POST = { postId: 'ffffffffffffffffffffffff', up: true };

async function limitKeys(api: TestApi): Promise<string[]> {
  return api.redis.client.keys(`${api.config.redisPrefix}rl:*`);
}

describe('RATE_LIMITS_ENABLED=false', () => {
  const api = useTestApi({ rateLimitsEnabled: false });

  it('counts nothing: route-guard limits, service limits and the visitor-session cap are all off', async () => {
    const voter = api.client();
    expect((await voter.signup(`off${Date.now().toString(36).slice(-6)}`)).status).toBe(201);
    const votes = await Promise.all(Array.from({ length: 8 }, () => voter.post('/api/_postVote', UNKNOWN_POST)));
    expect(votes.map((r) => r.status)).toEqual(Array(8).fill(404));
    const ip = '198.51.100.200';
    const logins = await Promise.all(Array.from({ length: 14 }, (_, i) => api.client(ip).login(`nobody${i}`, 'wrong password')));
    expect(logins.map((r) => r.status)).toEqual(Array(14).fill(401));
    expect(await limitKeys(api)).toEqual([]);
  });
});

describe('?adminKey=', () => {
  const adminApiKey = 'an-admin-key-for-scripts-0123456789';
  const api = useTestApi({ adminApiKey });

  it('skips the route guard and the service limits for that request only', async () => {
    const voter = api.client();
    expect((await voter.signup(`key${Date.now().toString(36).slice(-6)}`)).status).toBe(201);
    const withKey = await Promise.all(Array.from({ length: 8 }, () => voter.post(`/api/_postVote?adminKey=${adminApiKey}`, UNKNOWN_POST)));
    expect(withKey.map((r) => r.status)).toEqual(Array(8).fill(404));
    const without = await Promise.all(Array.from({ length: 6 }, () => voter.post('/api/_postVote', UNKNOWN_POST)));
    expect(without.map((r) => r.status).sort()).toEqual([404, 404, 404, 404, 429, 429]);
    const ip = '198.51.100.201';
    const logins = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.client(ip).post(`/api/_login?adminKey=${adminApiKey}`, { username: `nobody${i}`, password: 'wrong password' })),
    );
    expect(logins.map((r) => r.status)).toEqual(Array(12).fill(401));
  });
});
