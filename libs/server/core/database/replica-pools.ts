import { Logger } from '@nestjs/common';
import { createDatabasePool, DatabaseSettings } from './data-source-options';
import { DatabasePool } from './database-pool';
import { Replica, ReplicaSet } from './replica-set';

const logger = new Logger('ReadReplicas');

/**
 * The replicas of DATABASE_REPLICA_URLS, each a DatabasePool built like the primary's (same size and timeouts),
 * named `<role>-replica` in `pg_stat_activity`. Their names in /readyz and the metrics are `replica-<n>` with the
 * host, never the URL (it may hold a password).
 */
export function replicaSetOf(primary: DatabasePool, urls: readonly string[], settingsOf: (url: string) => DatabaseSettings, maxLagMs: number): ReplicaSet {
  const replicas = urls.map((url, index) => {
    const settings = settingsOf(url);
    const pool = createDatabasePool({ ...settings, applicationName: `${settings.applicationName}-replica` }, 'replica');
    // pg-pool re-emits an idle client's error (the replica went away) on the pool; TypeORM listens on the
    // primary's, nobody else on these, and an 'error' event without a listener ends the process.
    pool.on('error', (error: Error) => logger.warn(`read replica replica-${index + 1}: ${error.message}`));
    return new Replica(`replica-${index + 1}`, hostOf(url), pool);
  });
  return new ReplicaSet(primary, replicas, maxLagMs);
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return '(unparsable)';
  }
}
