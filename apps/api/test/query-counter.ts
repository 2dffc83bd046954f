import { DataSource } from 'typeorm';
import { databasePool } from '@app/server/core/database';

/** DomainEvents' sweep of delivered outbox rows runs on its own timer, for earlier requests: not the work's statement. */
export const OUTBOX_SWEEP = /^DELETE FROM domain_event_outbox WHERE id = ANY/;

export interface QueryTrace {
  statements: string[];
  /** Sequential waits: statements that started before any earlier one finished share a round trip. */
  roundTrips: number;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * The SQL statements the api sends while `work` runs, in order, and in how many round trips. Every statement,
 * from raw queries and from TypeORM repositories alike, goes through the query runner's `query`; the hot read
 * paths' prepared statements go through the pool's own `query` (core/database prepared-statements.ts), traced too.
 */
export async function traceQueries(db: DataSource, work: () => Promise<unknown>): Promise<QueryTrace> {
  const runner = db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: Query };
  await runner.release();
  const pool = databasePool(db) as unknown as { query: Query };
  const originals = { runner: prototype.query, pool: pool.query };
  const statements: string[] = [];
  const waves = new Set<number>();
  let finished = 0;
  const traced = (original: Query): Query =>
    async function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown }).text);
      if (OUTBOX_SWEEP.test(text)) return original.apply(this, args);
      statements.push(text);
      waves.add(finished);
      try {
        return await original.apply(this, args);
      } finally {
        finished += 1;
      }
    };
  prototype.query = traced(originals.runner);
  pool.query = traced(originals.pool);
  try {
    await work();
  } finally {
    prototype.query = originals.runner;
    pool.query = originals.pool;
  }
  return { statements, roundTrips: waves.size };
}

/** The SQL statements the api sends while `work` runs. */
export async function recordQueries(db: DataSource, work: () => Promise<unknown>): Promise<string[]> {
  return (await traceQueries(db, work)).statements;
}

/** How many SQL statements the api sends while `work` runs. */
export async function countQueries(db: DataSource, work: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(db, work)).length;
}
