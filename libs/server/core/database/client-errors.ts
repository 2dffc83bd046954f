import { Logger } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';

const logger = new Logger('Database');

/**
 * Every pg client of the pool keeps an 'error' listener for its whole life. pg emits 'error' on a client
 * whose connection PostgreSQL ends while no query runs on it (a restart: "terminating connection due to
 * administrator command"), and an EventEmitter without a listener throws: the process dies. pg-pool listens
 * only while a client is idle and TypeORM only while a query runner holds it, so a client checked out in
 * between had none: the fault suite's worker, restarted just before PostgreSQL was, died that way and left
 * its jobs to nobody. A broken client is not lost here: its next query fails (an outage, 503 or a retry) and
 * the pool drops it on release (pg-pool checks that it is still queryable).
 */
export function keepClientErrorsHandled(pool: Pool): void {
  const handle = (client: PoolClient) => {
    client.on('error', (error: Error) => logger.warn(`PostgreSQL connection lost: ${error.message}`));
  };
  // Clients the pool opened before this ran (TypeORM's first connection), then every new one.
  for (const client of (pool as unknown as { _clients?: PoolClient[] })._clients ?? []) handle(client);
  pool.on('connect', handle);
}
