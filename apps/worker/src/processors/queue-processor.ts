import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { hostname } from 'node:os';
import { AppConfig } from '@app/server/core/config';
import { JobRuns } from '@app/server/observability';
import { setJobLock } from './job-lock';

/**
 * What every queue's processor shares. Processors are declared with `autorun: false` because decorator
 * options are static: the worker starts only once the configured concurrency and lock are set. Closing
 * waits for the job in hand, before Redis and the database close.
 */
export abstract class QueueProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);

  /** Property injection keeps the subclasses' constructors as they are. */
  @Inject(JobRuns) private readonly runs!: JobRuns;

  protected constructor(protected readonly config: AppConfig) {
    super();
    // Every job runs in its own log context (its request id, name and id on each line) and is timed
    // into the job metrics. The BullMQ worker binds `process` after construction, so it gets this wrapper.
    const handle = this.process.bind(this);
    this.process = (job: Job, token?: string) => this.runs.run(this.worker.name, job, () => handle(job, token));
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.concurrency();
    // The lock decides how soon a killed worker's job is taken up again (BullMQ's stalled-job check). The name
    // goes into each job's `processedBy`, so with several workers one can tell which process ran a job.
    this.worker.opts.name = `${hostname()}:${process.pid}`;
    setJobLock(this.worker, this.config.workerJobLockMs);
    this.worker.run().catch((error: unknown) => this.logger.error(`worker stopped: ${String(error)}`));
  }

  /** Jobs of this queue run at once in one process. */
  protected concurrency(): number {
    return this.config.workerConcurrency;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`${job?.name ?? 'job'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`);
  }

  /** Without a listener, a Redis hiccup emitted as 'error' would crash the process. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`worker: ${error.message}`);
  }
}
