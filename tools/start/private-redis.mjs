// The Redis of `npm start`: REDIS_URL when set; else whatever answers on 127.0.0.1:$EMBEDDED_REDIS_PORT (6379);
// else a private `redis-server` from PATH with its data under $DATA_DIR/redis, stopped again with the launcher.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pingRedis } from './redis-check.mjs';
import { LaunchError, root } from './processes.mjs';

const INSTALL_HINT =
  'Install Redis (Debian/Ubuntu: sudo apt-get install redis-server; Fedora: sudo dnf install redis; macOS: brew install redis) ' +
  'and run `npm start` again: it starts a private one under .data/. Or set REDIS_URL to a Redis you run.';

const hideSecret = (url) => url.replace(/\/\/[^@/]*@/, '//***@');
const leaveRunning = () => Promise.resolve();

/** The first executable `redis-server` on PATH, or null. */
export function findRedisServer(path = process.env.PATH ?? '') {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Resolves to `{ url, description, stop() }`; `stop` ends the private server, if this call started one. */
export async function openRedis() {
  const given = process.env.REDIS_URL;
  if (given) {
    await requireAnswer(given);
    return { url: given, description: hideSecret(given), stop: leaveRunning };
  }
  const port = Number(process.env.EMBEDDED_REDIS_PORT || 6379);
  const url = `redis://127.0.0.1:${port}`;
  const problem = await pingRedis(url);
  if (problem?.reply) throw new LaunchError(`Redis at ${url} answered: ${problem.reply} (set REDIS_URL with its credentials)`);
  if (!problem) return { url, description: `the Redis already running on 127.0.0.1:${port}`, stop: leaveRunning };
  const binary = findRedisServer();
  if (!binary) throw new LaunchError(`Redis is not reachable at ${url} and no redis-server is on PATH. ${INSTALL_HINT}`);
  return startPrivateRedis(binary, port, url);
}

async function requireAnswer(url) {
  const problem = await pingRedis(url);
  if (problem?.reply) throw new LaunchError(`Redis at ${hideSecret(url)} answered: ${problem.reply} (check the credentials in REDIS_URL)`);
  if (problem)
    throw new LaunchError(`Redis is not reachable at ${hideSecret(url)} (REDIS_URL). Start it, or unset REDIS_URL to let \`npm start\` run a private one.`);
}

async function startPrivateRedis(binary, port, url) {
  const dir = resolve(root, process.env.DATA_DIR || '.data', 'redis');
  mkdirSync(dir, { recursive: true });
  const logFile = join(dir, 'redis.log');
  // Sessions and queues survive a restart like the posts do: an append-only file, written every second.
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--save',
    '',
    '--daemonize',
    'no',
    '--logfile',
    logFile,
  ];
  // Its own process group, so a terminal's Ctrl-C reaches the launcher, which stops the api and worker first.
  const child = spawn(binary, args, { cwd: dir, detached: true, stdio: 'ignore' });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  child.once('error', () => undefined);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (!(await pingRedis(url, 500))) return { url, description: `private redis-server (${dir}, port ${port})`, stop };
    await sleep(100);
  }
  await stop();
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
  throw new LaunchError(`The private redis-server (${binary}) did not start on port ${port}:\n${log}`);
}
