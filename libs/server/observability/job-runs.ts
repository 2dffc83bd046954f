import { Injectable, Logger } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { Job } from 'bullmq';
import type { JobTrace } from '@app/server/core/jobs';
import { MetricsService } from './metrics.service';

/**
 * Runs one job the way every processor should: inside a log context that names the job and the request
 * that enqueued it (so every line the services log carries `requestId`), timed into the job metrics.
 * Jobs a request enqueued are logged at info, scheduled ones (every few seconds) at debug.
 */
@Injectable()
export class JobRuns {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly metrics: MetricsService,
    private readonly pino: PinoLogger,
  ) {}

  run<T>(queue: string, job: Job, work: () => Promise<T>): Promise<T> {
    const { requestId } = (job.data ?? {}) as JobTrace;
    const bindings = { queue, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1, ...(requestId ? { requestId } : {}) };
    return this.pino.runInContext(() => this.timed(queue, job, Boolean(requestId), work), { bindings });
  }

  private async timed<T>(queue: string, job: Job, fromRequest: boolean, work: () => Promise<T>): Promise<T> {
    const stop = this.metrics.jobDurations.startTimer({ queue, job: job.name });
    try {
      const result = await work();
      const seconds = stop({ outcome: 'completed' });
      const line = `${job.name} ${job.id ?? ''} completed in ${Math.round(seconds * 1000)} ms`;
      if (fromRequest) this.logger.log(line);
      else this.logger.debug(line);
      return result;
    } catch (error) {
      stop({ outcome: 'failed' });
      this.metrics.jobFailures.inc({ queue, job: job.name });
      throw error;
    }
  }
}
