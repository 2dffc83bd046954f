// The database of `npm start`, `npm run migrate` and `npm run cli`: DATABASE_URL when set, else the embedded
// PostgreSQL with its data in $DATA_DIR/pg, on 127.0.0.1:$EMBEDDED_PG_PORT (54329).
import { fork } from 'node:child_process';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { LaunchError, root } from './processes.mjs';

export const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 54329);
const DATABASE_NAME = 'quorum';
const adminUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/postgres`;
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/${DATABASE_NAME}`;
/** For a database this launcher did not start: nothing to stop. */
const leaveRunning = () => Promise.resolve();

/**
 * Resolves to `{ url, description, stop() }`. With DATABASE_URL set, that is used and nothing is started.
 * Otherwise the embedded server is started for as long as the caller needs it; when one is already running
 * (another `npm start`), `ifRunning: 'reuse'` connects to it and `'refuse'` fails so two launchers never share one.
 */
export async function openDatabase({ ifRunning }) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: leaveRunning };
  if (await isListening(EMBEDDED_PG_PORT)) {
    if (ifRunning === 'refuse') {
      throw new LaunchError(
        `The embedded PostgreSQL is already running on 127.0.0.1:${EMBEDDED_PG_PORT} (is \`npm start\` running in another terminal?). ` +
          'Stop that one first, or set EMBEDDED_PG_PORT and DATA_DIR for a second instance.',
      );
    }
    return { url: databaseUrl, description: `the running embedded PostgreSQL on port ${EMBEDDED_PG_PORT}`, stop: leaveRunning };
  }
  const databaseDir = prepareDataDir();
  const server = await startServer(databaseDir);
  try {
    await ensureDatabase();
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: databaseUrl, description: `embedded PostgreSQL (${databaseDir}, port ${EMBEDDED_PG_PORT})`, stop: server.stop };
}

/** $DATA_DIR (755) and its pg folder; as root, PostgreSQL runs as `postgres`, which must be able to reach it. */
function prepareDataDir() {
  const dataDir = resolve(root, process.env.DATA_DIR || '.data');
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  if (process.getuid?.() === 0) {
    for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) {
        throw new LaunchError(`PostgreSQL runs as the user postgres, which cannot enter ${dir}. Run: chmod o+x ${dir} (or set DATA_DIR elsewhere)`);
      }
      if (dir === dirname(dir)) break;
    }
  }
  return join(dataDir, 'pg');
}

function startServer(databaseDir) {
  const child = fork(join(root, 'tools/start/embedded-db-server.mjs'), [JSON.stringify({ databaseDir, port: EMBEDDED_PG_PORT })], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolvePromise, reject) => {
    child.on('message', (message) => {
      if (message.event === 'initialising') console.log(`Creating the embedded PostgreSQL in ${databaseDir} ...`);
      if (message.event === 'ready') resolvePromise({ stop });
      if (message.event === 'failed') reject(new LaunchError(`The embedded PostgreSQL did not start:\n${message.log}`));
    });
    exited.then((code) => reject(new LaunchError(`The embedded PostgreSQL process exited (code ${code}) before it was ready`)));
  });
}

async function ensureDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE_NAME)}`);
  } finally {
    await client.end();
  }
}

export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolvePromise) => {
    const socket = net.connect({ port, host });
    const done = (result) => {
      socket.destroy();
      resolvePromise(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
