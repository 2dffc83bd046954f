import type { Redis } from 'ioredis';
import { DatabasePool } from './database-pool';
import { insertPositionAsReplayed, parseWalPosition, WalPosition, walPositionFromKey, walPositionKey } from './wal-position';

/** Keeps the greater of the stored and the given position (both fixed-width hex, so string order is WAL order). */
const KEEP_GREATER = `local current = redis.call('GET', KEYS[1])
if (not current) or current < ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/**
 * Read-your-writes across api processes: after a member's write the primary's WAL insert position is kept in
 * Redis under the member (not the session: their other devices read it back too), and a replica serves that
 * member only once it has replayed that far (ReadOnlyDatabase). The insert position, not the written one,
 * because votes and visits commit asynchronously: their commit record may not be written yet when the answer
 * goes out, and the insert position is past it.
 *
 * The key lives a little longer than the lag bound: by then every replica still in use has replayed it.
 */
export class MemberWritePositions {
  private readonly ttlMs: number;

  constructor(
    private readonly primary: DatabasePool,
    private readonly redis: Redis | undefined,
    maxLagMs: number,
  ) {
    this.ttlMs = maxLagMs + 10_000;
  }

  /** Off without replicas: then nothing is remembered and nothing is asked. */
  get enabled(): boolean {
    return this.redis !== undefined;
  }

  async remember(memberId: string): Promise<void> {
    if (!this.redis) return;
    const { rows } = await this.primary.query<{ position: string }>('SELECT pg_current_wal_insert_lsn()::text AS position');
    await this.redis.eval(KEEP_GREATER, 1, key(memberId), walPositionKey(insertPositionAsReplayed(parseWalPosition(rows[0].position))), String(this.ttlMs));
  }

  /** The position a replica must have replayed to serve this member; undefined when they wrote nothing lately. */
  async required(memberId: string): Promise<WalPosition | undefined> {
    if (!this.redis) return undefined;
    const stored = await this.redis.get(key(memberId));
    return stored ? walPositionFromKey(stored) : undefined;
  }
}

function key(memberId: string): string {
  return `replica-reads:written:${memberId}`;
}
