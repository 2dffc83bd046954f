import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { HeartbeatService } from '@app/server/system';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `system`: routes each job to its service. */
@Processor('system', { autorun: false })
export class SystemProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly heartbeat: HeartbeatService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'system'>): Promise<unknown> {
    switch (job.name) {
      case 'system.record-heartbeat':
        return this.heartbeat.record(job.data);
      default: {
        const unknownJob: never = job.name;
        throw new UnrecoverableError(`queue system has no job named ${String(unknownJob)}`);
      }
    }
  }
}
