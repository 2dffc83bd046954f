import { Logger } from '@nestjs/common';
import { Pool, PoolClient, PoolConfig } from 'pg';
import type { DataSource } from 'typeorm';
import { isServiceUnavailable } from '../errors';
import { databaseUnreachableInRequest, markDatabaseUnreachableInRequest } from '../request-context';

const logger = new Logger('Database');

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, release: (error?: Error | boolean) => void) => void;

/**
 * The one pg pool of a process. TypeORM's data source runs on it (through its public `driver` option, see
 * `sharedPoolDriver`) and the hot reads send their prepared statements to it (prepared-statements.ts), so
 * both share one set of connections, one size and one wait. Two rules live here, for every checkout:
 *
 * - One wait per request: when a request's wait for a connection ended in an outage error (the pool's
 *   DATABASE_CONNECT_TIMEOUT_MS passed, or PostgreSQL refused), its later checkouts fail at once with the same
 *   kind of error, so the request answers 503 after one wait instead of one per query (a request that waited
 *   twice answered after 20 s in the fault suite). Other requests still get their full wait; outside a request
 *   (worker, schedules) nothing changes.
 * - Every client keeps an 'error' listener for its whole life. pg emits 'error' on a client whose connection
 *   PostgreSQL ends while no query runs on it (a restart), and an EventEmitter without a listener throws: the
 *   process dies. pg-pool listens only while a client is idle and TypeORM only while a query runner holds it.
 *   A broken client is not lost: its next query fails (503 or a retry) and the pool drops it on release.
 */
export class DatabasePool extends Pool {
  /** Whether the hot reads name their statements (prepared-statements.ts): decided once, from DATABASE_PREPARED_STATEMENTS. */
  readonly namedStatements: boolean;
  /**
   * `replica`: a read replica's pool (replica-set.ts). Its outages are not the request's: a read that fails there
   * is sent to the primary at once, so neither rule of one wait per request applies to it.
   */
  readonly role: 'primary' | 'replica';

  constructor(config: PoolConfig, options: { namedStatements?: boolean; role?: 'primary' | 'replica' } = {}) {
    super(config);
    this.namedStatements = options.namedStatements ?? true;
    this.role = options.role ?? 'primary';
    this.on('connect', (client: PoolClient) => {
      client.on('error', (error: Error) => logger.warn(`PostgreSQL connection lost: ${error.message}`));
    });
  }

  // pg-pool's `query` and TypeORM both check out through the callback form; the promise form wraps it.
  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    if (!callback) {
      return new Promise((resolve, reject) => this.connect((error, client) => (error || !client ? reject(error) : resolve(client))));
    }
    if (this.role === 'replica') return super.connect(callback);
    if (databaseUnreachableInRequest()) {
      const refused = new Error('timeout exceeded when trying to connect (this request already waited in vain)');
      process.nextTick(() => callback(refused, undefined, () => undefined));
      return;
    }
    super.connect((error, client, release) => {
      if (error && isServiceUnavailable(error)) markDatabaseUnreachableInRequest();
      callback(error, client, release);
    });
  }
}

/**
 * What TypeORM's `driver` option takes: pg's module shape, reduced to the one member TypeORM's PostgreSQL
 * driver constructs (`Pool`). Constructing it yields this process's pool instead of a new one, so TypeORM's
 * own connection settings are not used: the pool's are (dataSourceOptions).
 */
export class SharedPoolDriver {
  readonly Pool: new (config?: PoolConfig) => DatabasePool;

  constructor(readonly pool: DatabasePool) {
    this.Pool = function sharedPool() {
      return pool;
    } as unknown as new (config?: PoolConfig) => DatabasePool;
  }
}

/** The pool under a data source built by dataSourceOptions. */
export function databasePool(db: DataSource): DatabasePool {
  const driver = (db.options as { driver?: unknown }).driver;
  if (!(driver instanceof SharedPoolDriver)) throw new Error('the data source was not built by dataSourceOptions');
  return driver.pool;
}
