#!/usr/bin/env node
// `npm run bench:sizing -- --database-url URL [--connections 16] [--duration 5] [--replica-url URL]`
// `npm run bench:sizing -- --with-own-replica`: the sizing
// table of docs/operations.md ("Sizing"). One read mix (a visitor's hot feed, a community's latest, the busiest
// post page and its comments, cycled by every connection) against the BUILT api in the configurations of the
// scaling path, one after another, each a fresh api: api processes, pool size per process, PgBouncer in
// transaction pooling (started here from Debian's /usr/sbin/pgbouncer) and, with --replica-url (a streaming standby
// of --database-url), one read replica. --with-own-replica instead starts a PostgreSQL 15 primary and a
// `pg_basebackup -R` standby of it in a temporary folder (Debian's binaries; as the postgres account when run as
// root), seeds the primary at the small scale and measures the first row and the replica row on that pair. Prints req/s, p50, p99, errors and the PostgreSQL connections the api held,
// then a markdown table. Autocannon runs on the same machine as the servers: compare rows of one run, not runs.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildUpToDate, stopServices } from '../start/processes.mjs';
import { measure } from './lib/load.mjs';
import { benchArgs, exitWithUsage } from './lib/args.mjs';
import { freePort, startApi, stopApi } from './lib/servers.mjs';
import { visitorSession } from './lib/targets.mjs';
import { pgbouncerIni, pgbouncerUsers } from '../pgbouncer/ini.js';

