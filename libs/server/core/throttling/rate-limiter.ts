import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../config';
import { DomainError } from '../errors';
import { RateLimitName, RateLimits } from './rate-limits';
import { throttlerName } from './route-throttlers';

export interface RateLimitCaller {
  /** The admin API key skips limits (docs/api/rules.md §12). */
  readonly skipRateLimits: boolean;
}

/**
 * The limits the contract checks after the body (login on address + name, signup after the captcha)
 * and our own visitor-session cap. Each window is one `increment` of the throttler module's storage,
 * the same storage and keys the route guard uses.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  /** Consumes one hit of `name` for `key`; throws 429 with Retry-After when a window is exhausted. */
  async consume(name: RateLimitName, key: string, caller: RateLimitCaller): Promise<void> {
    const waitSeconds = await this.hit(name, key, caller);
    if (waitSeconds > 0) throw new DomainError('TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(waitSeconds) });
  }

  /**
   * Counts one hit in every window of `name` (all of them, so a refused hit still counts in the long
   * windows) and answers the seconds until the longest exhausted window ends, 0 when within the limits.
   */
  async hit(name: RateLimitName, key: string, caller: RateLimitCaller): Promise<number> {
    if (!this.config.rateLimitsEnabled || caller.skipRateLimits) return 0;
    const records = await Promise.all(
      RateLimits[name].map((rule) => this.storage.increment(key, rule.windowMs, rule.limit, rule.windowMs, throttlerName(name, rule.windowMs))),
    );
    return Math.max(0, ...records.map((record) => (record.isBlocked ? Math.max(1, record.timeToBlockExpire) : 0)));
  }
}
