import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import { databasePool } from './database-pool';
import { boundedCache } from '../caching';

/** Statement names by text (a pure function of it: never stale). */
const names = boundedCache<string>({ maxEntries: 2_000 });

/**
 * Each distinct text gets a name from its digest, so PostgreSQL parses and plans it once per connection and
 * two texts never share a name. Texts come from code, never from input, so their number is bounded even
 * where a repository builds them per request (a feed's text depends on its sort, scope and cursor).
 *
 * Behind PgBouncer, named statements need session pooling, or PgBouncer 1.21 or newer with
 * `max_prepared_statements` set in transaction pooling (docs/operations.md).
 */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name !== undefined) return name;
  name = `q-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * A read on the hot paths as a named prepared statement, straight on the pool: no query runner and no entity
 * machinery. Every repository may use it for reads it serves often; writes stay on TypeORM's transactions.
 * The page reads that may come from a read replica use ReadOnlyDatabase instead, which sends the same
 * statements to the pool it picks (read-only-database.ts).
 */
export function preparedRows<T>(db: DataSource, text: string, values: readonly unknown[]): Promise<T[]> {
  return preparedRowsOn<T>(databasePool(db), text, values);
}

/** The same, each row an array of its columns in select order: no object per row. */
export function preparedArrays<T extends unknown[]>(db: DataSource, text: string, values: readonly unknown[]): Promise<T[]> {
  return preparedArraysOn<T>(databasePool(db), text, values);
}

/** `preparedRows` on a given pool: the primary's or a read replica's. */
export async function preparedRowsOn<T>(pool: Pool, text: string, values: readonly unknown[]): Promise<T[]> {
  return (await pool.query<QueryResultRow>({ name: nameOf(text), text, values: values as unknown[] })).rows as T[];
}

/** `preparedArrays` on a given pool. */
export async function preparedArraysOn<T extends unknown[]>(pool: Pool, text: string, values: readonly unknown[]): Promise<T[]> {
  return (await pool.query<T>({ name: nameOf(text), text, values: values as unknown[], rowMode: 'array' })).rows;
}
