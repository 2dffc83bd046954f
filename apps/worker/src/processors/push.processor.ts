import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { PushDeliveryService } from '@app/server/push';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `push`: routes each job to its service. */
@Processor('push', { autorun: false })
export class PushProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly delivery: PushDeliveryService,
  ) {
    super(config);
  }

  /** Deliveries wait on push services, not on this process: they get their own, larger concurrency. */
  protected override concurrency(): number {
    return this.config.pushConcurrency;
  }

  async process(job: QueueJob<'push'>): Promise<unknown> {
    switch (job.name) {
      case 'push.send-notification':
        return this.delivery.deliver(job.data, (delivered) => job.updateData({ ...job.data, delivered }));
      default: {
        const unknownJob: never = job.name;
        throw new UnrecoverableError(`queue push has no job named ${String(unknownJob)}`);
      }
    }
  }
}
