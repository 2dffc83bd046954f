import { Logger } from '@nestjs/common';
import { DatabasePool } from './database-pool';
import { parseWalPosition, WalPosition } from './wal-position';

const logger = new Logger('ReadReplicas');

/** What /readyz's details and the metrics show of one replica. */
export interface ReplicaStatus {
  readonly name: string;
  readonly host: string;
  /** Answering its probe as a standby, and within DATABASE_REPLICA_MAX_LAG_MS. */
  readonly inUse: boolean;
  readonly reachable: boolean;
  /** Milliseconds since the oldest primary position it has not replayed was taken; null before the first probe. */
  readonly lagMs: number | null;
  /** Page reads this process sent it. */
  readonly reads: number;
}

/** One streaming replica: its pool (built like the primary's) and what its last probe found. */
export class Replica {
  reachable = false;
  replayed: WalPosition = 0n;
  lagMs = Number.POSITIVE_INFINITY;
  reads = 0;
  probing = false;

  constructor(
    readonly name: string,
    readonly host: string,
    readonly pool: DatabasePool,
  ) {}
}

interface PrimarySample {
  readonly at: number;
  readonly position: WalPosition;
}

/**
 * The read replicas of one api process and the probe that keeps their state: every `probeEveryMs` it takes the
 * primary's WAL position (`pg_current_wal_lsn()`) and each replica's replayed position
 * (`pg_last_wal_replay_lsn()`). A replica's lag is how long ago the primary was at the newest sampled position
 * the replica has replayed (0 once it has the latest), so a paused or cut-off replica falls behind even when it
 * receives nothing. Readers use the cached positions, never a probe of their own: a page read costs no extra
 * round trip. A replica is left out while it does not answer, is not a standby, or lags more than `maxLagMs`,
 * and is taken back by the probe that finds it healthy again.
 */
export class ReplicaSet {
  private samples: PrimarySample[] = [];
  private sampling = false;
  private timer: NodeJS.Timeout | undefined;
  private next = 0;
  primaryReads = 0;

  constructor(
    readonly primary: DatabasePool,
    readonly replicas: readonly Replica[],
    readonly maxLagMs: number,
    private readonly probeEveryMs = 250,
  ) {}

  get enabled(): boolean {
    return this.replicas.length > 0;
  }

  start(): void {
    if (!this.enabled || this.timer) return;
    void this.probe();
    this.timer = setInterval(() => void this.probe(), this.probeEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.replicas.map((replica) => replica.pool.end().catch(() => undefined)));
  }

  /** A replica in use that has replayed `required` (a member's last write), in turn; undefined = read the primary. */
  pick(required?: WalPosition): Replica | undefined {
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count];
      if (this.inUse(replica) && (required === undefined || replica.replayed >= required)) {
        this.next = (this.next + i + 1) % count;
        return replica;
      }
    }
    return undefined;
  }

  /** A read on it failed as an outage: out at once, until a probe finds it again. */
  leaveOut(replica: Replica, error: unknown): void {
    if (replica.reachable) logger.warn(`read replica ${replica.name} left out: ${error instanceof Error ? error.message : String(error)}`);
    replica.reachable = false;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((replica) => ({
      name: replica.name,
      host: replica.host,
      inUse: this.inUse(replica),
      reachable: replica.reachable,
      lagMs: Number.isFinite(replica.lagMs) ? replica.lagMs : null,
      reads: replica.reads,
    }));
  }

  /** One round: the primary's position first, then every replica's against it. */
  async probe(): Promise<void> {
    await this.samplePrimary();
    await Promise.all(this.replicas.map((replica) => this.probeReplica(replica)));
  }

  private inUse(replica: Replica): boolean {
    return replica.reachable && replica.lagMs <= this.maxLagMs;
  }

  private async samplePrimary(): Promise<void> {
    if (this.sampling) return;
    this.sampling = true;
    try {
      const { rows } = await this.primary.query<{ position: string }>('SELECT pg_current_wal_lsn()::text AS position');
      const now = Date.now();
      this.samples.push({ at: now, position: parseWalPosition(rows[0].position) });
      // Enough history to tell "within the bound" from "beyond it"; older samples only say "beyond".
      const keepFrom = now - this.maxLagMs - 2 * this.probeEveryMs - 1000;
      while (this.samples.length > 1 && this.samples[0].at < keepFrom) this.samples.shift();
    } catch {
      // The primary's own outage is /readyz's to report; the replicas' lag keeps growing from the last sample.
    } finally {
      this.sampling = false;
    }
  }

  private async probeReplica(replica: Replica): Promise<void> {
    if (replica.probing) return;
    replica.probing = true;
    const wasInUse = this.inUse(replica);
    try {
      const { rows } = await replica.pool.query<{ position: string | null; standby: boolean }>(
        'SELECT pg_last_wal_replay_lsn()::text AS position, pg_is_in_recovery() AS standby',
      );
      const row = rows[0];
      if (!row?.standby || row.position === null) throw new Error('not a standby (pg_is_in_recovery() is false)');
      replica.replayed = parseWalPosition(row.position);
      replica.lagMs = this.lagOf(replica.replayed);
      replica.reachable = true;
    } catch (error) {
      this.leaveOut(replica, error);
    } finally {
      replica.probing = false;
    }
    const inUse = this.inUse(replica);
    if (inUse && !wasInUse) logger.log(`read replica ${replica.name} in use (${Math.round(replica.lagMs)} ms behind)`);
    if (!inUse && wasInUse && replica.reachable) logger.warn(`read replica ${replica.name} left out: ${Math.round(replica.lagMs)} ms behind`);
  }

  /** Since when the replica misses what the primary wrote; Infinity while the samples cannot tell. */
  private lagOf(replayed: WalPosition): number {
    const samples = this.samples;
    if (samples.length === 0) return Number.POSITIVE_INFINITY;
    if (replayed >= samples[samples.length - 1].position) return 0;
    // The newest sample it has replayed: it has everything the primary had then, maybe not what came after.
    for (let i = samples.length - 2; i >= 0; i--) {
      if (replayed >= samples[i].position) return Date.now() - samples[i].at;
    }
    return Number.POSITIVE_INFINITY;
  }
}
