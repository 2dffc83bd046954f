/**
 * Every environment variable Quorum reads, with its default and parser. README's table is written from
 * this list; nothing else in the code reads process.env.
 */
export interface EnvVariable<T> {
  readonly name: string;
  readonly description: string;
  readonly defaultText: string;
  parse(raw: string | undefined): T;
}

export class InvalidValue extends Error {}

/**
 * `unset`: what the documentation says an unset variable means, where that is not simply the value `parse` gives
 * it (a URL that depends on another variable, a secret generated in development, a feature that is off).
 */
function variable<T>(name: string, description: string, parse: (raw: string | undefined) => T, unset?: string): EnvVariable<T> {
  const fallback: unknown = parse(undefined);
  const defaultText = unset ?? (fallback === undefined || Array.isArray(fallback) ? undefined : String(fallback));
  if (defaultText === undefined) throw new Error(`${name} has no default: say what leaving it unset means`);
  return { name, description, defaultText, parse };
}

const str = (fallback: string) => (raw: string | undefined) => (raw === undefined || raw === '' ? fallback : raw);
const optional = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : raw);

const int = (fallback: number, min: number, max: number) => (raw: string | undefined) => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw new InvalidValue(`must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new InvalidValue(`must be between ${min} and ${max}, got ${value}`);
  return value;
};

const bool = (fallback: boolean) => (raw: string | undefined) => {
  if (raw === undefined || raw === '') return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  throw new InvalidValue(`must be true or false, got "${raw}"`);
};

/** A switch whose default depends on other settings (loadConfig decides it): unset stays undefined. */
const optionalBool = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : bool(false)(raw));

const url = (protocols: string[], fallback?: string) => (raw: string | undefined) => {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new InvalidValue(`must be a URL, got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) throw new InvalidValue(`must start with ${protocols.join(' or ')}, got "${value}"`);
  return value;
};

const email = (raw: string | undefined) => {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new InvalidValue(`must be an email address, got "${raw}"`);
  return raw;
};

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-separated list of URLs, each checked as `url` checks one. */
const urlList = (protocols: string[]) => (raw: string | undefined) => {
  const urls = list(raw);
  for (const value of urls) url(protocols)(value);
  return urls;
};
/** One Redis Sentinel address. */
export interface SentinelAddress {
  readonly host: string;
  readonly port: number;
}

/** `host:port,host:port` (an IPv6 host in brackets, `[::1]:26379`); the port is required, Sentinel has no single usual one in deployments. */
const sentinelList = (raw: string | undefined): SentinelAddress[] =>
  list(raw).map((entry) => {
    const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^\s:[\]/]+)):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) throw new InvalidValue(`must be host:port entries separated by commas, got "${entry}"`);
    return { host: match[1] ?? match[2], port };
  });

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (raw: string | undefined) => {
    if (raw === undefined || raw === '') return fallback;
    if (!values.includes(raw as T)) throw new InvalidValue(`must be one of ${values.join(', ')}, got "${raw}"`);
    return raw as T;
  };

