import { Injectable } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { JobPayloads } from '@app/server/core/jobs';
import { NotificationWriter } from './notification-writer.service';
import { NotificationsRepository } from './notifications.repository';

/** A job's receipt is kept this long: far beyond BullMQ's retries (5 attempts, minutes) and a stalled job's re-run. */
export const RECEIPT_KEEP_MS = 24 * 3600 * 1000;

/**
 * new_votes (docs/api/notifications.md §2), made by the worker's `notifications.notify-upvote` job after the
 * vote answered (a vote's request does no notification work). The job id is the receipt,
 * taken in the notification's transaction, so a job that runs twice counts the upvote once.
 */
@Injectable()
export class UpvoteNotificationsService {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  notify(job: JobPayloads['notifications.notify-upvote'], receipt: string): Promise<boolean> {
    const { targetType, targetId, postId, authorId, voterId } = job;
    return this.writer.write(
      { userId: authorId, type: 'new_votes', groupKey: `${targetType}:${targetId}`, payload: { targetType, targetId, noVotes: 1, postId } },
      voterId,
      receipt,
    );
  }

  prune(): Promise<number> {
    return this.notifications.pruneReceipts(this.clock.now(), RECEIPT_KEEP_MS);
  }
}
