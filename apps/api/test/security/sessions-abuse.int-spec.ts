import { ModulesContainer } from '@nestjs/core';
import { CSRF_REQUEST_HEADER } from '@app/contract';
import { listRoutes } from '../../src/http/route-inventory';
import { makeAdmin, signUp, uniqueName } from '../community-fixtures';
import { cookieValue, setCookie, TestClient } from '../harness';
import { securityRuns } from './suite-scale';
import { useTestApi } from '../support/test-api-per-file';

/**
 * Session cookies, rotation, server-side ends, CSRF on every state-changing route (from the
 * api's own route table), rate limits that a spoofed X-Forwarded-For, another address in the same IPv6 /64
 * or another spelling of a name cannot get around, and no account enumeration through login or signup.
 */
const PASSWORD = 'correct horse battery';
const UNAUTHORIZED = { status: 401, message: 'Unauthorized.' };

describe('session cookies on an https site', () => {
  const api = useTestApi({ publicUrl: 'https://forum.example', secureCookies: true });

  it('sets SID HttpOnly, SameSite=Lax, Secure, Path=/ and csrftoken Secure but readable by scripts, at every session start', async () => {
    const client = api.client();
    const starts = [await client.init(), await client.signup(uniqueName()), await client.post('/api/_login?action=logout')];
    for (const res of starts) {
      expect(setCookie(res, 'SID')).toMatch(
        /^SID=(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{20}); Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax; Secure$/,
      );
      expect(setCookie(res, 'csrftoken')).toMatch(/; Secure/);
      expect(setCookie(res, 'csrftoken')).not.toMatch(/HttpOnly/);
    }
  });
});

describe('sessions', () => {
  const api = useTestApi({ rateLimitsEnabled: false });

  /** A second browser holding the same session cookie: proves what the server, not the browser, still accepts. */
  function replay(sid: string): TestClient {
    const copy = api.client();
    copy.agent.jar.setCookie(`SID=${sid}`, '127.0.0.1', '/');
    return copy;
  }

  it('rotates the session id at signup, login and logout, and the old ids are dead server-side', async () => {
    const client = api.client();
    const visitorSid = cookieValue(await client.init(), 'SID')!;
    const name = uniqueName();
    const signupSid = cookieValue(await client.signup(name), 'SID')!;
    const logoutSid = cookieValue(await client.post('/api/_login?action=logout'), 'SID')!;
    const loginSid = cookieValue(await client.login(name), 'SID')!;
    expect(new Set([visitorSid, signupSid, logoutSid, loginSid]).size).toBe(4);
    expect(await api.redis.client.exists(`session:${visitorSid}`, `session:${signupSid}`, `session:${logoutSid}`)).toBe(0);
    // A stolen pre-login cookie (fixation) or the logged-out one are not logged in.
    expect((await replay(visitorSid).get('/api/_user')).status).toBe(401);
    expect((await replay(signupSid).get('/api/_user')).status).toBe(401);
    expect((await replay(loginSid).get('/api/_user')).body.username).toBe(name);
  });

  it('ends every other session at a password change and rotates the one that changed it', async () => {
    const name = uniqueName();
    const [laptop, phone] = [api.client(), api.client()];
    await laptop.signup(name);
    await phone.login(name);
    const phoneSid = cookieValue(await phone.get('/api/_initial'), 'SID') ?? '';
    const before = await laptop.get('/api/_user');
    expect(before.status).toBe(200);
    const changed = await laptop.post('/api/_settings?action=changePassword', {
      password: PASSWORD,
      newPassword: 'a new passphrase',
      repeatPassword: 'a new passphrase',
    });
    expect(changed.status).toBe(200);
    expect(cookieValue(changed, 'SID')).toBeDefined();
    expect((await laptop.get('/api/_user')).body.username).toBe(name);
    expect((await phone.get('/api/_user')).body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
    if (phoneSid) expect((await replay(phoneSid).get('/api/_user')).status).toBe(401);
  });

  it('takes a privilege change into account at once: a demoted admin is refused on the next request, a banned user is logged out', async () => {
    const boss = await makeAdmin(api, await signUp(api));
    expect((await boss.client.get('/api/site_settings')).status).toBe(200);
    await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [boss.id]);
    expect((await boss.client.get('/api/site_settings')).body.code).toBe('not_admin');
    const admin = await makeAdmin(api, await signUp(api));
    const target = await signUp(api);
    expect((await admin.client.post('/api/_admin', { action: 'ban_user', username: target.name })).status).toBe(200);
    expect((await target.client.get('/api/_user')).status).toBe(401);
  });
});

