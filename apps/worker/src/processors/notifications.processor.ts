import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { AnnouncementsService, UpvoteNotificationsService, WelcomeNotificationsService } from '@app/server/notifications';
import { JobHandlers } from './queue-jobs';
import { QueueProcessor } from './queue-processor';

/** Queue `notifications`: routes each job to its service. */
@Processor('notifications', { autorun: false })
export class NotificationsProcessor extends QueueProcessor<'notifications'> {
  protected readonly handlers: JobHandlers<'notifications'> = {
    'notifications.send-welcomes': () => this.welcomes.sendWelcomes(),
    'notifications.deliver-announcements': () => this.announcements.deliverAnnouncements(),
    'notifications.notify-upvote': (job) => {
      // The job id (upvote-…, set by the producer, the same on every retry) is the receipt.
      if (!job.id) throw new UnrecoverableError('notifications.notify-upvote without a job id');
      return this.upvotes.notify(job.data, job.id);
    },
    'notifications.prune-receipts': () => this.upvotes.prune(),
  };

  constructor(
    private readonly welcomes: WelcomeNotificationsService,
    private readonly announcements: AnnouncementsService,
    private readonly upvotes: UpvoteNotificationsService,
  ) {
    super();
  }
}
