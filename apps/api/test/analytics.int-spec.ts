import { createHash } from 'node:crypto';
import { ALL_MIGRATIONS } from '@app/migrations';
import { Member, signUp } from './community-fixtures';
import { cookieValue, TestApi, TestClient } from './harness';
import { startWithAdmin } from './support/forum';

/** Analytics events and site statistics (docs/api/users.md, "POST /api/analytics" and "GET /api/analytics/bss"). */
let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({})));
afterAll(() => api.close());

const TOO_MANY = { status: 429, message: 'Too Many Requests.' };
const pwaUse = (client: TestClient, body: unknown = { event: 'pwa_use' }, headers?: Record<string, string>) => client.post('/api/analytics', body, headers);
const pwaRows = async (): Promise<{ unique_key: string; user_id: string | null; payload: Record<string, unknown> }[]> =>
  api.db.query(`SELECT unique_key, user_id, payload FROM analytics_events WHERE name = 'pwa_use' ORDER BY id`);
/** The unique key of a client's pwa_use: a hash, so the table never holds a session id. */
const clientKey = (client: string) => createHash('sha256').update(`pwa_use_${client}`).digest('hex');
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

  it("records a visitor's pwa_use once per client address, however many sessions it starts", async () => {
    const ip = '10.250.2.9';
    const sids: string[] = [];
    // A visitor without a cookie gets a new session on every call: a new session must not be a new row.
    for (let call = 0; call < 4; call++) {
      const visitor = api.client(ip);
      sids.push(await sessionOf(visitor));
      expect((await pwaUse(visitor, { event: 'pwa_use' }, { 'User-Agent': `TestBrowser/${call}` })).body).toEqual({ success: true });
      await api.redis.client.del(`rl:analyticsEvent:1000:${ip}`);
    }
    expect(new Set(sids).size).toBe(4);
    const rows = await pwaRows();
    expect(rows).toEqual([{ unique_key: clientKey(`address:${ip}`), user_id: null, payload: { userId: null, userAgent: 'TestBrowser/0', ip } }]);
    for (const sid of sids) expect(JSON.stringify(rows)).not.toContain(sid);

    // IPv6 clients are one client per /64, as the rate limits count them.
    for (const address of ['2001:db8:7:8::1', '2001:db8:7:8:ffff::2']) {
      expect((await pwaUse(api.client(address))).status).toBe(200);
    }
    const v6 = (await pwaRows()).slice(1);
    expect(v6).toEqual([
      { unique_key: clientKey('address:2001:0db8:0007:0008::/64'), user_id: null, payload: expect.objectContaining({ ip: '2001:db8:7:8::1' }) },
    ]);
  });

  it("records a member's pwa_use once per account, from any session or address", async () => {
    const member = await signUp(api);
    const laptop = api.client();
    expect((await laptop.login(member.name)).status).toBe(200);
    expect((await pwaUse(member.client)).status).toBe(200);
    expect((await pwaUse(laptop)).status).toBe(200);
    const rows = await pwaRows();
    expect(rows).toEqual([
      { unique_key: clientKey(`user:${member.id}`), user_id: member.id, payload: expect.objectContaining({ userId: member.id, ip: member.client.ip }) },
    ]);
    // A visitor on the member's address is another client.
    expect((await pwaUse(api.client(member.client.ip))).status).toBe(200);
    expect((await pwaRows()).map((r) => r.user_id)).toEqual([member.id, null]);
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

describe('KeyAnalyticsByClient migration', () => {
  const migration = () => {
    const Migration = ALL_MIGRATIONS.find((m) => m.name === 'KeyAnalyticsByClient1764105000000');
    if (!Migration) throw new Error('KeyAnalyticsByClient migration is not registered');
    return new Migration();
  };
  /** A row as the per-session version stored it: one per call of a cookieless visitor. */
  const oldRow = (session: string, userId: string | null, ip: string, minutesAgo: number) =>
    api.db.query(`INSERT INTO analytics_events (name, unique_key, payload, created_at) VALUES ('pwa_use', $1, $2, now() - $3 * interval '1 minute')`, [
      createHash('sha256').update(`pwa_use_${session}`).digest('hex'),
      JSON.stringify({ userId, userAgent: `Old/${session}`, ip }),
      minutesAgo,
    ]);

  it('keeps the first event of each client, keyed as the api keys it now, and the snapshots', async () => {
    await api.db.query(`DELETE FROM analytics_events`);
    const member = await signUp(api);
    const runner = api.db.createQueryRunner();
    try {
      await migration().down(runner);
      await oldRow('m1', member.id, '10.251.0.1', 30);
      await oldRow('m2', member.id, '10.251.0.2', 20);
      for (const [i, minutesAgo] of [50, 40, 45].entries()) await oldRow(`v${i}`, null, '10.251.0.9', minutesAgo);
      for (const [i, minutesAgo] of [10, 5].entries()) await oldRow(`six${i}`, null, '2001:db8:251::1', minutesAgo);
      await api.db.query(`INSERT INTO analytics_events (name, payload, created_at) VALUES ('bss', '{"version":0}', now())`);
      await migration().up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await api.db.query(`SELECT name, unique_key, user_id, payload->>'userAgent' AS agent FROM analytics_events ORDER BY name, agent`)) as Record<
      string,
      unknown
    >[];
    expect(rows).toEqual([
      { name: 'bss', unique_key: null, user_id: null, agent: null },
      { name: 'pwa_use', unique_key: clientKey(`user:${member.id}`), user_id: member.id, agent: 'Old/m1' },
      // An IPv6 visitor keeps its old key: the api writes its /64 in a form SQL does not produce.
      { name: 'pwa_use', unique_key: createHash('sha256').update('pwa_use_six0').digest('hex'), user_id: null, agent: 'Old/six0' },
      { name: 'pwa_use', unique_key: clientKey('address:10.251.0.9'), user_id: null, agent: 'Old/v0' },
    ]);
    // The migrated clients are not counted again.
    expect((await pwaUse(member.client)).status).toBe(200);
    expect((await pwaUse(api.client('10.251.0.9'))).status).toBe(200);
    expect(await pwaRows()).toHaveLength(3);
  });
});
