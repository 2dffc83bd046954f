import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { PostMaintenanceModule } from '@app/server/posts';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';
import { CreatedNotifications } from './created-notifications';
import { NotificationWriter } from './notification-writer.service';
import { NotificationsRepository } from './notifications.repository';
import { UpvoteNotificationsService } from './upvote-notifications.service';
import { WelcomeNotificationsService } from './welcome-notifications.service';
import { WelcomeRepository } from './welcome.repository';

/** What the worker needs of notifications: the welcome, announcement and upvote jobs, without the api's posts and comments areas. */
@Module({
  imports: [PostMaintenanceModule],
  providers: [
    WelcomeNotificationsService,
    WelcomeRepository,
    AnnouncementsService,
    AnnouncementsRepository,
    NotificationsRepository,
    NotificationWriter,
    UpvoteNotificationsService,
    CreatedNotifications,
    Clock,
  ],
  exports: [WelcomeNotificationsService, AnnouncementsService, UpvoteNotificationsService],
})
export class NotificationJobsModule {}
