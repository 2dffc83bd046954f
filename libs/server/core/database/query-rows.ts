import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs SQL and returns its rows. TypeORM's PostgreSQL driver answers UPDATE and DELETE with
 * `[rows, affectedCount]` but SELECT and INSERT with the rows alone; this evens that out.
 */
export async function queryRows<T>(db: DataSource | EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params as unknown[]);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
