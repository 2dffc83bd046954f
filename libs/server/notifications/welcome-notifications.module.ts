import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { CreatedNotifications } from './created-notifications';
import { NotificationsRepository } from './notifications.repository';
import { WelcomeNotificationsService } from './welcome-notifications.service';
import { WelcomeRepository } from './welcome.repository';

/** What the worker needs of notifications: the welcome job, without the api's posts and comments areas. */
@Module({
  providers: [WelcomeNotificationsService, WelcomeRepository, NotificationsRepository, CreatedNotifications, Clock],
  exports: [WelcomeNotificationsService],
})
export class WelcomeNotificationsModule {}
