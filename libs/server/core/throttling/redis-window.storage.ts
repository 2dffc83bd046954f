import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Counting never sets the library's block key: over-limit is decided from the count (see below). */
const NEVER_BLOCK = Number.MAX_SAFE_INTEGER;

/**
 * The throttler module's storage: `@nest-lab/throttler-storage-redis`'s own atomic script (INCR, and
 * PEXPIRE when the window opens) on our ioredis client, so every api process counts in one place under
 * REDIS_PREFIX. Two things are ours:
 * - the key is `rl:{action}:{windowMs}:{tracker}` (the library wraps keys as `{key:name}:hits`), so a
 *   window can be read and set by name (tests fill a 24-hour window without 2000 requests);
 * - the contract's fixed window (docs/api/rules.md §12): refused until the window that opened with the first
 *   hit ends. The library's block instead starts at the first refused hit and lasts `blockDuration`, so
 *   the script is given a limit it never reaches and the refusal and its `Retry-After` come from the
 *   count and the window's remaining time.
 */
export class RedisWindowStorage extends ThrottlerStorageRedisService {
  override async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const hitKey = windowKey(throttlerName, ttl, key);
    const result: unknown = await this.redis.call('eval', this.scriptSrc, 2, hitKey, `${hitKey}:blocked`, throttlerName, ttl, NEVER_BLOCK, ttl);
    if (!Array.isArray(result) || typeof result[0] !== 'number' || typeof result[1] !== 'number') {
      throw new TypeError(`Unexpected throttler script answer: ${String(result)}`);
    }
    const [totalHits, remainingMs] = result as [number, number];
    const timeToExpire = Math.ceil(remainingMs / 1000);
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }
}

/** `throttlerName` is `{action}` or `{action}:{windowMs}`; the window length is in the key either way. */
export function windowKey(throttlerName: string, windowMs: number, tracker: string): string {
  const action = throttlerName.split(':')[0];
  return `rl:${action}:${windowMs}:${tracker}`;
}
