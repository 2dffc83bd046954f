import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { RedisService } from '../redis';
import { RateLimiter } from './rate-limiter';
import { RedisWindowStorage } from './redis-window.storage';
import { routeThrottlers } from './route-throttlers';

/**
 * `@nestjs/throttler` with the Redis storage on the process's one ioredis client. The route guard
 * (apps/api `RateLimitGuard`) and `RateLimiter` count through the same storage.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [RedisService],
      useFactory: (redis: RedisService) => ({
        throttlers: routeThrottlers(),
        storage: new RedisWindowStorage(redis.client),
        // The tracker is the whole key: the action and window are added by the storage (`rl:{action}:{windowMs}:{tracker}`).
        generateKey: (_context, tracker) => tracker,
        // The contract's 429 carries `Retry-After` only; no X-RateLimit-* headers.
        setHeaders: false,
      }),
    }),
  ],
  providers: [RateLimiter],
  exports: [RateLimiter, ThrottlerModule],
})
export class ThrottlingModule {}
