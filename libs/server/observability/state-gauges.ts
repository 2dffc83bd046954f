import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QUEUE_NAMES, JobsService } from '@app/server/core/jobs';
import { ReadOnlyDatabase } from '@app/server/core/database';
import { RedisService } from '@app/server/core/redis';
import { MetricsService } from './metrics.service';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'waiting-children'] as const;

/** Gauges read at scrape time: this process's PostgreSQL pool and its Redis round trip. */
@Injectable()
export class ProcessGauges implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  onModuleInit(): void {
    this.replicaGauges();
    this.metrics.gauge(
      'quorum_db_pool_connections',
      'PostgreSQL connections of this process by state (in_use, idle, waiting = requests queued for one)',
      ['state'],
      (gauge) => {
        const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
        if (!pool) return;
        gauge.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        gauge.set({ state: 'idle' }, pool.idleCount);
        gauge.set({ state: 'waiting' }, pool.waitingCount);
      },
    );
    this.metrics.gauge('quorum_redis_ping_seconds', 'Round trip of a Redis PING at scrape time', [], async (gauge) => {
      const started = process.hrtime.bigint();
      await this.redis.client.ping();
      gauge.set(Number(process.hrtime.bigint() - started) / 1e9);
    });
  }

  /** The read replicas' state (docs/operations.md, "Scaling path"); nothing without replicas. */
  private replicaGauges(): void {
    const replicas = this.reads.replicas;
    if (!replicas.enabled) return;
    this.metrics.gauge('quorum_db_replica_in_use', 'Whether page reads may use this read replica (1) or it is left out (0)', ['replica'], (gauge) => {
      for (const r of replicas.status()) gauge.set({ replica: r.name }, r.inUse ? 1 : 0);
    });
    this.metrics.gauge('quorum_db_replica_lag_seconds', "How far the replica's replay is behind the primary, at its last probe", ['replica'], (gauge) => {
      for (const r of replicas.status()) if (r.lagMs !== null) gauge.set({ replica: r.name }, r.lagMs / 1000);
    });
    this.metrics.gauge('quorum_db_page_reads', 'Page reads this process sent to the primary and to each replica since it started', ['target'], (gauge) => {
      gauge.set({ target: 'primary' }, replicas.primaryReads);
      for (const r of replicas.status()) gauge.set({ target: r.name }, r.reads);
    });
  }
}

/** The depth of every BullMQ queue, read at scrape time. Queues are shared: the api reports them, the worker does not. */
@Injectable()
export class QueueGauges implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge('quorum_queue_jobs', 'BullMQ jobs per queue and state', ['queue', 'state'], async (gauge) => {
      for (const name of QUEUE_NAMES) {
        const counts = await this.jobs.queue(name).getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) gauge.set({ queue: name, state }, counts[state] ?? 0);
      }
    });
  }
}
