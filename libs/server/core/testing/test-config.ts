import { randomBytes } from 'node:crypto';
import { AppConfig, AppConfigValues } from '../config';
import { testRedisUrl } from './test-database';

/** A valid VAPID pair (generated once with web-push), so push is on in tests as in development. */
export const TEST_VAPID_KEYS = {
  publicKey: 'BAJXqf6au6r15GX5SN-PzHmPrn9JzhWU9gQdeSlcwLEc_Ji6c6U7z28L8JgYsdX6XSqcxsDHYI4zLsryZgt_bpE',
  privateKey: 'PEz800MSlS5Nm_oCwu7edGdbBj-dek2Q_S5BlFa-bZE',
} as const;

/** A configuration for one test file: its own database and Redis prefix; loopback is a trusted proxy so each test client can speak from its own address. */
export function testConfig(databaseUrl: string, overrides: Partial<AppConfigValues> = {}): AppConfig {
  return new AppConfig({
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost',
    secureCookies: false,
    dataDir: 'tmp/test-data',
    webDistDir: 'tmp/test-web-missing',
    logLevel: 'error',
    logFormat: 'json',
    metricsToken: undefined,
    workerMetricsPort: 0,
    databaseUrl,
    databasePoolSize: 4,
    databaseStatementTimeoutMs: 5000,
    databaseConnectTimeoutMs: 5000,
    databaseMigrateOnBoot: false,
    redisUrl: testRedisUrl(),
    redisSentinels: [],
    redisSentinelName: 'mymaster',
    redisSentinelPassword: undefined,
    redisPrefix: `qtest:${randomBytes(6).toString('hex')}:`,
    sessionSecret: randomBytes(32).toString('base64url'),
    sessionCookieName: 'SID',
    rateLimitsEnabled: true,
    visitorCacheMs: 0,
    jsonCacheMb: 64,
    trustedProxies: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    adminApiKey: undefined,
    pushVapidPublicKey: TEST_VAPID_KEYS.publicKey,
    pushVapidPrivateKey: TEST_VAPID_KEYS.privateKey,
    pushSubject: 'mailto:test@localhost',
    pushConcurrency: 4,
    pushRetryDelayMs: 2000,
    pushAllowPrivateAddresses: false,
    postsMediaReqPoints: 0,
    postsImagesDisabled: false,
    workerConcurrency: 1,
    workerStatementTimeoutMs: 10_000,
    workerHealthFile: undefined,
    workerJobLockMs: 30_000,
    welcomeCommunity: undefined,
    welcomeEveryMs: 60_000,
    siteContactEmail: undefined,
    smtpUrl: undefined,
    mailFrom: 'no-reply@quorum.test',
    siteSourceUrl: undefined,
    announcementsEveryMs: 10_000,
    analyticsSnapshotEveryMs: 3_600_000,
    // Nothing listens there: a test that turns Tor blocking on points this at its own list server.
    torExitListUrl: 'http://127.0.0.1:9/torbulkexitlist',
    linksAllowPrivateAddresses: false,
    sitePagesDir: undefined,
    imagesDir: 'tmp/test-data/images',
    imagesMaxUploadBytes: 26_214_400,
    imagesMaxPixels: 50_000_000,
    imagesMaxSide: 10_000,
    imagesTemporaryHours: 12,
    ...overrides,
  });
}
