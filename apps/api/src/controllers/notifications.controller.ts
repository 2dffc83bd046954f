import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { Notification, NotificationsPage, NotificationView, Success } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { RateLimited } from '@app/server/core/throttling';
import { NotificationsService } from '@app/server/notifications';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { NotificationsQueryDto } from '../dto/notifications.dto';
import { Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** The notification routes (docs/api/notifications.md §4). */
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Documented('List your notifications', ['INVALID_RENDER_FORMAT', 'INVALID_CURSOR'])
  @LoggedIn()
  list(@Query() query: NotificationsQueryDto, @LoggedInCaller() caller: Member): Promise<NotificationsPage> {
    return this.notifications.list(query, caller);
  }

  @Post()
  @Documented('Mark all notifications as seen, reset the new count, or delete them all', ['INVALID_ACTION'])
  @LoggedIn()
  @RateLimited('notificationActions')
  @HttpCode(200)
  act(@Query() query: NotificationsQueryDto, @LoggedInCaller() caller: Member): Promise<Success> {
    return this.notifications.act(query.action, query.type, caller);
  }

  @Get(':notificationId')
  @Documented('Get a notification', ['INVALID_RENDER_FORMAT', 'NOTIF_NOT_FOUND'])
  @LoggedIn()
  getOne(
    @Param('notificationId') id: string,
    @Query() query: NotificationsQueryDto,
    @LoggedInCaller() caller: Member,
  ): Promise<Notification | NotificationView> {
    return this.notifications.getOne(id, query, caller);
  }

  @Put(':notificationId')
  @Documented('Mark a notification as seen or unseen', ['INVALID_RENDER_FORMAT', 'NOTIF_NOT_FOUND', 'INVALID_ACTION'])
  @LoggedIn()
  markAsSeen(
    @Param('notificationId') id: string,
    @Query() query: NotificationsQueryDto,
    @LoggedInCaller() caller: Member,
  ): Promise<Notification | NotificationView> {
    return this.notifications.markAsSeen(id, query, caller);
  }

  @Delete(':notificationId')
  @Documented('Delete a notification', ['INVALID_RENDER_FORMAT', 'NOTIF_NOT_FOUND'])
  @LoggedIn()
  delete(
    @Param('notificationId') id: string,
    @Query() query: NotificationsQueryDto,
    @LoggedInCaller() caller: Member,
  ): Promise<Notification | NotificationView> {
    return this.notifications.delete(id, query, caller);
  }
}
