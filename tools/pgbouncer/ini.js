// The pgbouncer.ini of the PgBouncer that the scale tests (apps/api/test/support/pgbouncer.ts) and the sizing
// bench (tools/bench/sizing.mjs) start in front of PostgreSQL: transaction pooling, trust authentication from
// an auth file beside it, no log or pid file, the server's statement timeout set on each server connection
// (docs/operations.md "Scaling path"). CommonJS (the repository's .js files are), so the jest tests and the ES-module tools both load it.
'use strict';

/**
 * @param {{ server: URL, port: number, authFile: string, poolSize: number, statementTimeoutMs: number, maxClientConn: number }} options
 * @returns {string}
 */
function pgbouncerIni({ server, port, authFile, poolSize, statementTimeoutMs, maxClientConn }) {
  return [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432} connect_query='SET statement_timeout = ${statementTimeoutMs}'`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${authFile}`,
    'pool_mode = transaction',
    `default_pool_size = ${poolSize}`,
    `max_client_conn = ${maxClientConn}`,
    'logfile =',
    'pidfile =',
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
}

/** The auth file's one line: the server's user and password, as PgBouncer reads them. */
function pgbouncerUsers(server) {
  return `"${decodeURIComponent(server.username || 'postgres')}" "${decodeURIComponent(server.password)}"\n`;
}

module.exports = { pgbouncerIni, pgbouncerUsers };
