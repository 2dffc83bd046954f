import { cookieValue, TestApi, TestClient } from './harness';

let api: TestApi;
let counter = 0;
const uniqueName = (base = 'user') => `${base}${Date.now().toString(36).slice(-5)}${counter++}`;

beforeAll(async () => {
  api = await TestApi.start();
});

afterAll(async () => {
  await api.close();
});

async function signedUp(name = uniqueName(), password = 'correct horse battery'): Promise<{ client: TestClient; name: string }> {
  const client = api.client();
  const res = await client.signup(name, password);
  expect(res.status).toBe(201);
  return { client, name };
}

describe('POST /api/_signup', () => {
  it('creates the account, answers 201 with the User loaded without viewer, and logs in', async () => {
    const client = api.client();
    const name = uniqueName('New_');
    const before = (await client.init()).body.noUsers;
    const oldSid = cookieValue(await client.get('/api/_initial'), 'SID');
    const res = await client.signup(name, 'correct horse battery', '  someone@example.com ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: name,
      email: null,
      points: 1,
      isAdmin: false,
      homeFeed: 'all',
      deleted: false,
      isBanned: false,
      badges: [],
      moddingList: null,
      proPic: null,
      noPosts: 0,
      noComments: 0,
      notificationsNewCount: 0,
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(res.body).not.toHaveProperty('lastSeen');
    const newSid = cookieValue(res, 'SID');
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(oldSid);
    expect(cookieValue(res, 'csrftoken')).toBe(res.headers['csrf-token']);
    const me = await client.get('/api/_user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(name);
    expect(me.body.email).toBe('someone@example.com');
    expect((await client.get('/api/_initial')).body.noUsers).toBe(before + 1);
    const rows: { password_hash: string; created_ip: string }[] = await api.db.query('SELECT password_hash, created_ip FROM users WHERE username = $1', [name]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].created_ip).toBe(client.ip);
  });

  it.each([
    ['', 400, 'invalid-username', 'Username is empty.'],
    ['ab', 400, 'invalid-username', 'Username is too short.'],
    ['a'.repeat(22), 400, 'invalid-username', 'Username is too long.'],
    ['bad name', 400, 'invalid-username', 'Username contains disallowed characters.'],
    ['ünïcode', 400, 'invalid-username', 'Username contains disallowed characters.'],
  ])('refuses username %j with %i %s "%s"', async (username, status, code, message) => {
    const res = await api.client().signup(username);
    expect(res.body).toEqual({ status, code, message });
    const rows: unknown[] = await api.db.query('SELECT 1 FROM users WHERE username = $1', [username]);
    expect(rows).toHaveLength(0);
  });

  it('accepts a 21-character username and a 3-character one', async () => {
    expect((await api.client().signup('a'.repeat(15) + uniqueName('').slice(-6).padStart(6, 'x'))).status).toBe(201);
    const three = `z${(counter++ % 90) + 10}`;
    expect((await api.client().signup(three)).status).toBe(201);
  });

  it.each([
    ['empty', '', 'Password empty.'],
    ['7 characters', 'short77', 'Password too short.'],
    ['1025 characters', 'x'.repeat(1025), 'Password too long.'],
  ])('refuses a password of %s with "%s"', async (_label, password, message) => {
    const name = uniqueName();
    const res = await api.client().signup(name, password);
    expect(res.body).toEqual({ status: 400, code: 'invalid-password', message });
    const rows: unknown[] = await api.db.query('SELECT 1 FROM users WHERE username = $1', [name]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a taken name case-insensitively with 409, including the sentinel accounts', async () => {
    const { name } = await signedUp();
    const res = await api.client().signup(name.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, code: 'user_exists', message: `A user with username ${name.toUpperCase()} already exists.` });
    for (const sentinel of ['ghost', 'Nobody']) {
      expect((await api.client().signup(sentinel)).body.code).toBe('user_exists');
    }
  });

  it('lets only one of two racing signups for the same name win', async () => {
    const name = uniqueName('race');
    const results = await Promise.all([api.client().signup(name), api.client().signup(name.toLowerCase())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows: unknown[] = await api.db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [name]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a logged-in session with 400 already_logged_in', async () => {
    const { client } = await signedUp();
    const res = await client.signup(uniqueName());
    expect(res.body).toEqual({ status: 400, code: 'already_logged_in', message: 'You are already logged in' });
  });

  it('refuses when signups are disabled with 403 signups-disabled', async () => {
    await api.db.query('UPDATE site_settings SET signups_disabled = true');
    try {
      const client = api.client();
      expect((await client.init()).body.signupsDisabled).toBe(true);
      const res = await client.signup(uniqueName());
      expect(res.body).toEqual({ status: 403, code: 'signups-disabled', message: 'Creating new accounts is disabled.' });
    } finally {
      await api.db.query('UPDATE site_settings SET signups_disabled = false');
    }
  });

  it('parses a JSON body sent as text/plain, as the upstream web client sends it', async () => {
    const name = uniqueName();
    const res = await api
      .client()
      .post('/api/_signup', JSON.stringify({ username: name, password: 'correct horse battery' }), { 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(res.status).toBe(201);
    expect(res.body.username).toBe(name);
  });

  it('limits signups to 2 per minute per address with 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    expect((await api.client(ip).signup(uniqueName())).status).toBe(201);
    expect((await api.client(ip).signup(uniqueName())).status).toBe(201);
    const third = await api.client(ip).signup(uniqueName());
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await api.client('192.0.2.78').signup(uniqueName())).status).toBe(201);
  });
});

describe('POST /api/_login', () => {
  it('logs in case-insensitively, rotates the session and answers the User without email', async () => {
    const { name } = await signedUp(uniqueName('Login'), 'a long password');
    const client = api.client();
    const before = cookieValue(await client.init(), 'SID');
    const res = await client.login(name.toLowerCase(), 'a long password');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(name);
    expect(res.body.email).toBeNull();
    const after = cookieValue(res, 'SID');
    expect(after).not.toBe(before);
    expect(await api.redis.client.exists(`session:${before}`)).toBe(0);
    expect(await api.redis.client.sismember(`user-sessions:${res.body.id}`, after!)).toBe(1);
    expect((await client.get('/api/_user')).body.username).toBe(name);
  });

  it.each([
    ['wrong password', (name: string) => ({ username: name, password: 'not the password' })],
    ['unknown user', () => ({ username: 'nobody_like_this', password: 'whatever password' })],
    ['missing fields', () => ({})],
  ])('answers 401 wrong-password for a %s', async (_case, body) => {
    const { name } = await signedUp();
    const res = await api.client().post('/api/_login', body(name));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, code: 'wrong-password', message: 'Username and password do not match.' });
  });

  it('verifies the password exactly as typed: no trimming', async () => {
    const { name } = await signedUp(uniqueName(), '  spaced password  ');
    expect((await api.client().login(name, 'spaced password')).status).toBe(401);
    expect((await api.client().login(name, '  spaced password  ')).status).toBe(200);
  });

  it('refuses the sentinel accounts, a deleted account and answers 403 for a suspended one', async () => {
    expect((await api.client().login('ghost', '!')).status).toBe(401);
    const deleted = await signedUp();
    await api.db.query('UPDATE users SET deleted_at = now() WHERE username = $1', [deleted.name]);
    expect((await api.client().login(deleted.name)).body.code).toBe('wrong-password');
    const banned = await signedUp();
    await api.db.query('UPDATE users SET banned_at = now() WHERE username = $1', [banned.name]);
    const res = await api.client().login(banned.name);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, code: 'account_suspended', message: 'User account suspended.' });
    expect((await api.client().login(banned.name, 'wrong one!')).status).toBe(401);
  });

  it('answers the current user when already logged in, and 400 invalid_action for an unknown action', async () => {
    const { client, name } = await signedUp();
    const again = await client.post('/api/_login', { username: 'someone', password: 'else' });
    expect(again.status).toBe(200);
    expect(again.body.username).toBe(name);
    expect(again.body.email).toBeNull();
    const bad = await client.post('/api/_login?action=dance');
    expect(bad.body).toEqual({ status: 400, code: 'invalid_action', message: 'Unsupported action.' });
  });

  it('limits 10 logins per second per address', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [(await api.client(ip).login('someone0', 'wrong password')).status];
    // The first login opened the one-second window; stretch it so twelve password checks on a busy
    // machine still fall inside it (the limiter's keys are `rl:{name}:{windowMs}:{key}`).
    expect(await api.redis.client.pexpire(`rl:loginPerAddress:1000:${ip}`, 60_000)).toBe(1);
    for (let i = 1; i < 12; i++) statuses.push((await api.client(ip).login(`someone${i}`, 'wrong password')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('limits 20 logins per hour per address and typed name', async () => {
    const ip = '198.51.100.10';
    const counts = { 401: 0, 429: 0 };
    for (let i = 0; i < 21; i++) {
      const res = await api.client(ip).login('TargetName', 'guess number ' + i);
      counts[res.status as 401 | 429]++;
      if (i % 9 === 8) await new Promise((r) => setTimeout(r, 1100));
    }
    expect(counts).toEqual({ 401: 20, 429: 1 });
  }, 30000);
});

describe('logout', () => {
  it('ends the session server-side, answers an empty 200 and issues a fresh anonymous session', async () => {
    const { client, name } = await signedUp();
    const sid = (await api.redis.client.keys(`${api.config.redisPrefix}session:*`)).length;
    expect(sid).toBeGreaterThan(0);
    const loggedInSid = client.agent.jar.getCookie('SID', { path: '/', domain: '127.0.0.1', secure: false, script: false })?.value;
    const res = await client.post('/api/_login?action=logout');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const newSid = cookieValue(res, 'SID');
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(loggedInSid);
    expect(await api.redis.client.exists(`session:${loggedInSid}`)).toBe(0);
    const me = await client.get('/api/_user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
    // The old cookie, replayed, is no longer a session.
    const replay = await api.client().agent.get('/api/_user').set('Cookie', `SID=${loggedInSid}`);
    expect(replay.status).toBe(401);
    expect((await client.login(name)).status).toBe(200);
  });

  it('answers 200 to a visitor who logs out', async () => {
    const res = await api.client().post('/api/_login?action=logout');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });
});

describe('GET /api/_user and activity', () => {
  it('answers 401 not_logged_in to a visitor', async () => {
    const res = await api.client().get('/api/_user');
    expect(res.body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
  });

  it('records last seen time and address at most every five minutes', async () => {
    const { client, name } = await signedUp();
    await api.db.query(`UPDATE users SET last_seen = now() - interval '1 day', last_seen_ip = NULL WHERE username = $1`, [name]);
    const sid = client.agent.jar.getCookie('SID', { path: '/', domain: '127.0.0.1', secure: false, script: false })!.value;
    await api.redis.client.set(`session:${sid}`, JSON.stringify({ ...JSON.parse((await api.redis.client.get(`session:${sid}`))!), lastSeen: 1 }));
    await client.get('/api/_user');
    const rows: { last_seen: Date; last_seen_ip: string }[] = await api.db.query('SELECT last_seen, last_seen_ip FROM users WHERE username = $1', [name]);
    expect(Date.now() - rows[0].last_seen.getTime()).toBeLessThan(60_000);
    expect(rows[0].last_seen_ip).toBe(client.ip);
  });

  it('sees admin rights granted while logged in at once, with no new login', async () => {
    const { client, name } = await signedUp();
    expect((await client.get('/api/_user')).body.isAdmin).toBe(false);
    await api.db.query('UPDATE users SET is_admin = true WHERE username = $1', [name]);
    expect((await client.get('/api/_user')).body.isAdmin).toBe(true);
  });
});

describe('GET /api/users/{username}', () => {
  it('answers the profile (200) for a taken name, without email for others, and 404 for a free one', async () => {
    const { name } = await signedUp(uniqueName(), 'correct horse battery');
    const res = await api.client().get(`/api/users/${name.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(name);
    expect(res.body.email).toBeNull();
    const missing = await api.client().get('/api/users/nosuchuser123');
    expect(missing.body).toEqual({ status: 404, code: 'user_not_found', message: 'User not found.' });
  });

  it('keeps a deleted account ghosted but with its real username', async () => {
    const { name } = await signedUp();
    await api.db.query('UPDATE users SET deleted_at = now() WHERE username = $1', [name]);
    const res = await api.client().get(`/api/users/${name}`);
    expect(res.body).toMatchObject({ username: name, id: '000000000000000000000000', deleted: true, createdAt: '0001-01-01T00:00:00Z', badges: [] });
  });
});
