import { Injectable } from '@nestjs/common';
import { RedisService } from '@app/server/core/redis';

/** Bumped on every change of what is blocked (a block made, cancelled or expired; Tor blocking switched). */
const VERSION_KEY = 'blocked-addresses:version';

/** The shared counter every api process compares with the one its in-memory lists were loaded at. */
@Injectable()
export class BlockListVersion {
  constructor(private readonly redis: RedisService) {}

  async current(): Promise<string> {
    return (await this.redis.client.get(VERSION_KEY)) ?? '0';
  }

  async bump(): Promise<string> {
    return String(await this.redis.client.incr(VERSION_KEY));
  }
}
