import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import type { TestApi } from '../harness';

/**
 * The built api as its own process, as deployed: for the suites that measure or watch what only a real
 * process shows (its logs, its memory, limits shared between replicas, the cluster launcher).
 */
export const repoRoot = join(__dirname, '../../../..');
export const apiMain = join(repoRoot, 'dist/apps/api/main.js');

/** `npm test` builds before the suites; a lone run builds the api when it is missing (Nx caches the build). */
export function ensureApiBuilt(): void {
  if (!existsSync(apiMain))
    execFileSync('npx', ['nx', 'build', 'api'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
}

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** What a built api or worker needs to run on the test api's migrated database and Redis prefix. */
export function testApiEnv(api: TestApi): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: api.config.databaseUrl,
    REDIS_URL: api.config.redisUrl,
    REDIS_PREFIX: api.config.redisPrefix,
    REDIS_SENTINELS: api.config.redisSentinels.map(({ host, port }) => `${host}:${port}`).join(','),
    REDIS_SENTINEL_NAME: api.config.redisSentinelName,
    SESSION_SECRET: api.config.sessionSecret,
    PUSH_VAPID_PUBLIC_KEY: 'x',
    PUSH_VAPID_PRIVATE_KEY: 'y',
  };
}

/** As tools/start and docker/ launch the api and worker: glibc gives large freed buffers back (docs/performance.md). */
export const MALLOC_AS_DEPLOYED = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** The built api as the image suites measure it: images (and data) in `imagesDir`, rate limits off. */
export const builtImagesEnv = (imagesDir: string): Record<string, string> => ({
  IMAGES_DIR: imagesDir,
  DATA_DIR: imagesDir,
  RATE_LIMITS_ENABLED: 'false',
  NO_COLOR: '1',
  ...MALLOC_AS_DEPLOYED,
});

export interface BuiltApi {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
}

export interface BuiltApiOptions {
  /** Node's arguments: the api's main file by default, or a launcher and the main file. */
  args?: string[];
  env?: Record<string, string>;
  /** The path that answers 200 once the process serves requests. */
  readyPath?: string;
  readyTimeoutMs?: number;
}

/** Spawns the built api on a free port of 127.0.0.1, on `api`'s database and Redis prefix, and waits until it serves. */
export async function startBuiltApi(api: TestApi, options: BuiltApiOptions = {}): Promise<BuiltApi> {
  const { args = [apiMain], env = {}, readyPath = '/api/_initial', readyTimeoutMs = 30_000 } = options;
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...testApiEnv(api), PORT: String(port), HOST: '127.0.0.1', DATABASE_MIGRATE_ON_BOOT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const started = { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    const up = await fetch(`${started.base}${readyPath}`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return started;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`api did not start:\n${output}`);
    await sleep(100);
  }
}

/** SIGTERM, then the exit code (at once if it has exited already). */
export async function stopBuiltApi(started: BuiltApi): Promise<number | null> {
  if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGTERM');
  return started.exited;
}

export interface BrowserAnswer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
}

/**
 * One browser session sent to whichever process a call names: its session cookie and CSRF token go with
 * every call. Only a session id the server hands out replaces the one held, so a cleared cookie keeps the
 * old id and proves the session ended on the server, not in the browser.
 */
export class SessionBrowser {
  private cookie = '';
  private csrf = '';

  constructor(private readonly ip: string) {}

  async call(target: { base: string }, method: 'GET' | 'POST', path: string, body?: unknown): Promise<BrowserAnswer> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip };
    if (this.cookie) headers['Cookie'] = this.cookie;
    if (this.csrf) headers[CSRF_REQUEST_HEADER] = this.csrf;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${target.base}${path}`, { method, headers, body: payload });
    const sid = /(?:^|, ?)SID=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (sid) this.cookie = `SID=${sid}`;
    this.csrf = res.headers.get(CSRF_RESPONSE_HEADER) ?? this.csrf;
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, headers: res.headers };
  }
}
