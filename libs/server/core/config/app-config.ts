import { join } from 'node:path';
import { ENV, InvalidValue, SentinelAddress } from './env-schema';

export type DatabasePooler = 'none' | 'session' | 'transaction';

type Env = Readonly<Record<string, string | undefined>>;

/** The validated configuration. Read through DI (`AppConfig`), never from process.env. */
export class AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly secureCookies: boolean;
  readonly dataDir: string;
  readonly webDistDir: string;
  readonly logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** `auto`: human-readable outside production when stdout is a terminal, JSON otherwise. */
  readonly logFormat: 'auto' | 'json' | 'pretty';
  /** Bearer token of `/metrics` on the api's port; unset = not served there. */
  readonly metricsToken: string | undefined;
  /** The worker's own /metrics and /healthz port; 0 = none. */
  readonly workerMetricsPort: number;
  readonly databaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly databaseStatementTimeoutMs: number;
  readonly databaseConnectTimeoutMs: number;
  readonly databaseMigrateOnBoot: boolean;
  /**
   * What DATABASE_URL reaches. Behind PgBouncer (session or transaction) the statement timeout is not sent
   * at connect, as PgBouncer refuses that startup parameter: the server side sets it (docs/operations.md).
   */
  readonly databasePooler: DatabasePooler;
  /** The hot reads go as named statements (prepared once per connection) or unnamed; false by default behind transaction pooling. */
  readonly databasePreparedStatements: boolean;
  /** Where migrations run when DATABASE_URL is a transaction pooler: PostgreSQL itself. */
  readonly databaseMigrationUrl: string | undefined;
  /** Streaming replicas the api's page reads may use (docs/operations.md, "Read replicas"); empty = none. */
  readonly databaseReplicaUrls: readonly string[];
  /** A replica further behind than this is left out of reads until it catches up. */
  readonly databaseReplicaMaxLagMs: number;
  readonly redisUrl: string;
  /** Set: connections ask these Sentinels for the primary of `redisSentinelName` (docs/operations.md, "Scaling path"). */
  readonly redisSentinels: readonly SentinelAddress[];
  readonly redisSentinelName: string;
  readonly redisSentinelPassword: string | undefined;
  readonly redisPrefix: string;
  readonly sessionSecret: string | undefined;
  readonly sessionCookieName: string;
  readonly rateLimitsEnabled: boolean;
  /** How long visitors' answers of the cached read routes are reused; 0 = off (the default). */
  readonly visitorCacheMs: number;
  /** Bound of each JSON fragment cache (comments, authors) in MB; 0 = off. */
  readonly jsonCacheMb: number;
  readonly trustedProxies: readonly string[];
  readonly adminApiKey: string | undefined;
  readonly pushVapidPublicKey: string | undefined;
  readonly pushVapidPrivateKey: string | undefined;
  readonly pushSubject: string;
  /** Push deliveries one worker runs at once: they wait on push services, not on the CPU. */
  readonly pushConcurrency: number;
  /** Backoff of a failed push delivery's first retry (then doubled). */
  readonly pushRetryDelayMs: number;
  /** Tests and development only: push endpoints may be http and loopback/private addresses, any port. */
  readonly pushAllowPrivateAddresses: boolean;
  readonly postsMediaReqPoints: number;
  /** Upstream's `disableImagePosts`: image posts and post image uploads answer 403 no_image_posts. */
  readonly postsImagesDisabled: boolean;
  readonly workerConcurrency: number;
  readonly workerStatementTimeoutMs: number;
  /** Rewritten every 10 s while the worker reaches PostgreSQL and Redis: a container healthcheck reads its age. */
  readonly workerHealthFile: string | undefined;
  /** BullMQ lock of a job in hand; a killed worker's job is resumed once it expires. */
  readonly workerJobLockMs: number;
  /** The community the welcome notification names (upstream's `welcomeCommunity`); unset = no welcomes. */
  readonly welcomeCommunity: string | undefined;
  readonly welcomeEveryMs: number;
  /** Contact and source-code links of the web client's sidebar and footer (`_initial.site`). */
  readonly siteContactEmail: string | undefined;
  /** Mail server URL; unset = password reset and email confirmation are off (docs/operations.md, "Email"). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly siteSourceUrl: string | undefined;
  /** Period of the announcement delivery job (docs/api/notifications.md §7: 10 s). */
  readonly announcementsEveryMs: number;
  /** The `bss` snapshot job's period (hourly; shorter only in tests). */
  readonly analyticsSnapshotEveryMs: number;
  /** Where the Tor exit list is downloaded from while the `torBlocked` site setting is on. */
  readonly torExitListUrl: string;
  /** Tests and development only: lets the link fetcher reach loopback/private addresses on any port. */
  readonly linksAllowPrivateAddresses: boolean;
  /** The operator's site pages (`<name>.md`); unset = the built-in texts only. */
  readonly sitePagesDir: string | undefined;
  /** Which `ImageStore` holds image files: the folder `imagesDir`, or the S3-compatible bucket `s3Bucket`. */
  readonly imagesStore: 'local' | 's3';
  /** Folder of the local image store. */
  readonly imagesDir: string;
  /** The S3-compatible service; undefined = Amazon S3 of `s3Region`. */
  readonly s3Endpoint: string | undefined;
  readonly s3Region: string;
  /** Required (checked at load) when `imagesStore` is `s3`. */
  readonly s3Bucket: string | undefined;
  /** Set together with the secret, or neither: the AWS SDK's own credential chain then. */
  readonly s3AccessKeyId: string | undefined;
  readonly s3SecretAccessKey: string | undefined;
  readonly s3ForcePathStyle: boolean;
  readonly imagesMaxUploadBytes: number;
  readonly imagesMaxPixels: number;
  readonly imagesMaxSide: number;
  readonly imagesTemporaryHours: number;

  constructor(values: AppConfigValues) {
    Object.assign(this, values);
  }

  with(overrides: Partial<AppConfigValues>): AppConfig {
    return new AppConfig({ ...this, ...overrides });
  }
}

