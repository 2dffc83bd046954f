import { Processor } from '@nestjs/bullmq';
import { HeartbeatService } from '@app/server/system';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `system`: routes each job to its service. */
@Processor('system', { autorun: false })
export class SystemProcessor extends QueueProcessor<'system'> {
  protected readonly handlers: JobHandlers<'system'> = {
    'system.record-heartbeat': (job) => this.heartbeat.record(job.data),
  };

  constructor(private readonly heartbeat: HeartbeatService) {
    super();
  }
}
