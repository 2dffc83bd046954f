import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config';

/** The one Redis connection of a process for sessions, rate limits and caches (BullMQ opens its own). */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis;

  constructor(config: AppConfig) {
    this.client = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