export type AppConfigValues = Omit<AppConfig, 'with'>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? '').hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Parses and checks every variable; collects all problems so one start-up failure lists them all. */
export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const read = <K extends keyof typeof ENV>(key: K): ReturnType<(typeof ENV)[K]['parse']> => {
    const spec = ENV[key];
    try {
      return spec.parse(env[spec.name]) as ReturnType<(typeof ENV)[K]['parse']>;
    } catch (error) {
      if (!(error instanceof InvalidValue)) throw error;
      problems.push(`${spec.name} ${error.message}`);
      return undefined as ReturnType<(typeof ENV)[K]['parse']>;
    }
  };
  const port = read('port');
  const publicUrl = read('publicUrl') ?? `http://localhost:${port}`;
  const values = {
    nodeEnv: read('nodeEnv'),
    port,
    host: read('host'),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir: read('dataDir'),
    webDistDir: read('webDistDir'),
    logLevel: read('logLevel'),
    logFormat: read('logFormat'),
    metricsToken: read('metricsToken'),
    workerMetricsPort: read('workerMetricsPort'),
    databaseUrl: read('databaseUrl'),
    databasePoolSize: read('databasePoolSize'),
    databaseStatementTimeoutMs: read('databaseStatementTimeoutMs'),
    databaseConnectTimeoutMs: read('databaseConnectTimeoutMs'),
    databaseMigrateOnBoot: read('databaseMigrateOnBoot'),
    databasePooler: read('databasePooler'),
    databasePreparedStatements: false,
    databaseMigrationUrl: read('databaseMigrationUrl'),
    databaseReplicaUrls: read('databaseReplicaUrls'),
    databaseReplicaMaxLagMs: read('databaseReplicaMaxLagMs'),
    redisUrl: read('redisUrl') as string,
    redisSentinels: read('redisSentinels'),
    redisSentinelName: read('redisSentinelName'),
    redisSentinelPassword: read('redisSentinelPassword'),
    redisPrefix: read('redisPrefix'),
    sessionSecret: read('sessionSecret'),
    sessionCookieName: read('sessionCookieName'),
    rateLimitsEnabled: read('rateLimitsEnabled'),
    visitorCacheMs: read('visitorCacheMs'),
    jsonCacheMb: read('jsonCacheMb'),
    trustedProxies: read('trustedProxies'),
    adminApiKey: read('adminApiKey'),
    pushVapidPublicKey: read('pushVapidPublicKey'),
    pushVapidPrivateKey: read('pushVapidPrivateKey'),
    pushSubject: read('pushSubject'),
    pushConcurrency: read('pushConcurrency'),
    pushRetryDelayMs: read('pushRetryDelayMs'),
    pushAllowPrivateAddresses: read('pushAllowPrivateAddresses'),
    postsMediaReqPoints: read('postsMediaReqPoints'),
    postsImagesDisabled: read('postsImagesDisabled'),
    workerConcurrency: read('workerConcurrency'),
    workerStatementTimeoutMs: read('workerStatementTimeoutMs'),
    workerHealthFile: read('workerHealthFile'),
    workerJobLockMs: read('workerJobLockMs'),
    welcomeCommunity: read('welcomeCommunity'),
    welcomeEveryMs: read('welcomeEveryMs'),
    siteContactEmail: read('siteContactEmail'),
    smtpUrl: read('smtpUrl'),
    mailFrom: read('mailFrom') ?? `no-reply@${hostOf(publicUrl)}`,
    siteSourceUrl: read('siteSourceUrl'),
    announcementsEveryMs: read('announcementsEveryMs'),
    analyticsSnapshotEveryMs: read('analyticsSnapshotEveryMs'),
    torExitListUrl: read('torExitListUrl') as string,
    linksAllowPrivateAddresses: read('linksAllowPrivateAddresses'),
    sitePagesDir: read('sitePagesDir'),
    imagesStore: read('imagesStore'),
    imagesDir: '',
    s3Endpoint: read('s3Endpoint'),
    s3Region: read('s3Region'),
    s3Bucket: read('s3Bucket'),
    s3AccessKeyId: read('s3AccessKeyId'),
    s3SecretAccessKey: read('s3SecretAccessKey'),
    s3ForcePathStyle: read('s3ForcePathStyle'),
    imagesMaxUploadBytes: read('imagesMaxUploadBytes'),
    imagesMaxPixels: read('imagesMaxPixels'),
    imagesMaxSide: read('imagesMaxSide'),
    imagesTemporaryHours: read('imagesTemporaryHours'),
  };
  values.imagesDir = read('imagesDir') ?? join(values.dataDir ?? '.data', 'images');
  values.databasePreparedStatements = read('databasePreparedStatements') ?? values.databasePooler !== 'transaction';
  if (values.databasePooler === 'transaction' && values.databaseMigrateOnBoot && values.databaseMigrationUrl === undefined) {
    problems.push('DATABASE_POOLER=transaction needs DATABASE_MIGRATION_URL (PostgreSQL itself) or DATABASE_MIGRATE_ON_BOOT=false');
  }
  if (values.sessionSecret !== undefined && values.sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
  if (values.metricsToken !== undefined && values.metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  if (!/^[A-Za-z0-9_]+$/.test(values.sessionCookieName ?? '')) problems.push('SESSION_COOKIE_NAME may hold only letters, digits and _');
  if ((values.pushVapidPublicKey === undefined) !== (values.pushVapidPrivateKey === undefined)) {
    problems.push('PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY must be set together');
  }
  if (values.nodeEnv === 'production' && values.linksAllowPrivateAddresses) problems.push('LINKS_ALLOW_PRIVATE_ADDRESSES may not be on in production');
  if (values.nodeEnv === 'production' && values.pushAllowPrivateAddresses) problems.push('PUSH_ALLOW_PRIVATE_ADDRESSES may not be on in production');
  if (values.imagesStore === 's3' && values.s3Bucket === undefined) problems.push('S3_BUCKET must be set when IMAGES_STORE=s3');
  if ((values.s3AccessKeyId === undefined) !== (values.s3SecretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (values.s3Bucket !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(values.s3Bucket)) {
    problems.push(`S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens), got "${values.s3Bucket}"`);
  }
  if (values.pushSubject !== undefined && !/^(mailto:|https:)/.test(values.pushSubject)) problems.push('PUSH_SUBJECT must start with mailto: or https:');
  if (values.databaseReplicaUrls?.length && values.databaseUrl === undefined) problems.push('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)');
  if (values.databaseReplicaUrls?.some((replica) => replica === values.databaseUrl)) problems.push('DATABASE_REPLICA_URLS may not list DATABASE_URL itself');
  if (problems.length) throw new ConfigError(problems);
  return new AppConfig(values);
}
