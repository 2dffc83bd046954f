// `npm start`: api + worker on one machine. Finds Redis (or starts a private one), builds what is missing,
// starts the embedded PostgreSQL when DATABASE_URL is unset, applies migrations once, then runs
// API_PROCESSES api processes on one port and one worker, and stops them in order.
import { apiProcessCount } from './api-cluster.mjs';
import { openDatabase } from './embedded-db.mjs';
import { openRedis } from './private-redis.mjs';
import { buildUpToDate, exitWithError, LaunchError, root, run, startService, stopServices, waitForHttp } from './processes.mjs';

const startedAt = performance.now();
process.chdir(root);

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

let database;
let redis;
let services = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await stopServices(services);
  await database?.stop();
  await redis?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!stopping) console.log(`\n${signal}: stopping api and worker, then what this launcher started ...`);
    void stopAll(0);
  });
}

async function main() {
  // Before the build, so that a missing Redis is said at once.
  const apiProcesses = apiProcessCount();
  redis = await openRedis();
  console.log(`Redis: ${redis.description}`);
  if (stopping) return;

  await buildUpToDate(['api', 'worker', 'web']);

  database = await openDatabase({ ifRunning: 'refuse' });
  console.log(`Database: ${database.description}`);
  // The children write to a pipe: in a development terminal they are told to log human-readable lines (LOG_FORMAT).
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    ...(pretty ? { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty', FORCE_COLOR: process.env.FORCE_COLOR || '1' } : {}),
    ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }),
  };

  // Migrations run once here, so the api and the worker never race to apply them.
  if ((await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env })) !== 0) throw new LaunchError('Migrations failed (see above).');
  if (stopping) return;

  // One api process runs bare; more share the port through node's cluster module (api-cluster.mjs).
  const api =
    apiProcesses === 1
      ? startService('api', 'dist/apps/api/main.js', env)
      : startService('api', 'tools/start/api-cluster.mjs', { ...env, API_PROCESSES: String(apiProcesses) });
  services = [api, startService('worker', 'dist/apps/worker/main.js', env)];
  for (const child of services) {
    child.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`${child.name} exited unexpectedly (${signal ?? `code ${code}`}); stopping everything.`);
      void stopAll(1);
    });
  }

  const ready = await waitForHttp(`http://${probeHost}:${port}/api/_initial`, { stillAlive: () => !stopping });
  if (ready) {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const processes = `${apiProcesses} api process${apiProcesses === 1 ? '' : 'es'} and 1 worker`;
    console.log(`Quorum is running at http://localhost:${port}  (${processes}, started in ${seconds}s; Ctrl-C stops it)`);
  }
}

main().catch(async (error) => {
  if (stopping) return;
  stopping = true;
  await stopServices(services);
  await database?.stop();
  await redis?.stop();
  exitWithError(error);
});