const args = benchArgs({
  duration: { type: 'string', default: '5' },
  connections: { type: 'string', default: '16' },
  'replica-url': { type: 'string' },
  'with-own-replica': { type: 'boolean', default: false },
});
if (!args['database-url'] && !args['with-own-replica']) {
  exitWithUsage('npm run bench:sizing -- --database-url URL [--connections 16] [--duration 5] [--replica-url URL] | --with-own-replica');
}
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A primary and a streaming standby of it on two free loopback ports, in one temporary folder. */
async function startOwnPair() {
  const dir = mkdtempSync(join(tmpdir(), 'quorum-sizing-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  chmodSync(dir, 0o755);
  if (asPostgres) chownSync(dir, id('-u'), id('-g'));
  const pg15 = (name, argv) =>
    execFileSync(asPostgres ? 'runuser' : join(PG_BIN, name), asPostgres ? ['-u', 'postgres', '--', join(PG_BIN, name), ...argv] : argv, {
      cwd: dir,
      stdio: 'pipe',
    });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const stop = () => {
    for (const data of [replica, primary]) {
      try {
        pg15('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // not running
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  pg15('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions']);
  appendFileSync(
    join(primary, 'postgresql.conf'),
    `port = ${primaryPort}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nwal_level = replica\nmax_wal_senders = 4\nmax_connections = 200\nshared_buffers = 256MB\n`,
  );
  appendFileSync(join(primary, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
  pg15('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE quorum');
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${primaryPort}/quorum`;
  execFileSync(process.execPath, ['tools/seed/seed.mjs', '--scale', 'small', '--no-check', '--database-url', url], { stdio: 'inherit' });
  pg15('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '-c', 'fast']);
  appendFileSync(join(replica, 'postgresql.auto.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
  pg15('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-w', 'start']);
  return { url, replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/quorum`, stop };
}

const ownPair = args['with-own-replica'] ? await startOwnPair() : null;
const databaseUrl = ownPair ? ownPair.url : args['database-url'];
const replicaUrl = ownPair ? ownPair.replicaUrl : args['replica-url'];
const duration = Number(args.duration);
const connections = Number(args.connections);
const PGBOUNCER = '/usr/sbin/pgbouncer';

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const {
  rows: [busy],
} = await db.query(
  `SELECT p.public_id, c.id AS community_id FROM posts p JOIN communities c ON c.id = p.community_id
   WHERE p.deleted_at IS NULL AND p.no_comments < 500 ORDER BY p.no_comments DESC, p.id LIMIT 1`,
);
if (!busy) throw new Error('seed the database first (npm run seed -- --scale small|medium)');
const mix = [
  '/api/posts?sort=hot',
  `/api/posts?sort=latest&communityId=${busy.community_id}`,
  `/api/posts/${busy.public_id}`,
  `/api/posts/${busy.public_id}/comments`,
];

/** PgBouncer in transaction pooling in front of the measured database, its files in a temporary folder. */
async function startPgBouncer(poolSize) {
  const server = new URL(databaseUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'quorum-sizing-pgbouncer-'));
  const authFile = join(dir, 'users.txt');
  writeFileSync(authFile, pgbouncerUsers(server));
  writeFileSync(join(dir, 'pgbouncer.ini'), pgbouncerIni({ server, port, authFile, poolSize, statementTimeoutMs: 5000, maxClientConn: 500 }));
  // PgBouncer refuses to run as root: it reads its files, then becomes `nobody`.
  const child = spawn(PGBOUNCER, [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  for (let tries = 0; tries < 50; tries++) {
    const probe = new pg.Client({ connectionString: url.toString() });
    const ok = await probe.connect().then(
      () => probe.end().then(() => true),
      () => false,
    );
    if (ok) return { url: url.toString(), stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  throw new Error('PgBouncer did not start');
}

const allConfigurations = [
  { label: '1 api process, pool 10', processes: 1, env: { DATABASE_POOL_SIZE: '10' } },
  { label: '2 api processes, pool 10 each', processes: 2, env: { DATABASE_POOL_SIZE: '10' } },
  { label: '2 api processes, pool 5 each', processes: 2, env: { DATABASE_POOL_SIZE: '5' } },
  existsSync(PGBOUNCER)
    ? { label: '2 api processes, pool 10 each, PgBouncer (transaction, 5 server connections)', processes: 2, pgbouncer: 5, env: { DATABASE_POOL_SIZE: '10' } }
    : { label: 'PgBouncer', skip: `${PGBOUNCER} is not installed (apt-get install pgbouncer)` },
  replicaUrl
    ? { label: '1 api process, pool 10, one read replica', processes: 1, env: { DATABASE_POOL_SIZE: '10', DATABASE_REPLICA_URLS: replicaUrl } }
    : { label: 'one read replica', skip: 'no --replica-url given (a streaming standby of --database-url)' },
];
// On its own pair, the bench compares the primary alone with the primary and its replica.
const configurations = ownPair ? [allConfigurations[0], allConfigurations[4]] : allConfigurations;

/** Connections to the measured database on the primary (the api's pools, or PgBouncer's server connections). */
async function backends() {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  return rows[0].n;
}

await buildUpToDate(['api']);
const startedAt = new Date();
const loadBefore = loadavg()[0];
const rows = [];
for (const configuration of configurations) {
  if (configuration.skip) {
    console.log(`${configuration.label}: skipped, ${configuration.skip}`);
    continue;
  }
  const bouncer = configuration.pgbouncer ? await startPgBouncer(configuration.pgbouncer) : null;
  const env = {
    ...configuration.env,
    ...(bouncer ? { DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction', DATABASE_MIGRATION_URL: databaseUrl } : {}),
  };
  let api;
  try {
    api = await startApi({
      databaseUrl: bouncer ? bouncer.url : databaseUrl,
      redisUrl: args['redis-url'],
      apiProcesses: configuration.processes,
      extraEnv: env,
    });
    const headers = { Cookie: (await visitorSession(api.url)).cookie };
    const scenario = { requests: () => mix.map((path) => ({ method: 'GET', path, headers })) };
    await measure(api.url, scenario, { connections, duration: 1 });
    const result = await measure(api.url, scenario, { connections, duration });
    const held = await backends();
    rows.push({ label: configuration.label, ...result, held });
    console.log(
      `${configuration.label.padEnd(78)} ${String(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  connections ${held}`,
    );
  } finally {
    if (api) await stopApi(api);
    bouncer?.stop();
  }
}
await stopServices([]);
await db.end();
ownPair?.stop();

console.log(`\n| configuration | req/s | p50 ms | p99 ms | errors | connections on the primary |`);
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.held} |`);
console.log(
  `\nStarted ${startedAt.toISOString()}, load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}; c=${connections}, ${duration} s per row, ` +
    `the mix: ${mix.join(', ')}.`,
);
