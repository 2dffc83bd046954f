import { TestApi, TestClient } from './harness';
import { sessionHandle } from '@app/server/auth';
import { uniqueName } from './community-fixtures';

/** "Sessions" in settings (docs/api/account-security.md): list, end one, end all others, new-device notification. */
let api: TestApi;

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
});

afterAll(async () => {
  await api.close();
});

function browser(userAgent: string): TestClient {
  const client = api.client();
  client.agent.set('User-Agent', userAgent);
  return client;
}

async function account(): Promise<{ name: string; first: TestClient }> {
  const name = uniqueName();
  const first = browser(FIREFOX_LINUX);
  expect((await first.signup(name)).status).toBe(201);
  return { name, first };
}

async function loggedIn(name: string, userAgent: string): Promise<TestClient> {
  const client = browser(userAgent);
  expect((await client.login(name)).status).toBe(200);
  return client;
}

const newDeviceNotifications = async (client: TestClient) =>
  ((await client.get('/api/notifications?render=true&format=html')).body.items ?? []).filter((n: { type: string }) => n.type === 'new_device');

describe('the sessions list', () => {
  it('lists every session of the account with device, address and times, this one marked and first', async () => {
    const { name, first } = await account();
    const phone = await loggedIn(name, SAFARI_IPHONE);
    const res = await phone.get('/api/_sessions');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    const [mine, other] = res.body.items;
    expect(mine).toMatchObject({ current: true, browser: 'Safari', os: 'iOS', device: 'mobile', ip: phone.ip });
    expect(other).toMatchObject({ current: false, browser: 'Firefox', os: 'Linux', device: 'desktop', ip: first.ip });
    expect(mine.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(mine.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine.lastSeenAt >= mine.createdAt).toBe(true);
    // The handles are not the session ids (those stay in the cookie).
    const userId = (await phone.get('/api/_user')).body.id as string;
    const ids = await api.redis.client.smembers(`user-sessions:${userId}`);
    expect(ids).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(ids.join('|')));
    expect(res.body.items.map((s: { id: string }) => s.id).sort()).toEqual(ids.map(sessionHandle).sort());
  });

  it('is for logged-in callers only', async () => {
    expect((await api.client().get('/api/_sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one other session: its next call is 401, the list loses it, this one goes on', async () => {
    const { name, first } = await account();
    const phone = await loggedIn(name, SAFARI_IPHONE);
    const other = (await phone.get('/api/_sessions')).body.items.find((s: { current: boolean }) => !s.current);
    const res = await phone.send('delete', `/api/_sessions/${other.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await first.get('/api/_user')).status).toBe(401);
    expect((await phone.get('/api/_user')).status).toBe(200);
    expect((await phone.get('/api/_sessions')).body.items).toHaveLength(1);
    // Ending it again, or an unknown handle: 404.
    const again = await phone.send('delete', `/api/_sessions/${other.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: 404, code: 'session_not_found', message: 'Session not found.' });
  });

  it('refuses to end the current session that way, and another account cannot end mine', async () => {
    const { first } = await account();
    const mine = (await first.get('/api/_sessions')).body.items[0];
    const self = await first.send('delete', `/api/_sessions/${mine.id}`);
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('session_is_current');
    const stranger = await account();
    expect((await stranger.first.send('delete', `/api/_sessions/${mine.id}`)).status).toBe(404);
    expect((await first.get('/api/_user')).status).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const { name, first } = await account();
    const phone = await loggedIn(name, SAFARI_IPHONE);
    const laptop = await loggedIn(name, CHROME_WINDOWS);
    const res = await laptop.post('/api/_sessions/end-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await first.get('/api/_user')).status).toBe(401);
    expect((await phone.get('/api/_user')).status).toBe(401);
    expect((await laptop.get('/api/_user')).status).toBe(200);
    expect((await laptop.get('/api/_sessions')).body.items.map((s: { current: boolean }) => s.current)).toEqual([true]);
  });

  it('reads the list through the per-user index: a session that expired on its own leaves it', async () => {
    const { name, first } = await account();
    await loggedIn(name, SAFARI_IPHONE);
    const userId = (await first.get('/api/_user')).body.id as string;
    const current = (await first.get('/api/_sessions')).body.items.find((s: { current: boolean }) => s.current).id;
    const ids = await api.redis.client.smembers(`user-sessions:${userId}`);
    const other = ids.find((id) => sessionHandle(id) !== current) as string;
    await api.redis.client.del(`session:${other}`);
    const after = (await first.get('/api/_sessions')).body.items;
    expect(after.map((s: { id: string }) => s.id)).toEqual([current]);
    expect(await api.redis.client.smembers(`user-sessions:${userId}`)).toEqual([ids.find((id) => id !== other)]);
  });
});

describe('the new-device notification', () => {
  it('comes with a sign-in from a browser, OS and device kind the account never used, not for a known one', async () => {
    const { name, first } = await account();
    await loggedIn(name, FIREFOX_LINUX);
    expect(await newDeviceNotifications(first)).toEqual([]);
    await loggedIn(name, SAFARI_IPHONE);
    const [note] = await newDeviceNotifications(first);
    expect(note.title).toContain('<b>Safari on iOS</b>');
    expect(note.toURL).toBe('/settings#sessions');
    await loggedIn(name, SAFARI_IPHONE);
    expect(await newDeviceNotifications(first)).toHaveLength(1);
  });
});
