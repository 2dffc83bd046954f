import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { isServiceUnavailable } from '../errors';
import { databaseUnreachableInRequest, markDatabaseUnreachableInRequest } from '../request-context';
import { keepClientErrorsHandled } from './client-errors';

type ConnectCallback = (error: Error | undefined, client?: unknown, release?: unknown) => void;
interface PgPool {
  connect(callback: ConnectCallback): void;
}

/**
 * One wait per request: when a request's wait for a pooled connection ended in an outage error (the pool's
 * DATABASE_CONNECT_TIMEOUT_MS passed, or PostgreSQL refused), its later acquisitions fail at once with the
 * same kind of error, so the request answers 503 after one wait instead of one per query (a request that
 * waited twice answered after 20 s in the fault suite). Other requests are untouched: a busy but healthy
 * database still gets its full wait from each of them. Outside a request (worker, schedules) nothing changes.
 */
export function guardPoolWaits(pool: PgPool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = (callback: ConnectCallback) => {
    if (databaseUnreachableInRequest()) {
      const refused = new Error('timeout exceeded when trying to connect (this request already waited in vain)');
      process.nextTick(() => callback(refused));
      return;
    }
    connect((error, client, release) => {
      if (error && isServiceUnavailable(error)) markDatabaseUnreachableInRequest();
      callback(error, client, release);
    });
  };
}

@Injectable()
export class PoolWaitGuard implements OnModuleInit {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onModuleInit(): void {
    // TypeORM's PostgreSQL driver keeps its pg Pool in a field its type does not publish.
    const pool = (this.db.driver as unknown as { master?: PgPool & Pool }).master;
    if (!pool) return;
    guardPoolWaits(pool);
    keepClientErrorsHandled(pool);
  }
}
