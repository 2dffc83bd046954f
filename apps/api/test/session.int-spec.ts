import { createHmac } from 'node:crypto';
import { cookieValue, setCookie } from './harness';
import { TEST_VAPID_KEYS } from '@app/server/core/testing';
import { useTestApi } from './support/test-api-per-file';

const INITIAL_STATE_KEYS = [
  'bannedFrom',
  'communities',
  'imagePostSubmitReqPoints',
  'linkPostSubmitReqPoints',
  'lists',
  'mutes',
  'noUsers',
  'reportReasons',
  'signupsDisabled',
  'site',
  'user',
  'vapidPublicKey',
];

const api = useTestApi();

describe('GET /api/_initial', () => {
  it('gives a visitor exactly the contract keys with their empty values and types', async () => {
    const res = await api.client().init();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8$/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(INITIAL_STATE_KEYS);
    expect(res.body).toEqual({
      signupsDisabled: false,
      reportReasons: [
        { id: 1, title: 'Breaks community rules', description: null },
        { id: 2, title: 'Copyright violation', description: null },
        { id: 3, title: 'Spam', description: null },
        { id: 4, title: 'Pornography', description: null },
      ],
      user: null,
      lists: [],
      communities: null,
      noUsers: expect.any(Number),
      bannedFrom: null,
      vapidPublicKey: TEST_VAPID_KEYS.publicKey,
      mutes: { communityMutes: [], userMutes: [] },
      imagePostSubmitReqPoints: 0,
      linkPostSubmitReqPoints: 0,
      site: { contactEmail: null, sourceCodeUrl: null, emailEnabled: false },
    });
  });

  it('counts the sentinel accounts ghost and nobody in noUsers', async () => {
    const rows: { count: string }[] = await api.db.query('SELECT count(*) FROM users');
    const res = await api.client().init();
    expect(res.body.noUsers).toBe(Number(rows[0].count));
    const names: { username: string; is_admin: boolean }[] = await api.db.query(
      `SELECT username, is_admin FROM users WHERE username IN ('ghost', 'nobody') ORDER BY username`,
    );
    expect(names).toEqual([
      { username: 'ghost', is_admin: false },
      { username: 'nobody', is_admin: true },
    ]);
  });

  it('starts a session: SID cookie, csrftoken cookie and Csrf-Token header derived from the session id', async () => {
    const res = await api.client().init();
    const sid = cookieValue(res, 'SID');
    // A visitor's id is signed, not stored (so a visitor costs no Redis command): {random}.{tag}.
    expect(sid).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{20}$/);
    expect(setCookie(res, 'SID')).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expected = createHmac('sha256', api.config.sessionSecret!).update(sid!).digest('base64').replace(/\+/g, '-').replace(/\//g, '_');
    expect(expected).toHaveLength(44);
    expect(res.headers['csrf-token']).toBe(expected);
    expect(cookieValue(res, 'csrftoken')).toBe(expected);
    expect(setCookie(res, 'csrftoken')).not.toMatch(/HttpOnly/);
    expect(await api.redis.client.exists(`session:${sid}`)).toBe(0);
  });

  it('keeps the session on later requests and sends the cookie only once', async () => {
    const client = api.client();
    const first = await client.init();
    const second = await client.get('/api/_initial');
    expect(setCookie(second, 'SID')).toBeUndefined();
    expect(setCookie(second, 'csrftoken')).toBeUndefined();
    expect(second.headers['csrf-token']).toBe(first.headers['csrf-token']);
  });

  it('replaces an unknown session cookie with a new session', async () => {
    const res = await api.client().agent.get('/api/_initial').set('Cookie', 'SID=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(cookieValue(res, 'SID')).not.toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  });

  it('shows the logged-in user with email, moddingList null, and security headers', async () => {
    const client = api.client();
    await client.signup('initialuser', 'correct horse battery', 'me@example.com');
    const res = await client.get('/api/_initial');
    expect(res.body.user.username).toBe('initialuser');
    expect(res.body.user.email).toBe('me@example.com');
    expect(res.body.user.moddingList).toBeNull();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CSRF', () => {
  it('refuses a non-GET without X-Csrf-Token with the exact 401 body', async () => {
    const client = api.client();
    await client.init();
    const res = await client.agent.post('/api/_login').set('X-Forwarded-For', client.ip).send('{"username":"a","password":"b"}');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Unauthorized.' });
  });

  it('refuses a token that belongs to another session', async () => {
    const alice = api.client();
    const bob = api.client();
    await alice.init();
    await bob.init();
    const res = await alice.agent.post('/api/_login').set('X-Csrf-Token', bob.csrfToken).send({ username: 'x', password: 'y' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Unauthorized.' });
  });

  it('accepts the token without its padding too (it is base64url decoded)', async () => {
    const client = api.client();
    await client.init();
    const res = await client.agent
      .post('/api/_login')
      .set('X-Forwarded-For', client.ip)
      .set('X-Csrf-Token', client.csrfToken.replace(/=+$/, ''))
      .send({ username: 'nobodyhere', password: 'whatever12' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('wrong-password');
  });

  it('checks CSRF before routing: an unknown POST path without a token is 401', async () => {
    const res = await api.client().agent.post('/api/does-not-exist');
    expect(res.status).toBe(401);
  });
});

describe('routing and envelopes', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const res = await api.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'API endpoint not found' });
  });

  it('treats a trailing slash as another path', async () => {
    const res = await api.client().get('/api/_initial/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'API endpoint not found' });
  });

  it('answers a known path with a wrong method with 400', async () => {
    const res = await api.client().send('delete', '/api/_initial');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'HTTP method not allowed' });
    const get = await api.client().get('/api/_signup');
    expect(get.body).toEqual({ status: 400, message: 'HTTP method not allowed' });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await api.client().post('/api/_login', '{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
  });

  it('answers a value of the wrong JSON type with 400 invalid_json', async () => {
    const numberName = await api.client().post('/api/_signup', { username: 12345, password: 'long enough password' });
    expect(numberName.body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
    const array = await api.client().post('/api/_login', [1, 2]);
    expect(array.body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const res = await api.client().post('/api/_login', { username: 'x'.repeat(1_100_000), password: 'y' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, code: 'body_too_large', message: 'Request body too large.' });
  });

  it('gzips responses when asked', async () => {
    const client = api.client();
    const res = await client.agent.get('/api/_initial').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    // supertest decompresses; the header tells what was sent. Small bodies may be sent as they are.
    expect(['gzip', undefined]).toContain(res.headers['content-encoding']);
  });
});
