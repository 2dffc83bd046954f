import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import pino, { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from '@app/server/core/config';

export type ProcessName = 'api' | 'worker' | 'cli';

/** Nest's level names → pino's. */
const PINO_LEVEL: Record<AppConfig['logLevel'], pino.Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/**
 * Paths pino blanks wherever a log call passes an object. The request serializer below already keeps
 * no headers, bodies or query secrets; this list catches what a careless `logger.log({ ... })` might add.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'res.headers["csrf-token"]',
  'headers.cookie',
  'headers.authorization',
  'cookie',
  'cookies',
  'password',
  'newPassword',
  'repeatPassword',
  'currentPassword',
  'sessionSecret',
  's3SecretAccessKey',
  'csrfToken',
  'token',
  '*.password',
  '*.newPassword',
  '*.repeatPassword',
  '*.currentPassword',
  '*.cookie',
  '*.csrfToken',
  '*.token',
];

/** Query parameters whose values never reach a log line (`?adminKey=` skips CSRF and rate limits). */
const SECRET_QUERY = /^(adminkey|token|password|secret|key|sig|signature)$/i;

/** The URL with the values of secret-looking query parameters replaced. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return SECRET_QUERY.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A caller's X-Request-Id is kept when it is short and plain (it ends up in logs and headers). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Whether this process writes human-readable lines (LOG_FORMAT, or a terminal outside production). */
export function wantsPrettyLogs(config: Pick<AppConfig, 'logFormat' | 'nodeEnv'>, isTty: boolean): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return config.nodeEnv !== 'production' && isTty;
}

/**
 * pino-pretty is a dev dependency: loaded only when asked for, and its absence (a production install)
 * falls back to JSON instead of failing the start.
 */
function prettyStream(): DestinationStream | undefined {
  try {
    const load = createRequire(__filename);
    const pretty = load('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
    // Colours follow pino-pretty's own detection (a terminal, NO_COLOR unset).
    return pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,process,context,req,res,responseTime',
      messageFormat: '{if context}[{context}] {end}{msg}',
    });
  } catch {
    return undefined;
  }
}

/** The root logger of a process: JSON lines on stdout (or pretty in development), secrets redacted. */
export function createRootLogger(config: AppConfig, processName: ProcessName, destination?: DestinationStream): pino.Logger {
  const pretty = !destination && wantsPrettyLogs(config, Boolean(process.stdout.isTTY)) ? prettyStream() : undefined;
  const options: LoggerOptions = {
    level: PINO_LEVEL[config.logLevel],
    base: { process: processName, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Log systems read the level's name; pino-pretty wants the number.
    formatters: pretty ? {} : { level: (label) => ({ level: label }) },
  };
  return pino(options, destination ?? pretty ?? pino.destination({ dest: 1, sync: true }));
}

/** What one HTTP request's completion line says about the request and its response: no headers, no body. */
export const httpSerializers = {
  req: (req: IncomingMessage & { originalUrl?: string }) => ({ method: req.method, url: loggableUrl(req.originalUrl ?? req.url ?? '') }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
};
