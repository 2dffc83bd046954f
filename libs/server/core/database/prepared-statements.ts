import { createHash } from 'node:crypto';
import type { QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import { DatabasePool, databasePool } from './database-pool';
import { boundedCache } from '../caching';

/** Statement names by text (a pure function of it: never stale). */
const names = boundedCache<string>({ maxEntries: 2_000 });

/**
 * Each distinct text gets a name from its digest, so PostgreSQL parses and plans it once per connection and
 * two texts never share a name. Texts come from code, never from input, so their number is bounded even
 * where a repository builds them per request (a feed's text depends on its sort, scope and cursor).
 */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name !== undefined) return name;
  name = `q-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * How a statement is planned. `kept`: named (below), so after five executions PostgreSQL may keep one generic
 * plan for every value, which suits the hot paths, whose best plan does not depend on their values. `for-values`:
 * unnamed, planned for its values on every execution, for a statement whose best plan does: a search finds a
 * rare word through its GIN index and a common one by walking the newest rows, and a generic plan cannot tell
 * them apart (a search within the largest community of the medium seed fell to 270 ms a request on one).
 */
export type StatementPlanning = 'kept' | 'for-values';

/**
 * The statement as the pool sends it: named, or unnamed when the process's pool says so
 * (DATABASE_PREPARED_STATEMENTS=false). A name lives on one server connection, and a transaction pooler
 * (PgBouncer before 1.21, or without `max_prepared_statements`) hands each transaction whichever connection
 * is free: a name prepared on one is missing on the next (`prepared statement "q-…" does not exist`) or
 * already there for another client (`… already exists`). Unnamed, the same SQL is parsed and planned on every
 * execution, in the same round trip (docs/operations.md, "Scaling path").
 */
function statement(pool: DatabasePool, text: string, planning: StatementPlanning): { name?: string; text: string } {
  return pool.namedStatements && planning === 'kept' ? { name: nameOf(text), text } : { text };
}

/**
 * A read on the hot paths as a prepared statement, straight on the pool: no query runner and no entity
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
export async function preparedRowsOn<T>(pool: DatabasePool, text: string, values: readonly unknown[], planning: StatementPlanning = 'kept'): Promise<T[]> {
  return (await pool.query<QueryResultRow>({ ...statement(pool, text, planning), values: values as unknown[] })).rows as T[];
}

/** `preparedArrays` on a given pool. */
export async function preparedArraysOn<T extends unknown[]>(pool: DatabasePool, text: string, values: readonly unknown[]): Promise<T[]> {
  return (await pool.query<T>({ ...statement(pool, text, 'kept'), values: values as unknown[], rowMode: 'array' })).rows;
}
