import { createHash } from 'node:crypto';
import { makeAdmin, Member, signUp } from './community-fixtures';
import { cookieValue, TestApi, TestClient } from './harness';

/** Analytics events and site statistics (docs/api/users.md, "POST /api/analytics" and "GET /api/analytics/bss"). */
let api: TestApi;
let admin: Member;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await makeAdmin(api, await signUp(api));
});

afterAll(async () => {
  await api.close();
});

const TOO_MANY = { status: 429, message: 'Too Many Requests.' };
const pwaUse = (client: TestClient, body: unknown = { event: 'pwa_use' }, headers?: Record<string, string>) => client.post('/api/analytics', body, headers);
const pwaRows = async (): Promise<{ unique_key: string; payload: Record<string, unknown> }[]> =>
  api.db.query(`SELECT unique_key, payload FROM analytics_events WHERE name = 'pwa_use' ORDER BY id`);
/** Keeps the address's current one-second window (and its count) open for a minute: no flaky timing. */
const holdWindow = (ip: string) => api.redis.client.pexpire(`rl:analyticsEvent:1000:${ip}`, 60_000);
const sessionOf = async (client: TestClient): Promise<string> => {
  const sid = cookieValue(await client.init(), 'SID');
  if (!sid) throw new Error('no session cookie');
  return sid;
};

describe('POST /api/analytics', () => {
  beforeEach(async () => {
    await api.db.query(`DELETE FROM analytics_events`);
  });

  it('records pwa_use once per session, keyed by a hash of the session id, never the id itself', async () => {
    const visitor = api.client();
    const sid = await sessionOf(visitor);
    expect((await pwaUse(visitor, { event: 'pwa_use' }, { 'User-Agent': 'TestBrowser/1.0' })).body).toEqual({ success: true });
    await api.redis.client.del(`rl:analyticsEvent:1000:${visitor.ip}`);
    const again = await pwaUse(visitor);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true });
    const rows = await pwaRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].unique_key).toBe(createHash('sha256').update(`pwa_use_${sid}`).digest('hex'));
    expect(rows[0].payload).toEqual({ userId: null, userAgent: 'TestBrowser/1.0', ip: visitor.ip });
    expect(JSON.stringify(rows[0])).not.toContain(sid);

    // Another session (a logged-in one) is another row, with its user.
    const member = await signUp(api);
    expect((await pwaUse(member.client)).status).toBe(200);
    const after = await pwaRows();
    expect(after).toHaveLength(2);
    expect(after[1].payload).toMatchObject({ userId: member.id, ip: member.client.ip });
  });

  it('refuses other events, wrong shapes and calls without the CSRF token', async () => {
    const client = api.client();
    const badEvent = { status: 400, code: 'bad_event', message: 'Bad event.' };
    for (const body of [{ event: 'pwa_install' }, { event: '' }, {}, { event: 'PWA_USE' }]) {
      expect({ body, answer: (await pwaUse(client, body)).body }).toEqual({ body, answer: badEvent });
      await api.redis.client.del(`rl:analyticsEvent:1000:${client.ip}`);
    }
    const invalidJson = { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' };
    for (const body of [{ event: 5 }, ['pwa_use'], '{"event":']) {
      expect({ body, answer: (await pwaUse(client, body)).body }).toEqual({ body, answer: invalidJson });
      await api.redis.client.del(`rl:analyticsEvent:1000:${client.ip}`);
    }
    const noToken = await api.client().agent.post('/api/analytics').set('X-Forwarded-For', '10.200.0.1').send({ event: 'pwa_use' });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toEqual({ status: 401, message: 'Unauthorized.' });
    expect(await pwaRows()).toEqual([]);
  });

  it('allows 2 per second per client address, visitors and members alike, before reading the body', async () => {
    const ip = '10.250.1.7';
    const visitor = api.client(ip);
    const sameAddress = api.client(ip);
    await sameAddress.signup(`an${Date.now() % 1_000_000}`);
    expect((await pwaUse(visitor)).status).toBe(200);
    expect((await pwaUse(sameAddress)).status).toBe(200);
    await holdWindow(ip);
    const refused = await pwaUse(visitor);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The account does not matter: the address's budget is spent.
    expect((await pwaUse(sameAddress)).body).toEqual(TOO_MANY);
    // 429 comes before the body's checks (docs/api/errors.md §3: "csrf; 429; json; bad_event").
    expect((await pwaUse(visitor, { event: 5 })).body).toEqual(TOO_MANY);
    expect((await pwaUse(visitor, { event: 'other' })).body).toEqual(TOO_MANY);
    // Another address has its own.
    expect((await pwaUse(api.client('10.250.1.8'))).status).toBe(200);
    expect(await pwaRows()).toHaveLength(3);
  });
});

