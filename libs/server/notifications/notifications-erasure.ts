import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasure } from '@app/server/core/events';
import { NotificationsRepository } from './notifications.repository';

/** The notifications area's part of deleting an account: its notifications and badge go in the deletion's transaction. */
@Injectable()
export class NotificationsErasure implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    this.erasure.register({ area: 'notifications', eraseAccount: (tx, userId) => this.notifications.eraseAccount(tx, userId) });
  }
}
