// Playwright's webServer (apps/web-e2e): the built api (serving a copy of dist/apps/web) and worker on 127.0.0.1:8090,
// against a fresh database on the system PostgreSQL that is dropped again when this process stops.
// Runs in the foreground; give Playwright `gracefulShutdown: { signal: 'SIGTERM' }` so the drop happens.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pingRedis } from '../start/redis-check.mjs';
import { buildUpToDate, exitWithError, LaunchError, root, run, startService, stopServices } from '../start/processes.mjs';

process.chdir(root);
// E2E_PORT lets a second checkout (or a second run here) test beside this one: the port ends the database's
// name, so the tests of each run find their own (apps/web-e2e/src/support/api.ts).
const port = process.env.E2E_PORT || '8090';
const stamp = Date.now();
const databaseName = `quorum_e2e_${stamp}_${port}`;
const adminUrl = process.env.E2E_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisPrefix = `quorum-e2e-${stamp}_${port}:`;
/**
 * The web build this server serves: a copy of dist/apps/web (and its server entry, `-ssr`) per port. The PWA spec
 * deploys a new build under the running server by replacing these files; in the copy that never touches the
 * dist/apps/web that `npm test`'s other lane (the api suite's first-screen and start tests) reads meanwhile.
 */
const servedWeb = `tmp/e2e-web-${port}`;
const removeServedWeb = () => {
  for (const dir of [servedWeb, `${servedWeb}-ssr`]) rmSync(dir, { recursive: true, force: true });
};
/** Databases of earlier runs that were killed before they could drop theirs. */
const STALE_AFTER_MS = 6 * 3600 * 1000;

let services = [];
let databaseCreated = false;
let stopping = false;

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client, name) {
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
}

/** Sessions, queues and caches of this run. */
async function deleteRedisKeys() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${redisPrefix}*`, count: 500 })) if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await stopServices(services);
  removeServedWeb();
  await deleteRedisKeys().catch((error) => console.error(`could not delete the ${redisPrefix}* Redis keys: ${error.message}`));
  if (databaseCreated) {
    await withAdmin((client) => dropDatabase(client, databaseName)).catch((error) => console.error(`could not drop ${databaseName}: ${error.message}`));
    databaseCreated = false;
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

// Last resort when the process exits another way: no async work is possible here, so a short child drops the database.
process.on('exit', () => {
  for (const child of services) if (child.exitCode === null) child.kill('SIGKILL');
  if (!databaseCreated) return;
  const script = `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)')).finally(()=>c.end());`;
  spawnSync(process.execPath, ['-e', script, adminUrl], { cwd: root, stdio: 'inherit', timeout: 10_000 });
});

async function main() {
  // `npm test` builds just before and says so: a check then could restore the build from Nx's cache, rewriting
  // dist/ under the suites of the other lane that read it (tools/test/run-all.mjs).
  if (process.env.E2E_BUILD_CURRENT !== '1') await buildUpToDate(['api', 'worker', 'web']);
  removeServedWeb();
  cpSync('dist/apps/web', servedWeb, { recursive: true });
  cpSync('dist/apps/web-ssr', `${servedWeb}-ssr`, { recursive: true });
  if (await pingRedis(redisUrl)) throw new LaunchError(`Redis is not reachable at ${redisUrl} (set REDIS_URL)`);

  await withAdmin(async (client) => {
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'quorum\\_e2e\\_%'`);
    for (const { datname } of rows) {
      const createdAt = parseInt(datname.slice('quorum_e2e_'.length), 10);
      if (Date.now() - createdAt > STALE_AFTER_MS) await dropDatabase(client, datname);
    }
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName)}`);
    databaseCreated = true;
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;

  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    RATE_LIMITS_ENABLED: 'false',
    // The browser is the socket peer; a spec may speak for another address with X-Forwarded-For
    // (admin.e2e-spec.ts blocks 127.0.0.0/8 from an admin outside it). Requests without the header stay 127.0.0.1.
    TRUSTED_PROXIES: '127.0.0.1',
    // The PWA spec's push service stand-in listens on 127.0.0.1 over http (pwa.e2e-spec.ts).
    PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    WEB_DIST_DIR: servedWeb,
    DATA_DIR: 'tmp/e2e-data',
    // The operator's site pages (site-pages.e2e-spec drops files here); per port, so two checkouts never share it.
    SITE_PAGES_DIR: process.env.SITE_PAGES_DIR || `tmp/e2e-data/site-pages-${port}`,
    NO_COLOR: '1',
    // One JSON line per request would bury Playwright's own report; LOG_LEVEL=log brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // The sidebar's and footer's Contact and source-code links (apps/web-e2e chrome-extras).
    SITE_CONTACT_EMAIL: 'team@quorum.test',
    SITE_SOURCE_URL: 'https://code.quorum.test/quorum',
    // Password reset and email change send mail here: account-security.e2e-spec.ts runs a real SMTP listener on
    // this loopback port (E2E_PORT + 1000) and reads the mails; while no listener runs, a send just fails and is logged.
    SMTP_URL: `smtp://127.0.0.1:${Number(port) + 1000}`,
    MAIL_FROM: 'no-reply@quorum.test',
    // The announcement spec waits for the worker's next delivery (10 s by default): 1 s keeps that wait short.
    ANNOUNCEMENTS_EVERY_MS: '1000',
  };
  console.log(`e2e: database ${databaseName}, Redis prefix ${env.REDIS_PREFIX}, http://127.0.0.1:${port}`);
  // Migrate before either process starts: the worker's scheduled jobs would otherwise run against a
  // database without tables (and log failures) while the api is still migrating at boot.
  if ((await run(process.execPath, ['dist/apps/api/cli.js', 'migrate'], { env })) !== 0) throw new LaunchError('Migrations failed (see above).');
  services = [startService('api', 'dist/apps/api/main.js', env), startService('worker', 'dist/apps/worker/main.js', env)];
  for (const child of services) {
    child.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`${child.name} exited unexpectedly (${signal ?? `code ${code}`}); stopping.`);
      void stopAll(1);
    });
  }
}

main().catch(async (error) => {
  if (stopping) return;
  stopping = true;
  await stopServices(services);
  if (databaseCreated) await withAdmin((client) => dropDatabase(client, databaseName)).catch(() => undefined);
  databaseCreated = false;
  exitWithError(error);
});
