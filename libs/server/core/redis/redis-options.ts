import type { RedisOptions } from 'ioredis';
import type { AppConfig } from '../config';

/** Only the address part of ioredis' options, so BullMQ's own option type accepts it too. */
export type RedisConnectionOptions = Pick<
  RedisOptions,
  'host' | 'port' | 'username' | 'password' | 'db' | 'tls' | 'sentinels' | 'name' | 'sentinelPassword' | 'enableTLSForSentinelMode'
>;

export type RedisAddressConfig = Pick<AppConfig, 'redisUrl' | 'redisSentinels' | 'redisSentinelName' | 'redisSentinelPassword'>;

/**
 * Where and how every Redis connection of a process connects: the shared client (sessions, rate limits,
 * caches), its pub/sub duplicates, BullMQ's queues and workers. Each caller adds only its own behaviour
 * (key prefix, retries, offline queue). With `REDIS_SENTINELS` set, ioredis asks the Sentinels for the
 * current primary on every (re)connect and refuses a node that is no longer primary, so a failover is a
 * reconnect like any other (docs/operations.md, "Scaling path").
 */
export function redisConnectionOptions(config: RedisAddressConfig): RedisConnectionOptions {
  const url = new URL(config.redisUrl);
  const tls = url.protocol === 'rediss:';
  // REDIS_URL's credentials, database and scheme are the primary's whichever way it is found.
  const node: RedisConnectionOptions = {
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined,
    tls: tls ? {} : undefined,
  };
  if (config.redisSentinels.length === 0) {
    return { ...node, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(url.port || 6379) };
  }
  return {
    ...node,
    sentinels: config.redisSentinels.map(({ host, port }) => ({ host, port })),
    name: config.redisSentinelName,
    sentinelPassword: config.redisSentinelPassword,
    // TLS to the primary when REDIS_URL says rediss:; the Sentinels themselves are asked in plain TCP.
    enableTLSForSentinelMode: tls,
  };
}
