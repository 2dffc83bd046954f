import { createDatabasePool, DatabaseSettings } from './data-source-options';
import { DatabasePool } from './database-pool';
import { Replica, ReplicaSet } from './replica-set';

/**
 * The replicas of DATABASE_REPLICA_URLS, each a DatabasePool built like the primary's (same size and timeouts),
 * named `<role>-replica` in `pg_stat_activity`. Their names in /readyz and the metrics are `replica-<n>` with the
 * host, never the URL (it may hold a password).
 */
export function replicaSetOf(primary: DatabasePool, urls: readonly string[], settingsOf: (url: string) => DatabaseSettings, maxLagMs: number): ReplicaSet {
  const replicas = urls.map((url, index) => {
    const settings = settingsOf(url);
    const pool = createDatabasePool({ ...settings, applicationName: `${settings.applicationName}-replica` }, 'replica');
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
