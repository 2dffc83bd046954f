import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/server/core/config';
import { Clock } from '@app/server/core/clock';
import { NotificationsRepository } from './notifications.repository';
import { WelcomePosition, WelcomeRepository } from './welcome.repository';

const HOUR_MS = 3_600_000;
/** docs/api/notifications.md §6: an account is welcomed once it is more than 6 hours old. */
export const WELCOME_DELAY_MS = 6 * HOUR_MS;
/**
 * Accounts older than this are never welcomed. Without it the first run on an existing forum (a seeded
 * one, or one upgraded to this version) would welcome every account at once; with it, only accounts
 * created in the last 7 days are, and a worker down for less than a week misses nobody.
 */
export const WELCOME_MAX_AGE_MS = 7 * 24 * HOUR_MS;
/** Accounts per transaction: bounds the locks held and the memory of one step. */
export const WELCOME_BATCH_SIZE = 100;

export interface WelcomeRun {
  welcomed: number;
  /** Deleted accounts: flagged so they are not looked at again, never notified (docs/api/notifications.md §1). */
  skipped: number;
  community: string | null;
}

/** Sends the `welcome` notification (docs/api/notifications.md §6, docs/api/rules.md §16a). */
@Injectable()
export class WelcomeNotificationsService {
  static readonly JOB = 'notifications.send-welcomes';
  private readonly logger = new Logger(WelcomeNotificationsService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly welcome: WelcomeRepository,
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Walks the waiting accounts in batches, keyset over (created_at, id). Each batch's notifications,
   * badge counts and `welcome_notification_sent` flags commit together, so a crash re-sends nothing.
   */
  async sendWelcomes(): Promise<WelcomeRun> {
    // Unset: nothing to do, and nothing recorded (the worker may even run on an unmigrated database).
    if (this.config.welcomeCommunity === undefined) return { welcomed: 0, skipped: 0, community: null };
    const community = await this.welcomeCommunity(this.config.welcomeCommunity);
    const run: WelcomeRun = { welcomed: 0, skipped: 0, community };
    if (community !== null) {
      const now = this.clock.now();
      const from = new Date(now.getTime() - WELCOME_MAX_AGE_MS);
      const until = new Date(now.getTime() - WELCOME_DELAY_MS);
      let after: WelcomePosition | null = null;
      do {
        after = await this.welcomeBatch(community, from, until, after, run);
      } while (after !== null);
    }
    await this.welcome.recordRun(WelcomeNotificationsService.JOB, this.clock.now(), run);
    return run;
  }

  /** One transaction; answers where the next batch starts, null when this was the last. */
  private welcomeBatch(community: string, from: Date, until: Date, after: WelcomePosition | null, run: WelcomeRun): Promise<WelcomePosition | null> {
    return this.welcome.transaction(async (tx) => {
      const accounts = await this.welcome.lockWaiting(tx, from, until, after, WELCOME_BATCH_SIZE);
      if (accounts.length === 0) return null;
      const at = this.clock.now();
      for (const account of accounts) {
        if (account.deleted) {
          run.skipped++;
          continue;
        }
        await this.notifications.insert(tx, { userId: account.id, type: 'welcome', groupKey: null, payload: { communityName: community } }, at);
        await this.notifications.recountNew(account.id, tx);
        run.welcomed++;
      }
      await this.welcome.markWelcomed(
        tx,
        accounts.map((a) => a.id),
      );
      const last = accounts[accounts.length - 1];
      return accounts.length < WELCOME_BATCH_SIZE ? null : { createdAt: last.createdAt, id: last.id };
    });
  }

  /** When the configured community does not exist, nothing is sent (§6). */
  private async welcomeCommunity(configured: string): Promise<string | null> {
    const name = await this.welcome.communityName(configured);
    if (name === null) this.logger.error(`WELCOME_COMMUNITY names no community (${configured}): no welcome sent`);
    return name;
  }
}
