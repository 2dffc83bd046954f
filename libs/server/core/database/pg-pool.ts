import { createHash } from 'node:crypto';
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

/** Names of statements built at run time, by text (see namedQuery). Bounded: past it the memo starts over. */
const runtimeNames = new Map<string, string>();
const RUNTIME_NAMES_MAX = 2_000;

/**
 * `preparedRows` for SQL whose text is built per request (a feed's text depends on its sort, scope, cursor
 * and exclusions): the name is a digest of the text, so each distinct text is prepared once per connection
 * and never collides with another. The texts come from code, never from input, so their number is bounded.
 */
export async function namedQuery<T>(db: DataSource, text: string, values: readonly unknown[]): Promise<T[]> {
  let name = runtimeNames.get(text);
  if (name === undefined) {
    name = `q-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (runtimeNames.size >= RUNTIME_NAMES_MAX) runtimeNames.clear();
    runtimeNames.set(text, name);
  }
  return (await pgPool(db).query({ name, text, values: values as unknown[] })).rows as T[];
}