export const ENV = {
  nodeEnv: variable(
    'NODE_ENV',
    'development or production; production refuses to invent secrets',
    oneOf(['development', 'production', 'test'] as const, 'development'),
  ),
  port: variable('PORT', 'HTTP port of the api (web, API and images)', int(8080, 1, 65535)),
  host: variable('HOST', 'address the api listens on', str('127.0.0.1')),
  publicUrl: variable('PUBLIC_URL', 'the address users reach the site at; https turns on Secure cookies', url(['http:', 'https:']), 'http://localhost:$PORT'),
  dataDir: variable('DATA_DIR', 'folder for the embedded database, generated secrets and images', str('.data')),
  webDistDir: variable('WEB_DIST_DIR', 'built web app the api serves', str('dist/apps/web')),
  logLevel: variable('LOG_LEVEL', 'error, warn, log or debug', oneOf(['error', 'warn', 'log', 'debug', 'verbose'] as const, 'log')),
  logFormat: variable(
    'LOG_FORMAT',
    'json (one object a line) or pretty (human-readable; needs the pino-pretty dev dependency); unset = pretty outside production when stdout is a terminal',
    oneOf(['auto', 'json', 'pretty'] as const, 'auto'),
    '(auto)',
  ),
  metricsToken: variable(
    'METRICS_TOKEN',
    'bearer token that /metrics asks for (at least 16 characters); unset = /metrics is not served on the public port',
    optional,
    '(off)',
  ),
  workerMetricsPort: variable('WORKER_METRICS_PORT', 'port (on HOST) where the worker serves /metrics and /healthz; 0 = none', int(0, 0, 65535)),
  databaseUrl: variable(
    'DATABASE_URL',
    'PostgreSQL connection URL; `npm start` runs an embedded PostgreSQL when unset',
    url(['postgres:', 'postgresql:']),
    '(embedded)',
  ),
  databasePoolSize: variable('DATABASE_POOL_SIZE', 'connections per process', int(10, 1, 200)),
  databaseStatementTimeoutMs: variable('DATABASE_STATEMENT_TIMEOUT_MS', 'longest SQL statement the api allows', int(5000, 100, 600_000)),
  databaseConnectTimeoutMs: variable(
    'DATABASE_CONNECT_TIMEOUT_MS',
    'longest wait for a pooled PostgreSQL connection; then the api answers 503',
    int(5000, 100, 60_000),
  ),
  databaseMigrateOnBoot: variable('DATABASE_MIGRATE_ON_BOOT', 'api applies pending migrations at start', bool(true)),
  databasePooler: variable(
    'DATABASE_POOLER',
    'what DATABASE_URL reaches: none (PostgreSQL itself), or a PgBouncer in session or transaction pooling (docs/operations.md, "Scaling path")',
    oneOf(['none', 'session', 'transaction'] as const, 'none'),
  ),
  databasePreparedStatements: variable(
    'DATABASE_PREPARED_STATEMENTS',
    'the hot reads are named prepared statements; false sends the same SQL unnamed (needed behind PgBouncer older than 1.21 in transaction pooling)',
    optionalBool,
    'true (false with DATABASE_POOLER=transaction)',
  ),
  databaseMigrationUrl: variable(
    'DATABASE_MIGRATION_URL',
    'PostgreSQL itself, for migrations, when DATABASE_URL is a transaction pooler (their lock outlives a transaction)',
    url(['postgres:', 'postgresql:']),
    '(DATABASE_URL)',
  ),
  databaseReplicaUrls: variable(
    'DATABASE_REPLICA_URLS',
    'comma-separated PostgreSQL URLs of streaming read replicas of DATABASE_URL; the api reads feeds, post and comment pages, profiles and search from them',
    urlList(['postgres:', 'postgresql:']),
    '(none)',
  ),
  databaseReplicaMaxLagMs: variable(
    'DATABASE_REPLICA_MAX_LAG_MS',
    'a replica further behind the primary than this is left out until it catches up',
    int(3000, 100, 600_000),
  ),
  redisUrl: variable('REDIS_URL', 'Redis for sessions, rate limits and queues', url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
  redisSentinels: variable(
    'REDIS_SENTINELS',
    "Redis Sentinels (host:port,host:port) that name the primary; set, every connection asks them instead of using REDIS_URL's host and port (REDIS_URL still gives the password, database and rediss:)",
    sentinelList,
    '(none: REDIS_URL)',
  ),
  redisSentinelName: variable('REDIS_SENTINEL_NAME', 'the master group name the Sentinels monitor', str('mymaster')),
  redisSentinelPassword: variable(
    'REDIS_SENTINEL_PASSWORD',
    "password of the Sentinels themselves (requirepass in sentinel.conf), not the primary's",
    optional,
    '(none)',
  ),
  redisPrefix: variable('REDIS_PREFIX', 'prefix of every Redis key and queue', str('quorum:')),
  sessionSecret: variable('SESSION_SECRET', 'HMAC key of CSRF tokens and image URLs (generated into DATA_DIR in development)', optional, '(generated)'),
  sessionCookieName: variable('SESSION_COOKIE_NAME', 'name of the session cookie', str('SID')),
  rateLimitsEnabled: variable('RATE_LIMITS_ENABLED', 'turn off only for local development and scripted tests', bool(true)),
  visitorCacheMs: variable(
    'VISITOR_CACHE_MS',
    'reuse public feed and post-page answers for visitors (never for signed-in users) this long, per api process; 0 = off',
    int(0, 0, 60_000),
  ),
  jsonCacheMb: variable(
    'JSON_CACHE_MB',
    'bound of each in-process cache of serialised comments, authors and pages (checked on every request, never stale), per api process; 0 = off',
    int(64, 0, 4096),
  ),
  trustedProxies: variable('TRUSTED_PROXIES', 'comma-separated proxy addresses whose X-Forwarded-For is believed', list, '(none)'),
  adminApiKey: variable('ADMIN_API_KEY', '`?adminKey=` value that skips CSRF and rate limits (scripts); empty = off', optional, '(off)'),
  pushVapidPublicKey: variable('PUSH_VAPID_PUBLIC_KEY', 'Web Push public key (generated in development)', optional, '(generated)'),
  pushVapidPrivateKey: variable('PUSH_VAPID_PRIVATE_KEY', 'Web Push private key (generated in development)', optional, '(generated)'),
  pushSubject: variable('PUSH_SUBJECT', 'contact for push services (mailto: or https:)', str('mailto:admin@localhost')),
  pushConcurrency: variable('PUSH_CONCURRENCY', 'push deliveries the worker runs at once (each waits on a push service)', int(16, 1, 256)),
  pushRetryDelayMs: variable('PUSH_RETRY_DELAY_MS', 'first retry of a failed push delivery; doubles per attempt, 5 attempts in all', int(2000, 10, 600_000)),
  pushAllowPrivateAddresses: variable(
    'PUSH_ALLOW_PRIVATE_ADDRESSES',
    'push endpoints may be http: and loopback/private addresses on any port (tests and development only; refused in production)',
    bool(false),
  ),
  postsMediaReqPoints: variable('POSTS_MEDIA_REQ_POINTS', 'points needed for image and link posts (< 1 = none)', int(0, -1_000_000, 1_000_000_000)),
  postsImagesDisabled: variable(
    'POSTS_IMAGES_DISABLED',
    'refuse image posts and post image uploads with 403 no_image_posts (upstream config disableImagePosts)',
    bool(false),
  ),
  workerConcurrency: variable('WORKER_CONCURRENCY', 'jobs the worker runs at once per queue', int(2, 1, 64)),
  workerJobLockMs: variable(
    'WORKER_JOB_LOCK_MS',
    'a job of a worker that died is taken up again by another after this long (BullMQ lock and stalled-job check)',
    int(30_000, 1000, 600_000),
  ),
  workerHealthFile: variable(
    'WORKER_HEALTH_FILE',
    'file the worker rewrites every 10 s while PostgreSQL and Redis answer it, for a container healthcheck; unset = none',
    optional,
    '(none)',
  ),
  workerStatementTimeoutMs: variable('WORKER_STATEMENT_TIMEOUT_MS', 'longest SQL statement the worker allows', int(60_000, 100, 3_600_000)),
  sitePagesDir: variable(
    'SITE_PAGES_DIR',
    "folder of the operator's site pages (about.md, faq.md, guidelines.md, moderator-guidelines.md, terms.md, privacy-policy.md, markdown-guide.md); a missing file keeps the built-in text",
    optional,
    '(none: built-in pages)',
  ),
  imagesStore: variable(
    'IMAGES_STORE',
    'where image files live: local (the folder IMAGES_DIR) or s3 (an S3-compatible bucket, the S3_ settings; docs/operations.md "Object storage for images")',
    oneOf(['local', 's3'] as const, 'local'),
  ),
  imagesDir: variable('IMAGES_DIR', 'folder of the local image store (originals and copies)', optional, '$DATA_DIR/images'),
  s3Endpoint: variable(
    'S3_ENDPOINT',
    'URL of the S3-compatible service (MinIO, Ceph, R2...); unset = Amazon S3 of S3_REGION',
    url(['http:', 'https:']),
    '(Amazon S3)',
  ),
  s3Region: variable('S3_REGION', 'region of the bucket (services without regions accept the default)', str('us-east-1')),
  s3Bucket: variable('S3_BUCKET', 'bucket of the images; required when IMAGES_STORE=s3', optional, '(none)'),
  s3AccessKeyId: variable(
    'S3_ACCESS_KEY_ID',
    "access key of the bucket, set with S3_SECRET_ACCESS_KEY; unset = the AWS SDK's own credential chain (instance or task role, AWS_* variables)",
    optional,
    '(SDK default)',
  ),
  s3SecretAccessKey: variable('S3_SECRET_ACCESS_KEY', 'secret of S3_ACCESS_KEY_ID', optional, '(SDK default)'),
  s3ForcePathStyle: variable(
    'S3_FORCE_PATH_STYLE',
    'address the bucket as ENDPOINT/BUCKET instead of BUCKET.ENDPOINT (MinIO and most self-hosted services need it)',
    bool(false),
  ),
  imagesMaxUploadBytes: variable('IMAGES_MAX_UPLOAD_BYTES', 'largest image upload, in bytes', int(26_214_400, 1024, 1_073_741_824)),
  imagesMaxPixels: variable(
    'IMAGES_MAX_PIXELS',
    'images with more pixels (width × height, read from the header) are refused before decoding',
    int(50_000_000, 1, 1_000_000_000),
  ),
  imagesMaxSide: variable('IMAGES_MAX_SIDE', 'images wider or taller than this (in pixels) are refused before decoding', int(10_000, 1, 100_000)),
  imagesTemporaryHours: variable('IMAGES_TEMPORARY_HOURS', 'hours an upload may stay unattached before the hourly job deletes it', int(12, 1, 24 * 365)),
  welcomeCommunity: variable(
    'WELCOME_COMMUNITY',
    'community named in the welcome notification sent 6 hours after signup (docs/api/notifications.md §6); empty = no welcome',
    optional,
    '(off)',
  ),
  welcomeEveryMs: variable('WELCOME_EVERY_MS', 'period of the worker job that sends welcome notifications', int(60_000, 1000, 86_400_000)),
  announcementsEveryMs: variable(
    'ANNOUNCEMENTS_EVERY_MS',
    'period of the worker job that delivers announced posts as notifications',
    int(10_000, 1000, 3_600_000),
  ),
  analyticsSnapshotEveryMs: variable(
    'ANALYTICS_SNAPSHOT_EVERY_MS',
    'period of the worker job that stores the basic site statistics (docs/api/rules.md §17: hourly)',
    int(3_600_000, 1000, 86_400_000),
  ),
  torExitListUrl: variable(
    'TOR_EXIT_LIST_URL',
    'list of Tor exit addresses (one a line) each api process downloads every 15 minutes while the torBlocked site setting is on',
    url(['http:', 'https:'], 'https://check.torproject.org/torbulkexitlist'),
  ),
  smtpUrl: variable(
    'SMTP_URL',
    'mail server for password reset and email confirmation (smtp:// or smtps://, user and password in the URL); unset = no email features',
    url(['smtp:', 'smtps:']),
    '(off)',
  ),
  mailFrom: variable('MAIL_FROM', 'sender address of the mails Quorum sends', email, 'no-reply@<host of PUBLIC_URL>'),
  siteContactEmail: variable('SITE_CONTACT_EMAIL', 'address of the Contact links in the sidebar and footer; unset = no Contact link', email, '(none)'),
  siteSourceUrl: variable(
    'SITE_SOURCE_URL',
    'the source-code repository the sidebar and footer link to (AGPL: link your own changes); unset = no link',
    url(['http:', 'https:']),
    '(none)',
  ),
  linksAllowPrivateAddresses: variable(
    'LINKS_ALLOW_PRIVATE_ADDRESSES',
    'link fetching may reach loopback/private addresses on any port (tests and development only; refused in production)',
    bool(false),
  ),
} as const;
