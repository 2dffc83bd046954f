import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { ENV } from './env-schema';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      redisUrl: 'redis://127.0.0.1:6379',
      rateLimitsEnabled: true,
      sessionCookieName: 'SID',
      databaseStatementTimeoutMs: 5000,
      trustedProxies: [],
      postsMediaReqPoints: 0,
      postsImagesDisabled: false,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads and converts values, and turns on Secure cookies for https sites', () => {
    const config = loadConfig({ PORT: '9000', RATE_LIMITS_ENABLED: 'false', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2', PUBLIC_URL: 'https://forum.example' });
    expect(config.port).toBe(9000);
    expect(config.rateLimitsEnabled).toBe(false);
    expect(config.trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.secureCookies).toBe(true);
  });

  it('lists every invalid value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', RATE_LIMITS_ENABLED: 'maybe', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', PUSH_VAPID_PUBLIC_KEY: 'only-one' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'PORT must be a whole number, got "eighty"',
      'DATABASE_URL must start with postgres: or postgresql:, got "mysql://x"',
      'RATE_LIMITS_ENABLED must be true or false, got "maybe"',
      'SESSION_SECRET must be at least 32 characters',
      'PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY must be set together',
    ]);
    expect((error as Error).message).toContain('Invalid configuration:');
  });

  it('reads Redis Sentinels as host:port entries and refuses anything else', () => {
    expect(loadConfig({})).toMatchObject({ redisSentinels: [], redisSentinelName: 'mymaster', redisSentinelPassword: undefined });
    const config = loadConfig({
      REDIS_SENTINELS: 'sentinel-a:26379, 10.0.0.2:26380,[::1]:26381',
      REDIS_SENTINEL_NAME: 'quorum',
      REDIS_SENTINEL_PASSWORD: 's3cret',
    });
    expect(config.redisSentinels).toEqual([
      { host: 'sentinel-a', port: 26379 },
      { host: '10.0.0.2', port: 26380 },
      { host: '::1', port: 26381 },
    ]);
    expect([config.redisSentinelName, config.redisSentinelPassword]).toEqual(['quorum', 's3cret']);
    for (const bad of ['sentinel-a', 'sentinel-a:0', 'sentinel-a:70000', 'redis://sentinel-a:26379', '::1:26379']) {
      expect(() => loadConfig({ REDIS_SENTINELS: `ok:26379,${bad}` })).toThrow(`REDIS_SENTINELS must be host:port entries separated by commas, got "${bad}"`);
    }
  });

  it('refuses an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 1 and 65535, got 70000');
  });

  it('lets the link fetcher reach private addresses only outside production', () => {
    expect(loadConfig({}).linksAllowPrivateAddresses).toBe(false);
    expect(loadConfig({ LINKS_ALLOW_PRIVATE_ADDRESSES: 'true' }).linksAllowPrivateAddresses).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), LINKS_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(
      'LINKS_ALLOW_PRIVATE_ADDRESSES may not be on in production',
    );
  });
});

describe('README', () => {
  it('documents every environment variable the server reads', () => {
    const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
    const missing = Object.values(ENV)
      .filter((v) => !readme.includes(`| \`${v.name}\` |`))
      .map((v) => v.name);
    expect(missing).toEqual([]);
  });
});
