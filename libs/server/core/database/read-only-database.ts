import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { DatabasePool } from './database-pool';
import { isServiceUnavailable, isTransientConflict } from '../errors';
import { readRoutingInRequest, requestScope } from '../request-context';
import { MemberWritePositions } from './member-write-positions';
import { preparedArraysOn, preparedRowsOn, StatementPlanning } from './prepared-statements';
import { Replica, ReplicaSet } from './replica-set';

const logger = new Logger('ReadReplicas');

/**
 * The page reads that a read replica may serve: feeds, post and comment pages, profiles, search
 * (docs/architecture.md, "Reaching PostgreSQL"). The same statements as `preparedRows`/`preparedArrays` (named,
 * or unnamed for a read planned for its values: `StatementPlanning`), sent to the pool this request reads from:
 *
 * - the primary outside a request, in a request that may write (not GET or HEAD), and without replicas;
 * - else a replica in use (ReplicaSet), for a member only one that has replayed their last write
 *   (MemberWritePositions); if none qualifies, the primary.
 *
 * A request decides once and keeps its choice, so its reads never go back in time. A replica read that fails
 * as an outage (or is cancelled by a recovery conflict) is run again on the primary, and that request stays
 * there: the user sees no error.
 */
@Injectable()
export class ReadOnlyDatabase implements OnModuleInit, OnApplicationShutdown {
  private readonly chosen = new WeakMap<object, Promise<Replica | undefined>>();

  constructor(
    readonly replicas: ReplicaSet,
    readonly positions: MemberWritePositions,
  ) {}

  onModuleInit(): void {
    this.replicas.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replicas.stop();
  }

  rows<T>(text: string, values: readonly unknown[], planning: StatementPlanning = 'kept'): Promise<T[]> {
    return this.read((pool) => preparedRowsOn<T>(pool, text, values, planning));
  }

  arrays<T extends unknown[]>(text: string, values: readonly unknown[]): Promise<T[]> {
    return this.read((pool) => preparedArraysOn<T>(pool, text, values));
  }

  private async read<R>(run: (pool: DatabasePool) => Promise<R>): Promise<R> {
    const replica = this.replicas.enabled ? await this.replicaOfRequest() : undefined;
    if (!replica) {
      this.replicas.primaryReads++;
      return run(this.replicas.primary);
    }
    try {
      const result = await run(replica.pool);
      replica.reads++;
      return result;
    } catch (error) {
      const outage = isServiceUnavailable(error);
      if (!outage && !isTransientConflict(error)) throw error;
      if (outage) this.replicas.leaveOut(replica, error);
      const scope = requestScope();
      if (scope) this.chosen.set(scope, Promise.resolve(undefined));
      this.replicas.primaryReads++;
      return run(this.replicas.primary);
    }
  }

  private replicaOfRequest(): Promise<Replica | undefined> {
    const routing = readRoutingInRequest();
    const scope = requestScope();
    if (!routing.replicaAllowed || !scope) return Promise.resolve(undefined);
    let choice = this.chosen.get(scope);
    if (!choice) {
      choice = this.choose(routing.memberId);
      this.chosen.set(scope, choice);
    }
    return choice;
  }

  private async choose(memberId: string | null): Promise<Replica | undefined> {
    if (memberId === null) return this.replicas.pick();
    try {
      return this.replicas.pick(await this.positions.required(memberId));
    } catch (error) {
      // Without the member's last position, only the primary is sure to have their writes.
      logger.warn(`reading the last write position failed, reading the primary: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}
