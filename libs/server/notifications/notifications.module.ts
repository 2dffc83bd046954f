import { Module } from '@nestjs/common';
import { CommentsModule } from '@app/server/comments';
import { Clock } from '@app/server/core/clock';
import { PostsModule } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { AnnouncementQueue } from './announcement-queue.service';
import { AnnouncementsRepository } from './announcements.repository';
import { NotificationsErasure } from './notifications-erasure';
import { NotificationSender } from './notification-sender.service';
import { NotificationWriter } from './notification-writer.service';
import { NotificationTriggers } from './notification-triggers.service';
import { NotificationViews } from './notification-views.service';
import { CreatedNotifications } from './created-notifications';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [PostsModule, CommentsModule, UsersModule],
  providers: [
    AnnouncementQueue,
    AnnouncementsRepository,
    NotificationsService,
    NotificationsErasure,
    NotificationSender,
    NotificationWriter,
    NotificationTriggers,
    NotificationViews,
    NotificationsRepository,
    CreatedNotifications,
    Clock,
  ],
  exports: [NotificationsService, NotificationSender],
})
export class NotificationsModule {}
