// `npm start`: api + worker on one machine. Builds what is missing, checks Redis, starts the embedded
// PostgreSQL when DATABASE_URL is unset, applies migrations once, then runs both and stops them in order.
import { openDatabase } from './embedded-db.mjs';
import { pingRedis } from './redis-check.mjs';
import { buildUpToDate, exitWithError, LaunchError, root, run, startService, stopServices, waitForHttp } from './processes.mjs';

const startedAt = performance.now();
process.chdir(root);

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const shownRedisUrl = redisUrl.replace(/\/\/[^@/]*@/, '//***@');
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

let database;
let services = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await stopServices(services);
  await database?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!stopping) console.log(`\n${signal}: stopping api and worker${database ? ', then the database' : ''} ...`);
    void stopAll(0);
  });
}

async function main() {
  await buildUpToDate(['api', 'worker', 'web']);

  const redisProblem = await pingRedis(redisUrl);
  if (redisProblem?.reply) throw new LaunchError(`Redis at ${shownRedisUrl} answered: ${redisProblem.reply} (check the credentials in REDIS_URL)`);
  if (redisProblem) {
    throw new LaunchError(
      `Redis is not reachable at ${shownRedisUrl}. Start one with: redis-server --daemonize yes --port 6379 --save "" --appendonly no   (or set REDIS_URL)`,
    );
  }

  database = await openDatabase({ ifRunning: 'refuse' });
  console.log(`Database: ${database.description}`);
  // The children write to a pipe: in a development terminal they are told to log human-readable lines (LOG_FORMAT).
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  const env = { ...process.env, DATABASE_URL: database.url, ...(pretty ? { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty', FORCE_COLOR: process.env.FORCE_COLOR || '1' } : {}), ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }) };

  // Migrations run once here, so the api and the worker never race to apply them.
  if ((await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env })) !== 0) throw new LaunchError('Migrations failed (see above).');
  if (stopping) return;

  services = [startService('api', 'dist/apps/api/main.js', env), startService('worker', 'dist/apps/worker/main.js', env)];
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
    console.log(`Quorum is running at http://localhost:${port}  (started in ${seconds}s; Ctrl-C stops it)`);
  }
}

main().catch(async (error) => {
  if (stopping) return;
  stopping = true;
  await stopServices(services);
  await database?.stop();
  exitWithError(error);
});
