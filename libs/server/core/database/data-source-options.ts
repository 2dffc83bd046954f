import { DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from '@app/migrations';

export interface DatabaseSettings {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  applicationName: string;
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
      connectionTimeoutMillis: 10_000,
    },
  };
}
