import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { Clock } from '@app/server/core/clock';
import { JobPayloads } from '@app/server/core/jobs';
import { RedisService } from '@app/server/core/redis';

export const HEARTBEAT_KEY = 'worker:heartbeat';

/** The trivial scheduled job: proves queue, worker and Redis are wired, and tells operators the worker lives. */
@Injectable()
export class HeartbeatService {
  constructor(
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {}

  async record(payload: JobPayloads['system.record-heartbeat']): Promise<{ recordedAt: string }> {
    if (payload.holdMs) await sleep(payload.holdMs);
    const recordedAt = this.clock.now().toISOString();
    await this.redis.client.set(HEARTBEAT_KEY, JSON.stringify({ recordedAt, requestedAt: payload.requestedAt }));
    return { recordedAt };
  }

  async lastHeartbeat(): Promise<string | null> {
    const raw = await this.redis.client.get(HEARTBEAT_KEY);
    return raw ? (JSON.parse(raw) as { recordedAt: string }).recordedAt : null;
  }
}
