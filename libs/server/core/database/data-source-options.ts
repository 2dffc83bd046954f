import { DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from '@app/migrations';

export interface DatabaseSettings {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  applicationName: string;
  /**
   * Longest wait for a pooled connection (pg-pool's connectionTimeoutMillis: the wait for a free client and
   * the connect of a new one). 3 s by default: a healthy database under load hands a connection out in
   * milliseconds (statements are capped at DATABASE_STATEMENT_TIMEOUT_MS, 5 s, and the pool has 10), so a
   * longer wait means PostgreSQL is restarting or out of connections, and the request answers 503 sooner
   * (docs/security.md, "Faults"). Was 10 s.
   */
  connectTimeoutMs?: number;
}

/** One place that knows how Quorum talks to PostgreSQL: migrations only, never synchronize. */
export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    synchronize: false,
    migrationsRun: false,
    migrations: ALL_MIGRATIONS,
    migrationsTableName: 'migrations',
    // Failed statements reach the exception filter's log; TypeORM's own log would print their parameters.
    logging: false,
    extra: {
      max: settings.poolSize,
      statement_timeout: settings.statementTimeoutMs,
      application_name: settings.applicationName,
      connectionTimeoutMillis: settings.connectTimeoutMs ?? 3000,
    },
  };
}
