import { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { dataSourceOptions } from './data-source-options';

/** Arbitrary constant so two processes starting together never apply migrations at the same time. */
const MIGRATION_LOCK_KEY = 748_201_337;

/**
 * Applies the pending migrations over `dataSource`. The lock is a session's, held across the migrations'
 * transactions: `dataSource` must reach PostgreSQL itself or a session pooler (see `migrateDatabase`).
 */
export async function runPendingMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * A process's migrations (the api at start, `npm run cli -- migrate`): over its own data source, or, when
 * DATABASE_MIGRATION_URL is set, over a short-lived one of their own on that URL. Behind a transaction pooler
 * they must take that second way: the lock above would stay on whichever server connection took it, its
 * unlock would go to another, and the next start could wait on it for ever (docs/operations.md, "Scaling path").
 */
export async function migrateDatabase(db: DataSource, config: AppConfig): Promise<string[]> {
  if (config.databaseMigrationUrl === undefined) {
    if (config.databasePooler === 'transaction') {
      throw new Error('DATABASE_POOLER=transaction: set DATABASE_MIGRATION_URL to PostgreSQL itself to apply migrations');
    }
    return runPendingMigrations(db);
  }
  const direct = new DataSource(
    dataSourceOptions({
      url: config.databaseMigrationUrl,
      poolSize: 2,
      // The worker's (longer) limit: a migration may rewrite a big table.
      statementTimeoutMs: config.workerStatementTimeoutMs,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      applicationName: 'quorum-migrations',
    }),
  );
  await direct.initialize();
  try {
    return await runPendingMigrations(direct);
  } finally {
    await direct.destroy();
  }
}
