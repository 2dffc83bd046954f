import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { WelcomeNotificationsService } from '@app/server/notifications';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `notifications`: routes each job to its service. */
@Processor('notifications', { autorun: false })
export class NotificationsProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly welcomes: WelcomeNotificationsService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'notifications'>): Promise<unknown> {
    switch (job.name) {
      case 'notifications.send-welcomes':
        return this.welcomes.sendWelcomes();
      default: {
        const unknownJob: never = job.name;
        throw new UnrecoverableError(`queue notifications has no job named ${String(unknownJob)}`);
      }
    }
  }
}
