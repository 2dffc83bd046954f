import { DataSource } from 'typeorm';

/**
 * Counts the SQL statements the api sends while `work` runs. Every statement, from raw queries and
 * from TypeORM repositories alike, goes through the query runner's `query`.
 */
export async function countQueries(db: DataSource, work: () => Promise<unknown>): Promise<number> {
  const runner = db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return count;
}
