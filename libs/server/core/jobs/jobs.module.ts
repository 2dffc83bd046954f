import { Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import type { RedisOptions } from 'bullmq';
import { AppConfig } from '../config';
import { RedisAddressConfig, redisConnectionOptions } from '../redis';
import { QUEUE_NAMES } from './job-registry';
import { JobsService } from './jobs.service';

/** BullMQ's connection options: the process's Redis address (`redisConnectionOptions`) with the retry setting its blocking commands need. */
export function bullConnection(config: RedisAddressConfig): RedisOptions {
  // BullMQ requires it of its blocking connections: a command waits for the reconnect instead of failing after
  // N attempts, so a worker's wait for the next job outlives a Redis restart or a Sentinel failover.
  return { ...redisConnectionOptions(config), maxRetriesPerRequest: null };
}

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ connection: bullConnection(config), prefix: `${config.redisPrefix}bull` }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  providers: [JobsService],
  exports: [JobsService, BullModule],
})
export class JobsModule {}
