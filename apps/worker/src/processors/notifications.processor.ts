import { Processor } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { AppConfig } from '@app/server/core/config';
import { AnnouncementsService, UpvoteNotificationsService, WelcomeNotificationsService } from '@app/server/notifications';
import { QueueJob } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `notifications`: routes each job to its service. */
@Processor('notifications', { autorun: false })
export class NotificationsProcessor extends QueueProcessor {
  constructor(
    config: AppConfig,
    private readonly welcomes: WelcomeNotificationsService,
    private readonly announcements: AnnouncementsService,
    private readonly upvotes: UpvoteNotificationsService,
  ) {
    super(config);
  }

  async process(job: QueueJob<'notifications'>): Promise<unknown> {
    switch (job.name) {
      case 'notifications.send-welcomes':
        return this.welcomes.sendWelcomes();
      case 'notifications.deliver-announcements':
        return this.announcements.deliverAnnouncements();
      case 'notifications.notify-upvote':
        // The job id (upvote-…, set by the producer, the same on every retry) is the receipt.
        if (!job.id) throw new UnrecoverableError('notifications.notify-upvote without a job id');
        return this.upvotes.notify(job.data, job.id);
      case 'notifications.prune-receipts':
        return this.upvotes.prune();
      default: {
        const unknownJob: never = job;
        throw new UnrecoverableError(`queue notifications has no job named ${String((unknownJob as Job).name)}`);
      }
    }
  }
}