describe('CSRF on every state-changing route of the route table', () => {
  const api = useTestApi({ rateLimitsEnabled: false });

  it('refuses a write without the token, with another session token, or with the cookie value only in the cookie, before anything runs', async () => {
    const routes = listRoutes(api.app.get(ModulesContainer)).filter((r) => r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(50);
    const member = await signUp(api);
    const other = api.client();
    await other.init();
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, '1');
      const method = route.method.toLowerCase() as 'post';
      const attempts = {
        none: member.client.agent[method](path).set('X-Forwarded-For', member.client.ip).send('{}'),
        foreign: member.client.agent[method](path).set('X-Forwarded-For', member.client.ip).set(CSRF_REQUEST_HEADER, other.csrfToken).send('{}'),
        empty: member.client.agent[method](path).set('X-Forwarded-For', member.client.ip).set(CSRF_REQUEST_HEADER, '').send('{}'),
        mangled: member.client.agent[method](path)
          .set('X-Forwarded-For', member.client.ip)
          .set(CSRF_REQUEST_HEADER, `${member.client.csrfToken.slice(0, -2)}AA`)
          .send('{}'),
      };
      for (const [kind, request] of Object.entries(attempts)) {
        const res = await request;
        if (res.status !== 401 || JSON.stringify(res.body) !== JSON.stringify(UNAUTHORIZED))
          failures.push(`${route.method} ${route.path} (${kind}): ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    // Still logged in and still able to write with its own token: the refusals changed nothing.
    expect((await member.client.post('/api/_settings?action=updateProfile', { aboutMe: 'after' })).status).toBe(200);
  });
});

describe('rate limits behind no trusted proxy', () => {
  const api = useTestApi({ trustedProxies: [] });

  it('ignores X-Forwarded-For from an untrusted peer: 10 logins per second from the socket address, whatever the header says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api.client(`203.0.113.${i + 1}`).login(`nobody${i}`, 'wrong password');
      if (i === 0) await api.redis.client.pexpire('rl:loginPerAddress:1000:127.0.0.1', 60_000);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('ignores X-Forwarded-For from an untrusted peer on signup too: the third signup in a minute is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.client(`198.51.100.${i + 1}`).signup(uniqueName())).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('rate limits behind a trusted proxy', () => {
  const api = useTestApi();

  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.client(`2001:db8:77:1:${(i + 1).toString(16)}::${i + 7}`).login(`nobody${i}`, 'wrong password');
      if (i === 0) await api.redis.client.pexpire('rl:loginPerAddress:1000:2001:0db8:0077:0001::/64', 60_000);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await api.client('2001:db8:77:2::1').login('nobody', 'wrong password')).status).toBe(401);
    const signups: number[] = [];
    for (let i = 0; i < 3; i++) signups.push((await api.client(`2001:db8:78:1::${i + 1}`).signup(uniqueName())).status);
    expect(signups).toEqual([201, 201, 429]);
  });

  it('reads X-Forwarded-For right to left from the trusted proxy: a client-written left part does not pick the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      // The proxy appends the real peer last; what the client wrote before it varies and must not count.
      const res = await new TestClient(api.server, `10.9.${i}.1, 192.0.2.200`).signup(uniqueName());
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('counts every spelling of a name in one login window (case, surrounding spaces)', async () => {
    const name = `Case${uniqueName()}`;
    expect((await api.client().signup(name)).status).toBe(201);
    const ip = '192.0.2.150';
    const spellings = [name, name.toLowerCase(), name.toUpperCase(), ` ${name} `];
    for (let i = 0; i < 20; i++) {
      await api.redis.client.del(`rl:loginPerAddress:1000:${ip}`);
      expect((await api.client(ip).login(spellings[i % spellings.length], `wrong ${i}`)).status).toBe(401);
    }
    await api.redis.client.del(`rl:loginPerAddress:1000:${ip}`);
    expect((await api.client(ip).login(name.toLowerCase(), PASSWORD)).status).toBe(429);
  });
});

describe('no account enumeration through login and signup', () => {
  const api = useTestApi({ rateLimitsEnabled: false });

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('answers a wrong password, an unknown name and a deleted account alike, in comparable time (a decoy hash for unknown names)', async () => {
    const known = await signUp(api);
    const gone = await signUp(api);
    expect((await gone.client.send('delete', `/api/users/${gone.name}`, { password: PASSWORD })).status).toBe(200);
    const rounds = securityRuns(5, 25);
    const times: Record<'known' | 'unknown' | 'deleted', number[]> = { known: [], unknown: [], deleted: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < rounds; i++) {
      for (const [kind, name] of [
        ['known', known.name],
        ['unknown', `nosuch${uniqueName()}`],
        ['deleted', gone.name],
      ] as const) {
        const started = performance.now();
        const res = await api.client().login(name, `wrong guess ${i}`);
        times[kind].push(performance.now() - started);
        bodies.add(`${res.status} ${JSON.stringify({ status: res.body.status, code: res.body.code, message: res.body.message })}`);
      }
    }
    expect([...bodies]).toEqual(['401 {"status":401,"code":"wrong-password","message":"Username and password do not match."}']);
    // Without the decoy an unknown name answers in a few ms against ~tens for argon2id: a factor, not noise.
    for (const kind of ['unknown', 'deleted'] as const) expect(median(times[kind])).toBeGreaterThan(median(times.known) * 0.4);
  });

  it('tells a taken name only as the contract requires (signup check 1, 409 user_exists), never through the email', async () => {
    const known = await signUp(api);
    // docs/api/session.md §7 checks the name first: a taken name is 409 whatever the password, a free one goes on to the password.
    expect((await api.client().signup(known.name.toUpperCase(), 'short')).body).toEqual({
      status: 409,
      code: 'user_exists',
      message: `A user with username ${known.name.toUpperCase()} already exists.`,
    });
    expect((await api.client().signup(`free${uniqueName()}`, 'short')).body).toEqual({ status: 400, code: 'invalid-password', message: 'Password too short.' });
    const withEmail = await api.client().signup(uniqueName(), PASSWORD, 'someone@example.com');
    const sameEmail = await api.client().signup(uniqueName(), PASSWORD, 'someone@example.com');
    expect([withEmail.status, sameEmail.status]).toEqual([201, 201]);
  });
});
