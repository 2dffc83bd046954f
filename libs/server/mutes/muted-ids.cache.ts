import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { boundedCache } from '@app/server/core/caching';
import { AppConfig } from '@app/server/core/config';
import { RedisService } from '@app/server/core/redis';
import type { MutedIds } from '@app/server/posts';

/** A safety net only: a change is announced to every api process at once (see below). */
export const MUTED_IDS_TTL_MS = 60_000;
/** Bounds: accounts held, and the size of a set worth holding (a larger one is read each time). */
const MAX_ACCOUNTS = 5_000;
const MAX_IDS_PER_ACCOUNT = 100;

/**
 * The muted ids of recently active accounts, per api process, so a feed, a post page or a notification
 * reads no mutes at all once warm — including the common case of an account that muted nothing.
 *
 * A change (mute, unmute, account erasure) drops the entry here and is published on a Redis channel
 * that every api process listens to, so the next request anywhere reads the new set. An entry also
 * expires after a minute in case an announcement is lost (Redis restarting). A read that started before
 * a change is never stored: `epoch` moves on every change, and a load only fills the cache if it did not.
 */
@Injectable()
export class MutedIdsCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MutedIdsCache.name);
  private readonly entries = boundedCache<MutedIds>({ maxEntries: MAX_ACCOUNTS, ttlMs: MUTED_IDS_TTL_MS });
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private epoch = 0;

  constructor(
    private readonly redis: RedisService,
    config: AppConfig,
  ) {
    // Channels are not keys, so ioredis does not prefix them: the prefix keeps test runs apart.
    this.channel = `${config.redisPrefix}mutes:changed`;
  }

  async onModuleInit(): Promise<void> {
    // Its own offline queue: the shared client refuses commands while down once it has connected (RedisService).
    const subscriber = this.redis.client.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', (error) => this.logger.warn(`Redis (mutes subscriber): ${error.message}`));
    subscriber.on('message', (channel: string, userId: string) => {
      if (channel === this.channel) this.drop(userId);
    });
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** The cached set, or `load()`'s answer (kept unless a change happened meanwhile). */
  async get(userId: string, load: () => Promise<MutedIds>): Promise<MutedIds> {
    const cached = this.entries.get(userId);
    if (cached) return cached;
    const epoch = this.epoch;
    const ids = await load();
    if (epoch === this.epoch && ids.userIds.length + ids.communityIds.length <= MAX_IDS_PER_ACCOUNT) this.entries.set(userId, ids);
    return ids;
  }

  /** After a change of these accounts' mutes: dropped here at once, and in the other processes when they hear it. */
  async changed(userIds: readonly string[]): Promise<void> {
    for (const userId of userIds) this.drop(userId);
    for (const userId of userIds) {
      await this.redis.client.publish(this.channel, userId).catch((error: unknown) => this.logger.warn(`mutes change not announced: ${String(error)}`));
    }
  }

  private drop(userId: string): void {
    this.epoch++;
    this.entries.delete(userId);
  }
}
