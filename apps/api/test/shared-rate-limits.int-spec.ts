import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import { TestApi } from './harness';

/**
 * Two built api processes on one database and one Redis prefix count every limit together: the 429
 * comes at the same count whichever process answers (docs/operations.md, "More than one process"). Both placements are checked:
 * a route guard's limit (votes, 4 per second per account) and a service's (login, 10 per second per address).
 */
const root = join(__dirname, '../../..');
const apiMain = join(root, 'dist/apps/api/main.js');
// `npm test` builds before this suite; a lone run builds the api when it is missing.
if (!existsSync(apiMain))
  execFileSync('npx', ['nx', 'build', 'api'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

interface ApiProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

let api: TestApi;
let processes: ApiProcess[] = [];

async function startApi(): Promise<ApiProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: api.config.databaseUrl,
      REDIS_URL: api.config.redisUrl,
      REDIS_PREFIX: api.config.redisPrefix,
      SESSION_SECRET: api.config.sessionSecret,
      PUSH_VAPID_PUBLIC_KEY: 'x',
      PUSH_VAPID_PRIVATE_KEY: 'y',
      DATABASE_MIGRATE_ON_BOOT: 'false',
      RATE_LIMITS_ENABLED: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitUntilUp(target: ApiProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${target.base}/api/_initial`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`api did not start:\n${target.output()}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  // Only for its migrated database and prefix; the processes under test are the built ones.
  api = await TestApi.start();
  processes = [await startApi(), await startApi()];
  await Promise.all(processes.map(waitUntilUp));
}, 90_000);

afterAll(async () => {
  for (const { child } of processes) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await api?.close();
});

/** One browser session, sent to whichever process a call names. */
class Visitor {
  private cookie = '';
  private csrf = '';

  constructor(private readonly ip: string) {}

  async call(target: ApiProcess, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip, 'Content-Type': 'application/json' };
    if (this.cookie) headers['Cookie'] = this.cookie;
    if (this.csrf) headers[CSRF_REQUEST_HEADER] = this.csrf;
    const res = await fetch(`${target.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const sid = /(?:^|, ?)SID=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (sid) this.cookie = `SID=${sid}`;
    this.csrf = res.headers.get(CSRF_RESPONSE_HEADER) ?? this.csrf;
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, retryAfter: res.headers.get('retry-after') };
  }
}

const TOO_MANY = { status: 429, message: 'Too Many Requests.' };

describe('two api processes, one Redis', () => {
  it.each([
    ['A first', [0, 1, 0, 1, 0, 1]],
    ['B first', [1, 0, 1, 0, 1, 0]],
  ])('share the per-account vote budget (guard): the 5th vote in a second is refused, %s', async (_order, turns) => {
    const voter = new Visitor(`10.88.0.${turns[0] + 1}`);
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
      const visitor = new Visitor(ip);
      const target = processes[(first + i) % 2];
      await visitor.call(target, 'GET', '/api/_initial');
      const res = await visitor.call(target, 'POST', '/api/_login', { username: `nobody${i}`, password: 'wrong password' });
      answers.push(res.status);
      if (res.status === 429) retryAfter = res.retryAfter;
      if (i === 0) expect(await api.redis.client.pexpire(`rl:loginPerAddress:1000:${ip}`, 60_000)).toBe(1);
    }
    expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
