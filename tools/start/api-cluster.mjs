// Several api processes on one port: `node tools/start/api-cluster.mjs` forks API_PROCESSES copies of the
// built api (dist/apps/api/main.js) with node's cluster module, which hands the connections of the shared
// port to them in turn. Everything they share lives in PostgreSQL and Redis (sessions, rate limits, queues,
// cache invalidations), so any process may answer any request (docs/operations.md, "Scaling").
//
// A process that dies after it served is replaced (at most MAX_RESTARTS a minute); one that dies before it
// ever listened stops everything, as a bad configuration would only die again. SIGTERM/SIGINT are passed on
// to every process, which drains its requests; this one exits when the last has gone.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitWithError, LaunchError } from './processes.mjs';

const MAX_PROCESSES = 64;
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** API_PROCESSES as a count: a whole number from 1 to 64, the number of cores when unset or empty. */
export function apiProcessCount(value = process.env.API_PROCESSES) {
  if (value === undefined || value.trim() === '') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new LaunchError(`API_PROCESSES must be a whole number from 1 to ${MAX_PROCESSES} (got "${value}")`);
  }
  return count;
}

function runPrimary(script, count) {
  cluster.setupPrimary({ exec: resolve(script) });
  const listened = new Set();
  const restarts = [];
  let stopping = false;

  const stopAll = (signal, code) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    if (!running.length) process.exit(code);
    for (const worker of running) worker.process.kill(signal);
    let left = running.length;
    cluster.on('exit', () => {
      if (--left === 0) process.exit(code);
    });
  };

  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, exitCode, signal) => {
    if (stopping) return;
    const how = signal ?? `code ${exitCode}`;
    if (!listened.has(worker.id)) {
      console.error(`api process ${worker.process.pid} exited (${how}) before it listened; stopping the others.`);
      stopAll('SIGTERM', 1);
      return;
    }
    const now = Date.now();
    while (restarts.length && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      console.error(`api process ${worker.process.pid} exited (${how}); ${MAX_RESTARTS} restarts within a minute already, stopping.`);
      stopAll('SIGTERM', 1);
      return;
    }
    restarts.push(now);
    console.error(`api process ${worker.process.pid} exited (${how}); starting another.`);
    cluster.fork();
  });

  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll('SIGTERM', 0));
  console.log(`starting ${count} api process${count === 1 ? '' : 'es'} on one port (API_PROCESSES)`);
  for (let i = 0; i < count; i++) cluster.fork();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && cluster.isPrimary) {
  try {
    runPrimary(process.argv[2] ?? 'dist/apps/api/main.js', apiProcessCount());
  } catch (error) {
    exitWithError(error);
  }
}
