import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config';
import { redisConnectionOptions } from './redis-options';

/** The one Redis connection of a process for sessions, rate limits and caches (BullMQ opens its own). */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis;

  constructor(config: AppConfig) {
    this.client = new Redis({ ...redisConnectionOptions(config), keyPrefix: config.redisPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    // Commands sent before the first connection wait for it (start-up order does not matter). Once connected,
    // a command sent during an outage fails at once instead of waiting 0.5–2 s for reconnect attempts and then
    // failing anyway: the api answers 503 quickly and visitors are served without Redis (docs/security.md, "Faults").
    this.client.once('ready', () => {
      this.client.options.enableOfflineQueue = false;
    });
  }

  /** False while disconnected or reconnecting: callers that can do without Redis skip it. */
  get isReady(): boolean {
    return this.client.status === 'ready';
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
