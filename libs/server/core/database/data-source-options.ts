import { DataSourceOptions } from 'typeorm';
import { DatabasePool, SharedPoolDriver } from './database-pool';
import { ALL_MIGRATIONS } from '@app/migrations';
import type { DatabasePooler } from '../config';

export interface DatabaseSettings {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  applicationName: string;
  /**
   * Longest wait for a pooled connection (pg-pool's connectionTimeoutMillis: the wait for a free client and
   * the connect of a new one); DATABASE_CONNECT_TIMEOUT_MS, 5 s by default (was a fixed 10 s). With one wait
   * per request (DatabasePool) a request that cannot get a connection answers 503 within about 5 s. Not
   * shorter: 3 s turned 14 and 127 of ~3,000 soak requests into 503s on a CPU-starved machine whose healthy
   * database simply answered slowly (docs/security.md, "Faults").
   */
  connectTimeoutMs?: number;
  /** What `url` reaches (DATABASE_POOLER); `none` by default. */
  pooler?: DatabasePooler;
  /** The hot reads as named statements (DATABASE_PREPARED_STATEMENTS); true by default. */
  preparedStatements?: boolean;
}

/**
 * One place that knows how Quorum talks to PostgreSQL: migrations only, never synchronize, and one pool per
 * data source (a new DatabasePool each call), which TypeORM runs on and `databasePool(db)` hands to the hot
 * reads. Destroying the data source ends the pool.
 */
export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  const pool = createDatabasePool(settings);
  return {
    type: 'postgres',
    // TypeORM reads the database's name and schema from it; the connections come from the pool.
    url: settings.url,
    driver: new SharedPoolDriver(pool),
    synchronize: false,
    migrationsRun: false,
    migrations: ALL_MIGRATIONS,
    migrationsTableName: 'migrations',
    // Failed statements reach the exception filter's log; TypeORM's own log would print their parameters.
    logging: false,
  };
}

/** A pool on `settings.url` with the process's size, timeouts and name: the primary's, or a read replica's. */
export function createDatabasePool(settings: DatabaseSettings, role: 'primary' | 'replica' = 'primary'): DatabasePool {
  return new DatabasePool(
    {
      connectionString: settings.url,
      max: settings.poolSize,
      // A startup parameter: PgBouncer refuses every one it does not track (statement_timeout among them), so
      // behind it the server sets the timeout (docs/operations.md, "Scaling path"; StatementTimeoutCheck).
      ...((settings.pooler ?? 'none') === 'none' ? { statement_timeout: settings.statementTimeoutMs } : {}),
      // Tracked by PgBouncer: it sets it on whichever server connection runs this client's transaction.
      application_name: settings.applicationName,
      connectionTimeoutMillis: settings.connectTimeoutMs ?? 5000,
    },
    { namedStatements: settings.preparedStatements ?? true, role },
  );
}
