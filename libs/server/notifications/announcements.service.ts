import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { PostLiveness } from '@app/server/posts';
import { AnnouncementsRepository } from './announcements.repository';
import { NotificationsRepository } from './notifications.repository';

/**
 * Accounts per transaction. Bounds the row locks held (their users rows, for a few tens of ms) and the
 * memory of one step; the whole fan-out's memory does not grow with the number of accounts.
 */
export const ANNOUNCEMENT_BATCH_SIZE = 500;

export interface AnnouncementRun {
  /** Accounts notified in this run, over every announcement. */
  notified: number;
  /** Announcements finished in this run. */
  finished: number;
}

type BatchOutcome = { kind: 'sent'; notified: number } | { kind: 'finished'; total: number } | { kind: 'not-mine' };

/** Delivers announced posts to every account (docs/api/notifications.md §7, docs/api/rules.md §16a). */
@Injectable()
export class AnnouncementsService {
  private readonly logger = new Logger(AnnouncementsService.name);

  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly posts: PostLiveness,
    private readonly clock: Clock,
  ) {}

  /**
   * Walks the accounts of each unfinished announcement in batches, keyset by id. A batch's sends,
   * notifications, badges and progress commit together, so a crash anywhere resumes where the last
   * commit left off and no one is notified twice.
   */
  async deliverAnnouncements(): Promise<AnnouncementRun> {
    const run: AnnouncementRun = { notified: 0, finished: 0 };
    for (const postId of await this.announcements.pending()) await this.deliver(postId, run);
    return run;
  }

  private async deliver(postId: string, run: AnnouncementRun): Promise<void> {
    for (;;) {
      // An admin who deletes the announced post stops what is left of its delivery.
      const live = await this.posts.isLive(postId);
      const outcome = await this.batch(postId, live);
      if (outcome.kind === 'not-mine') return;
      if (outcome.kind === 'finished') {
        run.finished++;
        this.logger.log(`announcement of post ${postId} finished: ${outcome.total} accounts notified${live ? '' : ' (post deleted, stopped)'}`);
        return;
      }
      run.notified += outcome.notified;
    }
  }

  /** One transaction: the next batch of accounts, or the end of the walk. */
  private batch(postId: string, live: boolean): Promise<BatchOutcome> {
    return this.announcements.transaction(async (tx): Promise<BatchOutcome> => {
      const progress = await this.announcements.lockProgress(tx, postId);
      if (!progress) return { kind: 'not-mine' };
      const at = this.clock.now();
      const accounts = live ? await this.announcements.lockReceivers(tx, progress.lastUserId, ANNOUNCEMENT_BATCH_SIZE) : [];
      if (accounts.length === 0) {
        await this.announcements.finish(tx, postId, at, live ? null : 'post-deleted');
        return { kind: 'finished', total: progress.sentCount };
      }
      const receivers = await this.announcements.recordSends(tx, postId, accounts, at);
      await this.notifications.keepFirstUnseenOfType(tx, receivers, 'announcement');
      await this.notifications.insertMany(tx, receivers, { type: 'announcement', groupKey: null, payload: { postId } }, at);
      await this.notifications.recountNewMany(tx, receivers);
      await this.announcements.saveProgress(tx, postId, accounts[accounts.length - 1], receivers.length);
      return { kind: 'sent', notified: receivers.length };
    });
  }
}
