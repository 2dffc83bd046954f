import { TestApi } from './harness';
import { BuiltApi, ensureApiBuilt, SessionBrowser, startBuiltApi, stopBuiltApi } from './support/built-api';

/**
 * Two built api processes on one database and one Redis prefix count every limit together: the 429
 * comes at the same count whichever process answers (docs/operations.md, "More than one process"). Both placements are checked:
 * a route guard's limit (votes, 4 per second per account) and a service's (login, 10 per second per address).
 */
ensureApiBuilt();

let api: TestApi;
let processes: BuiltApi[] = [];

beforeAll(async () => {
  // Only for its migrated database and prefix; the processes under test are the built ones.
  api = await TestApi.start();
  processes = await Promise.all([0, 1].map(() => startBuiltApi(api, { env: { RATE_LIMITS_ENABLED: 'true', TRUSTED_PROXIES: '127.0.0.1', NO_COLOR: '1' } })));
}, 90_000);

afterAll(async () => {
  await Promise.all(processes.map(stopBuiltApi));
  await api?.close();
});

const TOO_MANY = { status: 429, message: 'Too Many Requests.' };

describe('two api processes, one Redis', () => {
  it.each([
    ['A first', [0, 1, 0, 1, 0, 1]],
    ['B first', [1, 0, 1, 0, 1, 0]],
  ])('share the per-account vote budget (guard): the 5th vote in a second is refused, %s', async (_order, turns) => {
    const voter = new SessionBrowser(`10.88.0.${turns[0] + 1}`);
    await voter.call(processes[turns[0]], 'GET', '/api/_initial');
    const name = `shared${turns[0]}${Date.now().toString(36).slice(-5)}`;
    const signup = await voter.call(processes[turns[1]], 'POST', '/api/_signup', { username: name, password: 'correct horse battery', email: '' });
    expect(signup.status).toBe(201);
    const userId = (signup.body as { id: string }).id;
    const answers: number[] = [];
    for (const [i, turn] of turns.entries()) {
      // An unknown post: the guard counts the vote before the post is looked up (docs/api/errors.md §3: 429 before 404).
      const res = await voter.call(processes[turn], 'POST', '/api/_postVote', { postId: 'ffffffffffffffffffffffff', up: true });
      answers.push(res.status);
      if (res.status === 429) expect(res.body).toEqual(TOO_MANY);
      // The first vote opened the one-second window; keep it open however slow the machine is.
      if (i === 0) expect(await api.redis.client.pexpire(`rl:voting:1000:${userId}`, 60_000)).toBe(1);
    }
    expect(answers).toEqual([404, 404, 404, 404, 429, 429]);
    expect(Number(await api.redis.client.get(`rl:voting:1000:${userId}`))).toBe(6);
  });

  it.each([
    ['A first', 0],
    ['B first', 1],
  ])('share the per-address login window (service): the 11th login in a second is refused, %s', async (_order, first) => {
    const ip = `10.89.0.${first + 1}`;
    const answers: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const visitor = new SessionBrowser(ip);
      const target = processes[(first + i) % 2];
      await visitor.call(target, 'GET', '/api/_initial');
      const res = await visitor.call(target, 'POST', '/api/_login', { username: `nobody${i}`, password: 'wrong password' });
      answers.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
      if (i === 0) expect(await api.redis.client.pexpire(`rl:loginPerAddress:1000:${ip}`, 60_000)).toBe(1);
    }
    expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
