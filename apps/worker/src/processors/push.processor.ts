import { Processor } from '@nestjs/bullmq';
import { PushDeliveryService } from '@app/server/push';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `push`: routes each job to its service. */
@Processor('push', { autorun: false })
export class PushProcessor extends QueueProcessor<'push'> {
  protected readonly handlers: JobHandlers<'push'> = {
    'push.send-notification': (job) => this.delivery.deliver(job.data, (delivered) => job.updateData({ ...job.data, delivered })),
  };

  constructor(private readonly delivery: PushDeliveryService) {
    super();
  }

  /** Deliveries wait on push services, not on this process: they get their own, larger concurrency. */
  protected override concurrency(): number {
    return this.config.pushConcurrency;
  }
}
