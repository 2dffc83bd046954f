import type { Pool, QueryArrayConfig, QueryConfig, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';

/** The pg pool under TypeORM's data source: hot read paths skip the query runner and entity machinery. */
export function pgPool(db: DataSource): Pool {
  const pool = (db.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('the data source is not connected to PostgreSQL');
  return pool;
}

/**
 * Runs a named (prepared once per connection) statement through the pool and returns its rows. Statements
 * of this kind are counted by the query counter of the api tests like every other.
 */
export async function preparedRows<T extends QueryResultRow>(db: DataSource, statement: QueryConfig): Promise<T[]> {
  return (await pgPool(db).query<T>(statement)).rows;
}

/** The same, each row an array of its columns in select order: no object per row. */
export async function preparedArrays<T extends unknown[]>(db: DataSource, statement: Omit<QueryArrayConfig, 'rowMode'>): Promise<T[]> {
  return (await pgPool(db).query<T>({ ...statement, rowMode: 'array' })).rows;
}
