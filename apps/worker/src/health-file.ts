import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { rm, writeFile } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { AppConfig } from '@app/server/core/config';
import { RedisService } from '@app/server/core/redis';

/** How often the file is rewritten; a healthcheck calls the worker unhealthy when it is 3 periods old. */
export const HEALTH_FILE_EVERY_MS = 10_000;

/**
 * The worker has no HTTP port, so its container healthcheck reads the age of WORKER_HEALTH_FILE: rewritten
 * every 10 s once the processors run, as long as PostgreSQL and Redis both answer. A stuck event loop, a lost
 * database or Redis all let it age; the file is removed on a clean stop.
 */
@Injectable()
export class HealthFile implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HealthFile.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = this.config.workerHealthFile;
    if (!file) return;
    await this.beat(file);
    this.timer = setInterval(() => void this.beat(file), HEALTH_FILE_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.config.workerHealthFile) await rm(this.config.workerHealthFile, { force: true });
  }

  private async beat(file: string): Promise<void> {
    try {
      await Promise.all([this.redis.client.ping(), this.db.query('SELECT 1')]);
      await writeFile(file, `${new Date().toISOString()}\n`);
    } catch (error) {
      this.logger.warn(`not healthy: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