describe('GET /api/analytics/bss', () => {
  const base = Date.UTC(2026, 0, 10, 12, 0, 0);
  const snapshots = [0, 1, 2, 3, 4].map((hour) => ({ at: new Date(base + hour * 3_600_000 + 250), payload: `{"version":0,"signups":${hour}}` }));
  const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

  beforeAll(async () => {
    await api.db.query(`DELETE FROM analytics_events`);
    for (const s of snapshots) await api.db.query(`INSERT INTO analytics_events (name, payload, created_at) VALUES ('bss', $1, $2)`, [s.payload, s.at]);
    // Other events never show.
    await api.db.query(`INSERT INTO analytics_events (name, unique_key, payload, created_at) VALUES ('pwa_use', 'k', '{}', $1)`, [new Date(base + 3_600_000)]);
  });

  it('pages snapshots newest first with a seconds cursor, "" at the end, as the admin dashboard reads them', async () => {
    const first = await admin.client.get('/api/analytics/bss?next=&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.events).toEqual([
      { id: expect.any(Number), name: '', uniqueKey: null, payload: snapshots[4].payload, createdAt: '2026-01-10T16:00:00Z' },
      { id: expect.any(Number), name: '', uniqueKey: null, payload: snapshots[3].payload, createdAt: '2026-01-10T15:00:00Z' },
    ]);
    expect(first.body.next).toBe(seconds(snapshots[2].at));
    const second = await admin.client.get(`/api/analytics/bss?limit=2&next=${first.body.next}`);
    expect(second.body.events.map((e: { payload: string }) => JSON.parse(e.payload).signups)).toEqual([2, 1]);
    const third = await admin.client.get(`/api/analytics/bss?limit=2&next=${second.body.next}`);
    expect(third.body).toEqual({ events: [expect.objectContaining({ payload: snapshots[0].payload })], next: '' });
    // Default limit (250): everything on one page.
    const all = await admin.client.get('/api/analytics/bss?next=');
    expect(all.body.events).toHaveLength(5);
    expect(all.body.next).toBe('');
    // Before the first snapshot: an empty list, not null.
    expect((await admin.client.get(`/api/analytics/bss?next=${Math.floor(base / 1000) - 1}`)).body).toEqual({ events: [], next: '' });
  });

  it('is for admins only, then checks limit and next in that order', async () => {
    expect((await api.client().get('/api/analytics/bss')).body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
    const member = await signUp(api);
    expect((await member.client.get('/api/analytics/bss?limit=x')).body).toEqual({ status: 403, code: 'not_admin', message: 'You are not an admin.' });
    const badLimit = { status: 400, code: 'invalid-limit', message: 'Invalid limit parameter.' };
    const badNext = { status: 400, code: 'invalid-next-value', message: 'Invalid next parameter.' };
    for (const limit of ['x', '2.5', '0', '-3', '100000']) expect((await admin.client.get(`/api/analytics/bss?limit=${limit}&next=y`)).body).toEqual(badLimit);
    for (const next of ['y', '1.5', '-1', '99999999999999999999']) expect((await admin.client.get(`/api/analytics/bss?next=${next}`)).body).toEqual(badNext);
  });
});
