import { randomBytes } from 'node:crypto';
import { AppConfig, AppConfigValues } from '../config';
import { testRedisUrl } from './test-database';

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
    databaseUrl,
    databasePoolSize: 4,
    databaseStatementTimeoutMs: 5000,
    databaseMigrateOnBoot: false,
    redisUrl: testRedisUrl(),
    redisPrefix: `qtest:${randomBytes(6).toString('hex')}:`,
    sessionSecret: randomBytes(32).toString('base64url'),
    sessionCookieName: 'SID',
    rateLimitsEnabled: true,
    visitorCacheMs: 0,
    trustedProxies: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    adminApiKey: undefined,
    pushVapidPublicKey: 'test-vapid-public-key',
    pushVapidPrivateKey: 'test-vapid-private-key',
    pushSubject: 'mailto:test@localhost',
    postsMediaReqPoints: 0,
    postsImagesDisabled: false,
    workerConcurrency: 1,
    workerStatementTimeoutMs: 10_000,
    workerJobLockMs: 30_000,
    welcomeCommunity: undefined,
    welcomeEveryMs: 60_000,
    announcementsEveryMs: 10_000,
    analyticsSnapshotEveryMs: 3_600_000,
    // Nothing listens there: a test that turns Tor blocking on points this at its own list server.
    torExitListUrl: 'http://127.0.0.1:9/torbulkexitlist',
    linksAllowPrivateAddresses: false,
    imagesDir: 'tmp/test-data/images',
    imagesMaxUploadBytes: 26_214_400,
    imagesMaxPixels: 50_000_000,
    imagesMaxSide: 10_000,
    imagesTemporaryHours: 12,
    ...overrides,
  });
}
