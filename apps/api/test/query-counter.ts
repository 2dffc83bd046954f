import { DataSource } from 'typeorm';

/**
 * The SQL statements the api sends while `work` runs. Every statement, from raw queries and from
 * TypeORM repositories alike, goes through the query runner's `query`.
 */
export async function recordQueries(db: DataSource, work: () => Promise<unknown>): Promise<string[]> {
  const runner = db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = prototype.query;
  const statements: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements.push(String(args[0]));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return statements;
}

/** How many SQL statements the api sends while `work` runs. */
export async function countQueries(db: DataSource, work: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(db, work)).length;
}
