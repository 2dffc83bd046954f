import { redisConnectionOptions } from './redis-options';

const direct = { redisSentinels: [], redisSentinelName: 'mymaster', redisSentinelPassword: undefined };

describe('redisConnectionOptions', () => {
  it("connects to REDIS_URL's host with its credentials, database and TLS", () => {
    expect(redisConnectionOptions({ ...direct, redisUrl: 'rediss://quorum:p%40ss@redis.example:6380/2' })).toEqual({
      host: 'redis.example',
      port: 6380,
      username: 'quorum',
      password: 'p@ss',
      db: 2,
      tls: {},
    });
    expect(redisConnectionOptions({ ...direct, redisUrl: 'redis://[::1]' })).toMatchObject({ host: '::1', port: 6379, db: undefined, tls: undefined });
  });

  it("asks the Sentinels for the primary and keeps REDIS_URL's credentials and database for it", () => {
    const options = redisConnectionOptions({
      redisUrl: 'redis://:primary-pass@ignored:1/3',
      redisSentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26380 },
      ],
      redisSentinelName: 'quorum',
      redisSentinelPassword: 'sentinel-pass',
    });
    expect(options).toEqual({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26380 },
      ],
      name: 'quorum',
      sentinelPassword: 'sentinel-pass',
      password: 'primary-pass',
      username: undefined,
      db: 3,
      tls: undefined,
      enableTLSForSentinelMode: false,
    });
    expect(options).not.toHaveProperty('host');
  });
});
