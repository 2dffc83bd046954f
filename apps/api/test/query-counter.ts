import { DataSource } from 'typeorm';
import { pgPool } from '@app/server/core/database';

/**
 * The SQL statements the api sends while `work` runs. Every statement, from raw queries and from
 * TypeORM repositories alike, goes through the query runner's `query`; the hot read paths' prepared
 * statements go through the pool's own `query` (core/database pg-pool.ts), counted too.
 */
/** DomainEvents' sweep of delivered outbox rows runs on its own timer, for earlier requests: not the work's statement. */
export const OUTBOX_SWEEP = /^DELETE FROM domain_event_outbox WHERE id = ANY/;

export async function recordQueries(db: DataSource, work: () => Promise<unknown>): Promise<string[]> {
  const runner = db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = prototype.query;
  const statements: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (!OUTBOX_SWEEP.test(String(args[0]))) statements.push(String(args[0]));
    return original.apply(this, args);
  };
  const pool = pgPool(db) as unknown as { query: (...args: unknown[]) => unknown };
  const poolQuery = pool.query;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const statement = args[0] as string | { text: string };
    statements.push(typeof statement === 'string' ? statement : statement.text);
    return poolQuery.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
    pool.query = poolQuery;
  }
  return statements;
}

/** How many SQL statements the api sends while `work` runs. */
export async function countQueries(db: DataSource, work: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(db, work)).length;
}
