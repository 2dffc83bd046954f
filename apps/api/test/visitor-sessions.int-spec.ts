import type { AddressInfo } from 'node:net';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import { TestApi } from './harness';

/**
 * A script sending cookieless requests must not fill Redis: a visitor costs no Redis command at all. Every
 * visitor still gets a session cookie and a CSRF token that works (docs/api/session.md §1–2); what is stored
 * is bounded per address.
 */
let api: TestApi;
let base: string;

const REQUESTS = 10_000;
const ADDRESS = '203.0.113.50';

beforeAll(async () => {
  api = await TestApi.start();
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await api.close();
});

/** Keys under the test's prefix and the bytes Redis reports for them (`MEMORY USAGE` of each). */
async function redisFootprint(): Promise<{ keys: number; sessions: number; bytes: number }> {
  const redis = api.redis.client;
  const prefix = api.config.redisPrefix;
  // ioredis prefixes neither SCAN patterns nor MEMORY USAGE's key: both take the full key.
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  let bytes = 0;
  for (const key of keys) bytes += Number(await redis.memory('USAGE', key)) || 0;
  return { keys: keys.length, sessions: keys.filter((key) => key.startsWith(`${prefix}session:`)).length, bytes };
}

interface VisitorAnswer {
  sid: string;
  csrf: string;
}

/**
 * Fetch's pool may reuse a keep-alive socket in the moment the server closes it (a busy machine stretches that
 * moment): that request never reached the api, so it is sent again once. What is measured is the api's answers.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

async function cookielessRequest(): Promise<VisitorAnswer> {
  const res = await fetchOnce(`${base}/api/_user`, { headers: { 'X-Forwarded-For': ADDRESS } });
  await res.arrayBuffer();
  const sid = /(?:^|, ?)SID=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { sid, csrf: res.headers.get(CSRF_RESPONSE_HEADER) ?? '' };
}

describe('cookieless requests', () => {
  it(`${REQUESTS} of them from one address leave a bounded Redis footprint, and every visitor still gets a working session`, async () => {
    const before = await redisFootprint();
    const answers: VisitorAnswer[] = [];
    for (let sent = 0; sent < REQUESTS; sent += 100) {
      answers.push(...(await Promise.all(Array.from({ length: 100 }, () => cookielessRequest()))));
    }
    const after = await redisFootprint();
    console.log(
      `visitor sessions: ${REQUESTS} cookieless requests: keys ${before.keys} -> ${after.keys} (sessions ${after.sessions}), MEMORY USAGE ${before.bytes} -> ${after.bytes} bytes`,
    );

    expect(answers.every((answer) => answer.sid.length > 0 && answer.csrf.length > 0)).toBe(true);
    expect(new Set(answers.map((answer) => answer.sid)).size).toBe(REQUESTS);
    // Nothing is stored for a visitor: every visitor's id is signed, not kept in Redis.
    expect(after.sessions).toBe(before.sessions);
    expect(after.keys - before.keys).toBe(0);
    expect(answers.every((answer) => answer.sid.includes('.'))).toBe(true);

    // The last visitor's cookie and CSRF token work.
    const last = answers[answers.length - 1];
    expect(await api.redis.client.exists(`session:${last.sid}`)).toBe(0);
    const headers = { 'X-Forwarded-For': ADDRESS, Cookie: `SID=${last.sid}`, [CSRF_REQUEST_HEADER]: last.csrf, 'Content-Type': 'application/json' };
    const again = await fetch(`${base}/api/_initial`, { headers });
    await again.arrayBuffer();
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie') ?? '').not.toContain('SID=');
    expect(again.headers.get(CSRF_RESPONSE_HEADER)).toBe(last.csrf);
    const login = await fetch(`${base}/api/_login`, { method: 'POST', headers, body: JSON.stringify({ username: 'nobody_here', password: 'wrong password' }) });
    expect(await login.json()).toEqual({ status: 401, code: 'wrong-password', message: 'Username and password do not match.' });
  }, 240_000);

  it('costs no Redis command for a visitor, with or without the cookie it was given', async () => {
    const redis = api.redis.client;
    const sent: string[] = [];
    const original = redis.sendCommand.bind(redis);
    // Every ioredis command (sessions, the throttler's scripts) goes through sendCommand of this client.
    redis.sendCommand = ((command: { name: string }, ...rest: unknown[]) => {
      sent.push(command.name);
      return (original as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof redis.sendCommand;
    try {
      const first = await fetch(`${base}/api/posts?sort=hot`, { headers: { 'X-Forwarded-For': '203.0.113.60' } });
      await first.arrayBuffer();
      expect(first.status).toBe(200);
      const sid = /(?:^|, ?)SID=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
      expect(sid).not.toBe('');
      const again = await fetch(`${base}/api/posts?sort=hot`, { headers: { 'X-Forwarded-For': '203.0.113.60', Cookie: `SID=${sid}` } });
      await again.arrayBuffer();
      expect(again.status).toBe(200);
      expect(again.headers.get('set-cookie') ?? '').not.toContain('SID=');
      expect(sent).toEqual([]);
      // The counter does see commands: a cookie naming a stored-looking session is looked up.
      const stored = await fetch(`${base}/api/posts?sort=hot`, { headers: { Cookie: `SID=${'a'.repeat(43)}` } });
      await stored.arrayBuffer();
      expect(sent.length).toBeGreaterThan(0);
    } finally {
      redis.sendCommand = original;
    }
  });

  it('gives a session that logs in the full lifetime, rotated out of the visitor one', async () => {
    const client = api.client('203.0.113.51');
    expect((await client.signup(`vis${Date.now().toString(36).slice(-6)}`)).status).toBe(201);
    const sid = (await api.redis.client.keys(`${api.config.redisPrefix}session:*`))
      .map((key) => key.slice(api.config.redisPrefix.length))
      .filter((key) => key.startsWith('session:'));
    const ttls = await Promise.all(sid.map((key) => api.redis.client.ttl(key)));
    expect(Math.max(...ttls)).toBeGreaterThan(89 * 86400);
  });
});
