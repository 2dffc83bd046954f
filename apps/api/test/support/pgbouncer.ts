import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { testAdminUrl } from '@app/server/core/testing';
// A plain JavaScript module outside every project, shared with the sizing bench (tools/bench/sizing.mjs), which
// cannot load TypeScript: the rule reads any such file as an external resource.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { pgbouncerIni, pgbouncerUsers } from '../../../../tools/pgbouncer/ini';
import { freeLoopbackPorts } from './loopback-ports';

export interface PgBouncerOptions {
  /** Server connections per database (PgBouncer's `default_pool_size`). */
  poolSize: number;
  /** What every server connection runs first (`connect_query`): the statement timeout the api can no longer send. */
  statementTimeoutMs: number;
}

/** A PgBouncer in transaction pooling in front of the tests' PostgreSQL (TEST_DATABASE_URL's host). */
export interface PgBouncer {
  /** `directUrl` (a database on the tests' PostgreSQL) as reached through this PgBouncer. */
  url(directUrl: string): string;
  stop(): Promise<void>;
}

function pgbouncerBinary(): string {
  const candidates = ['/usr/sbin/pgbouncer', ...(process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'pgbouncer'))];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer; .ci/run installs it when missing)');
  return found;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => (clearTimeout(timer), resolve(true)));
  });
}

/**
 * Starts `/usr/sbin/pgbouncer` in the foreground (no daemon, no pid file, its log on a pipe) with a configuration
 * in a temporary folder, and waits until it accepts connections. PgBouncer refuses to run as root: as root it is
 * started with `-u nobody` (it reads its files first, then drops to that user). `stop` ends it and removes the folder.
 */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  const server = new URL(testAdminUrl());
  const [port] = await freeLoopbackPorts(26430, 1);
  const dir = await mkdtemp(join(tmpdir(), 'quorum-pgbouncer-'));
  const authFile = join(dir, 'users.txt');
  await writeFile(authFile, pgbouncerUsers(server));
  const ini = pgbouncerIni({ server, port, authFile, poolSize: options.poolSize, statementTimeoutMs: options.statementTimeoutMs, maxClientConn: 200 });
  await writeFile(join(dir, 'pgbouncer.ini'), ini);
  const child = spawn(binary, [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // Should the test process end without `stop` (a crash), PgBouncer ends with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    child.kill('SIGTERM');
    if (!(await exited(child, 3000))) {
      child.kill('SIGKILL');
      await exited(child, 3000);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 5000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer did not start on port ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url(directUrl: string) {
      const url = new URL(directUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    stop,
  };
}
