import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import { TestApi } from './harness';
import { BuiltApi, ensureApiBuilt, freePort, repoRoot, startBuiltApi, stopBuiltApi } from './support/built-api';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';

/**
 * The built api's and worker's logs as an operator's log system reads them (docs/operations.md, "Logs"): one JSON
 * object a line, a request id on every request line and in the jobs it enqueues, the user id once
 * signed in, and never a password, cookie, CSRF token or admin key, whatever the log level.
 */
ensureApiBuilt();

const ADMIN_KEY = 'admin-key-that-must-never-be-logged';
const PASSWORDS = ['first-Secret-pass-1', 'second-Secret-pass-2', 'wrong-Secret-pass-3'];

let api: TestApi;
let built: BuiltApi;
let base = '';
let worker: WorkerProcess | undefined;

interface LogLine {
  level: string;
  msg?: string;
  reqId?: string;
  requestId?: string;
  userId?: string;
  context?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  [key: string]: unknown;
}

const lines = (text: string): LogLine[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  api = await TestApi.start();
  built = await startBuiltApi(api, {
    readyPath: '/healthz',
    env: {
      RATE_LIMITS_ENABLED: 'false',
      ADMIN_API_KEY: ADMIN_KEY,
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      LINKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  });
  base = built.base;
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  if (built) await stopBuiltApi(built);
  await api?.close();
});

/** A browser: its cookies and CSRF token, sent back as the web client does. */
class Browser {
  cookies = new Map<string, string>();
  csrf = '';

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown>; requestId: string | null }> {
    const all: Record<string, string> = { 'Content-Type': 'application/json', ...headers };
    if (this.cookies.size) all['Cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf) all[CSRF_REQUEST_HEADER] = this.csrf;
    const res = await fetch(`${base}${path}`, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.csrf = res.headers.get(CSRF_RESPONSE_HEADER) ?? this.csrf;
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : {}, requestId: res.headers.get('x-request-id') };
  }
}

it('logs JSON lines with request and user ids, and no secret of a signup, login or password change', async () => {
  const browser = new Browser();
  await browser.call('GET', '/api/_initial');
  const name = `logs${Date.now().toString(36).slice(-6)}`;
  const signup = await browser.call('POST', '/api/_signup', { username: name, password: PASSWORDS[0], email: '' }, { 'X-Request-Id': 'req-signup-1' });
  expect({ status: signup.status, requestId: signup.requestId }).toEqual({ status: 201, requestId: 'req-signup-1' });
  const userId = String(signup.body.id);
  const change = await browser.call('POST', '/api/_settings?action=changePassword', {
    password: PASSWORDS[0],
    newPassword: PASSWORDS[1],
    repeatPassword: PASSWORDS[1],
  });
  expect(change.status).toBe(200);
  expect((await browser.call('POST', '/api/_login?action=logout', {})).status).toBe(200);
  await browser.call('GET', '/api/_initial');
  expect((await browser.call('POST', '/api/_login', { username: name, password: PASSWORDS[2] })).status).toBe(401);
  expect((await browser.call('POST', '/api/_login', { username: name, password: PASSWORDS[1] })).status).toBe(200);
  expect((await browser.call('GET', `/api/_initial?adminKey=${ADMIN_KEY}&x=1`)).status).toBe(200);
  const secrets = [...PASSWORDS, ADMIN_KEY, String(api.config.sessionSecret), browser.csrf, ...browser.cookies.values()];
  await waitFor(() => built.output().includes('/api/_initial?adminKey='), 10_000, built.output);

  // Every line is one JSON object (start-up lines included).
  const logged = lines(built.output());
  for (const secret of secrets) expect({ secret, found: built.output().includes(secret) }).toEqual({ secret, found: false });

  const signupLine = logged.find((l) => l.req?.url === '/api/_signup');
  expect(signupLine).toMatchObject({ level: 'info', reqId: 'req-signup-1', userId, process: 'api', res: { statusCode: 201 } });
  const changeLine = logged.find((l) => l.req?.url === '/api/_settings?action=changePassword');
  expect(changeLine).toMatchObject({ level: 'info', userId, res: { statusCode: 200 } });
  expect(changeLine?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  expect(logged.find((l) => l.req?.url?.startsWith('/api/_initial?adminKey='))?.req?.url).toBe('/api/_initial?adminKey=[redacted]&x=1');
  // No headers or bodies at all on request lines.
  expect(Object.keys(signupLine?.req ?? {}).sort()).toEqual(['method', 'url']);

  // Nest's route-mapping chatter is there at debug level only.
  const mapping = logged.filter((l) => l.context === 'RouterExplorer' || l.context === 'RoutesResolver');
  expect(mapping.length).toBeGreaterThan(50);
  expect(new Set(mapping.map((l) => l.level))).toEqual(new Set(['debug']));
  expect(logged.find((l) => l.msg?.startsWith('listening on'))).toMatchObject({ level: 'info', context: 'Api' });
});

it('carries the request id into the job the request enqueued; the worker logs it, and times the job into its own /metrics', async () => {
  ensureWorkerBuilt();
  const metricsPort = await freePort();
  const token = 'worker-metrics-token-0123456789';
  worker = startWorker(api, join(repoRoot, 'tmp/test-logs-worker'), {
    LOG_LEVEL: 'log',
    LOG_FORMAT: 'json',
    LINKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    WORKER_METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: token,
    HOST: '127.0.0.1',
  });
  await waitFor(
    () => worker!.output().includes('worker ready'),
    30_000,
    () => worker!.output(),
  );
  const browser = new Browser();
  await browser.call('GET', '/api/_initial');
  const name = `logw${Date.now().toString(36).slice(-6)}`;
  const me = await browser.call('POST', '/api/_signup', { username: name, password: PASSWORDS[0], email: '' });
  await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [me.body.id]);
  const community = `c${Date.now().toString(36).slice(-6)}`;
  expect((await browser.call('POST', '/api/communities', { name: community, about: 'x' })).status).toBe(200);
  const post = await browser.call(
    'POST',
    '/api/posts',
    { type: 'link', title: 'A link', url: 'http://127.0.0.1:9/gone', community },
    { 'X-Request-Id': 'req-link-2' },
  );
  expect(post.status).toBe(200);
  await waitFor(
    () => worker!.output().includes(`link-thumbnail-${String(post.body.id)} completed`),
    30_000,
    () => worker!.output(),
  );
  const done = lines(worker.output()).find((l) => l.msg?.includes(`link-thumbnail-${String(post.body.id)} completed`));
  expect(done).toMatchObject({
    level: 'info',
    process: 'worker',
    requestId: 'req-link-2',
    queue: 'images',
    job: 'images.fetch-link-thumbnail',
    context: 'Jobs',
  });

  const metrics = `http://127.0.0.1:${metricsPort}`;
  expect((await fetch(`${metrics}/healthz`)).status).toBe(200);
  expect((await fetch(`${metrics}/metrics`)).status).toBe(401);
  const text = await (await fetch(`${metrics}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text();
  expect(text).toMatch(/quorum_job_duration_seconds_count\{[^}]*job="images\.fetch-link-thumbnail"[^}]*outcome="completed"[^}]*\} 1/);
  expect(text).toMatch(/nodejs_eventloop_lag_seconds\{process="worker"\}/);
  await sleep(0);
});
