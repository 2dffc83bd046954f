import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config';
import { DomainError } from '../errors';
import { RedisService } from '../redis';
import { RateLimitName, RateLimits } from './rate-limits';

/**
 * Counts every window of a limit in one Lua call, so concurrent requests cannot slip past a
 * read-then-write gap. Returns the milliseconds until the longest exhausted window reopens, or 0.
 */
const HIT_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[i * 2 - 1])
  local window = tonumber(ARGV[i * 2])
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, window) end
  if count > limit then
    local ttl = redis.call('PTTL', key)
    if ttl < 1 then ttl = window end
    if ttl > wait then wait = ttl end
  end
end
return wait`;

export interface RateLimitCaller {
  /** The admin API key skips limits (algorithms.md §12). */
  readonly skipRateLimits: boolean;
}

@Injectable()
export class RateLimiter {
  constructor(
    private readonly redis: RedisService,
    private readonly config: AppConfig,
  ) {}

  /** Consumes one hit of `name` for `key`; throws 429 with Retry-After when a window is exhausted. */
  async consume(name: RateLimitName, key: string, caller: RateLimitCaller): Promise<void> {
    if (!this.config.rateLimitsEnabled || caller.skipRateLimits) return;
    const rules = RateLimits[name];
    const keys = rules.map((rule) => `rl:${name}:${rule.windowMs}:${key}`);
    const args = rules.flatMap((rule) => [rule.limit, rule.windowMs]);
    const waitMs = Number(await this.redis.client.eval(HIT_SCRIPT, keys.length, ...keys, ...args));
    if (waitMs > 0) {
      throw new DomainError('TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(Math.ceil(waitMs / 1000)) });
    }
  }
}
