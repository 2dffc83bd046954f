import { Injectable } from '@nestjs/common';
import { NotificationType } from '@app/contract';
import { MutedContent } from '@app/server/posts';
import { NewNotification } from './notification.types';
import { NotificationWriter } from './notification-writer.service';

/** Muting the actor silences only these (docs/api/notifications.md §2: not new_votes). */
const MUTABLE: ReadonlySet<NotificationType> = new Set<NotificationType>(['new_comment', 'comment_reply']);

/**
 * The api's way to notify: `NotificationWriter` (own transaction, receiver locked, own acts and ghosts
 * left out), after dropping comments from a user the receiver muted (`MutedContent`, bound by the mutes area).
 */
@Injectable()
export class NotificationSender {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly muted: MutedContent,
  ) {}

  /** `actorId` is the user whose act this is, null for the site's own (welcome, announcement). Answers whether a notification was made or bumped. */
  async send(notification: NewNotification, actorId: string | null): Promise<boolean> {
    if (
      actorId !== null &&
      actorId !== notification.userId &&
      MUTABLE.has(notification.type) &&
      (await this.muted.of(notification.userId)).userIds.includes(actorId)
    )
      return false;
    return this.writer.write(notification, actorId);
  }
}
