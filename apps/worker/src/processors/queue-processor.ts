import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { hostname } from 'node:os';
import { AppConfig } from '@app/server/core/config';
import type { QueueName } from '@app/server/core/jobs';
import { JobRuns } from '@app/server/observability';
import { setJobLock } from './job-lock';
import type { JobHandlers, QueueJob } from './queue-jobs';

/**
 * What every queue's processor shares. Processors are declared with `autorun: false` because decorator
 * options are static: the worker starts only once the configured concurrency and lock are set. Closing
 * waits for the job in hand, before Redis and the database close.
 */
export abstract class QueueProcessor<Q extends QueueName> extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);

  /** The queue's jobs by name, each routed to its service. */
  protected abstract readonly handlers: JobHandlers<Q>;

  /** Property injection leaves the subclasses' constructors to their own services. */
  @Inject(JobRuns) private readonly runs!: JobRuns;
  @Inject(AppConfig) protected readonly config!: AppConfig;

  protected constructor() {
    super();
    // Every job runs in its own log context (its request id, name and id on each line) and is timed
    // into the job metrics. The BullMQ worker binds `process` after construction, so it gets this wrapper.
    const handle = this.process.bind(this);
    this.process = (job: QueueJob<Q>) => this.runs.run(this.worker.name, job, () => handle(job));
  }

  async process(job: QueueJob<Q>): Promise<unknown> {
    // Looked up as the table's own key: a name such as `toString` is no job either.
    const handler = Object.hasOwn(this.handlers, job.name) ? this.handlers[job.name] : undefined;
    if (!handler) throw new UnrecoverableError(`queue ${this.worker.name} has no job named ${String(job.name)}`);
    // Each handler is typed for its own job, and `job.name` chose the one this job is.
    return (handler as (job: QueueJob<Q>) => Promise<unknown>)(job);
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
