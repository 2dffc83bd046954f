import { Injectable } from '@nestjs/common';
import { NotificationType } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { AGGREGATED_COUNTER, NewNotification } from './notification.types';
import { NotificationsRepository, Receiver } from './notifications.repository';

/** What the receiver's settings switch off (docs/api/users.md §settings). */
const SETTING_OF: Partial<Record<NotificationType, keyof Pick<Receiver, 'upvoteNotificationsOff' | 'replyNotificationsOff'>>> = {
  new_votes: 'upvoteNotificationsOff',
  new_comment: 'replyNotificationsOff',
  comment_reply: 'replyNotificationsOff',
};

/**
 * Creates or aggregates one notification (docs/api/notifications.md §1–§2) in its own transaction, with the
 * receiver's row locked so concurrent acts count in turn. Nobody hears of their own act, and deleted
 * accounts (ghosts) neither notify nor are notified. Mutes are `NotificationSender`'s (the api's): the
 * worker, which has no mutes area, only writes types that mutes do not silence (new_votes).
 */
@Injectable()
export class NotificationWriter {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `actorId` is the user whose act this is, null for the site's own (welcome, announcement). With a
   * `receipt`, the write happens once per receipt however often it is asked (a retried job).
   * Answers whether a notification was made or bumped.
   */
  async write(notification: NewNotification, actorId: string | null, receipt?: string): Promise<boolean> {
    if (actorId !== null && actorId === notification.userId) return false;
    if (actorId !== null && !(await this.isLiveAccount(actorId))) return false;
    const at = this.clock.now();
    return this.notifications.transaction(async (tx) => {
      if (receipt !== undefined && !(await this.notifications.takeReceipt(tx, receipt))) return false;
      const receiver = await this.notifications.lockReceiver(tx, notification.userId);
      if (!receiver || receiver.deleted) return false;
      const setting = SETTING_OF[notification.type];
      if (setting && receiver[setting]) return false;
      const existing =
        AGGREGATED_COUNTER[notification.type] && notification.groupKey
          ? await this.notifications.findAggregatable(tx, receiver.id, notification.type, notification.groupKey)
          : null;
      if (existing !== null) await this.notifications.aggregate(tx, existing, notification.type, at);
      else await this.notifications.insert(tx, notification, at);
      await this.notifications.recountNew(receiver.id, tx);
      return true;
    });
  }

  private async isLiveAccount(userId: string): Promise<boolean> {
    const user = await this.notifications.usernameOf(userId);
    return user !== null && !user.deleted;
  }
}
