import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';
import { queryRows } from './query-rows';

export type DatabaseRole = 'api' | 'worker' | 'cli';

export const DATABASE_ROLE = Symbol('DATABASE_ROLE');

/** The statement timeout a process asks for: the api answers users, the worker and the cli may run longer. */
export function statementTimeoutOf(role: DatabaseRole, config: AppConfig): number {
  return role === 'api' ? config.databaseStatementTimeoutMs : config.workerStatementTimeoutMs;
}

/**
 * What is wrong with the statement timeout the database gives this process's connections, if anything. Behind
 * PgBouncer the process cannot set it (dataSourceOptions): the operator sets it on the role or in PgBouncer's
 * `connect_query`, and a forgotten one means no limit at all (docs/operations.md, "Scaling path").
 */
export async function statementTimeoutProblem(db: DataSource, expectedMs: number): Promise<string | undefined> {
  const [row] = await queryRows<{ setting: string }>(db, `SELECT setting FROM pg_settings WHERE name = 'statement_timeout'`);
  const actualMs = Number(row.setting);
  if (actualMs === expectedMs) return undefined;
  return (
    `statement_timeout is ${actualMs === 0 ? 'off' : `${actualMs} ms`} on the connections DATABASE_URL gives, not the ${expectedMs} ms asked for: ` +
    'behind PgBouncer set it on the database role or in its connect_query (docs/operations.md, "Scaling path")'
  );
}

/** At start, behind a pooler: warns once when the server's statement timeout is not the one configured. */
@Injectable()
export class StatementTimeoutCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    @Inject(DATABASE_ROLE) private readonly role: DatabaseRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databasePooler === 'none') return;
    const problem = await statementTimeoutProblem(this.db, statementTimeoutOf(this.role, this.config)).catch(
      (error: Error) => `statement_timeout could not be read: ${error.message}`,
    );
    if (problem) this.logger.warn(problem);
  }
}
