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

  it('reads the replica URLs as a checked list that needs a primary', () => {
    const primary = 'postgres://db.example/quorum';
    expect(loadConfig({}).databaseReplicaUrls).toEqual([]);
    const config = loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: ' postgres://r1.example/quorum, postgresql://r2.example/quorum ' });
    expect(config.databaseReplicaUrls).toEqual(['postgres://r1.example/quorum', 'postgresql://r2.example/quorum']);
    expect(config.databaseReplicaMaxLagMs).toBe(3000);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'postgres://r1.example/q,mysql://r2' })).toThrow(
      'DATABASE_REPLICA_URLS must start with postgres: or postgresql:, got "mysql://r2"',
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1.example/q' })).toThrow('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)');
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: primary })).toThrow('DATABASE_REPLICA_URLS may not list DATABASE_URL itself');
    expect(() => loadConfig({ DATABASE_REPLICA_MAX_LAG_MS: '10' })).toThrow('DATABASE_REPLICA_MAX_LAG_MS must be between 100 and 600000, got 10');
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

  it('sends unnamed statements behind a transaction pooler unless told otherwise, and migrates around it', () => {
    expect(loadConfig({})).toMatchObject({ databasePooler: 'none', databasePreparedStatements: true, databaseMigrationUrl: undefined });
    const migrationUrl = 'postgres://quorum@db:5432/quorum';
    const pooled = { DATABASE_POOLER: 'transaction', DATABASE_MIGRATION_URL: migrationUrl };
    expect(loadConfig(pooled)).toMatchObject({ databasePooler: 'transaction', databasePreparedStatements: false, databaseMigrationUrl: migrationUrl });
    // PgBouncer 1.21 or newer with max_prepared_statements keeps the names.
    expect(loadConfig({ ...pooled, DATABASE_PREPARED_STATEMENTS: 'true' }).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_POOLER: 'session' }).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_POOLER: 'transaction', DATABASE_MIGRATE_ON_BOOT: 'false' }).databaseMigrationUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_POOLER: 'transaction' })).toThrow(
      'DATABASE_POOLER=transaction needs DATABASE_MIGRATION_URL (PostgreSQL itself) or DATABASE_MIGRATE_ON_BOOT=false',
    );
    expect(() => loadConfig({ DATABASE_POOLER: 'pgbouncer', DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /DATABASE_POOLER must be one of none, session, transaction, got "pgbouncer"[\s\S]*DATABASE_PREPARED_STATEMENTS must be true or false, got "sometimes"/,
    );
  });
});

describe('the image store settings', () => {
  it('default to the local folder store', () => {
    expect(loadConfig({})).toMatchObject({ imagesStore: 'local', imagesDir: join('.data', 'images'), s3Region: 'us-east-1', s3ForcePathStyle: false });
  });

  it('read an S3-compatible bucket', () => {
    const config = loadConfig({
      IMAGES_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_BUCKET: 'forum-images',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      imagesStore: 's3',
      s3Endpoint: 'http://127.0.0.1:9000',
      s3Region: 'eu-west-3',
      s3Bucket: 'forum-images',
      s3AccessKeyId: 'key',
      s3SecretAccessKey: 'secret',
      s3ForcePathStyle: true,
    });
  });

  it('leave the credentials to the SDK when neither key is set', () => {
    expect(loadConfig({ IMAGES_STORE: 's3', S3_BUCKET: 'images' })).toMatchObject({
      s3AccessKeyId: undefined,
      s3SecretAccessKey: undefined,
      s3Endpoint: undefined,
    });
  });

  it('refuse an unknown store, a missing or malformed bucket, half a key pair and an endpoint that is not http(s)', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ IMAGES_STORE: 'ftp' })).toEqual(['IMAGES_STORE must be one of local, s3, got "ftp"']);
    expect(problems({ IMAGES_STORE: 's3' })).toEqual(['S3_BUCKET must be set when IMAGES_STORE=s3']);
    expect(problems({ IMAGES_STORE: 's3', S3_BUCKET: 'Images_1', S3_ACCESS_KEY_ID: 'key', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must start with http: or https:, got "minio:9000"',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens), got "Images_1"',
    ]);
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
