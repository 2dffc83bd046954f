import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express, { NextFunction, Request, Response } from 'express';
import pino, { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { currentRequestId } from '@app/server/core/request-context';
import { httpSerializers, loggableUrl, requestIdOf } from '@app/server/observability';
import { isOpsPath } from './ops-paths';
import { REQUEST_ID_HEADER, requestLogging } from './request-logging';
import type { RequestState } from './request-state';

/** The completion line as pino-http 11 wrote it with the options this file had before (the reference). */
function pinoHttpReference(logger: Logger) {
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    serializers: httpSerializers,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customProps: (req) => (req.quorum?.userId ? { userId: req.quorum.userId } : {}),
    customLogLevel: (req, res, error) => (error || res.statusCode >= 500 ? 'error' : isOpsPath(req.path) ? 'debug' : 'info'),
    customSuccessMessage: (req, res, ms) => `${req.method} ${loggableUrl(req.originalUrl)} ${res.statusCode} ${ms} ms`,
    customErrorMessage: (req, res) => `${req.method} ${loggableUrl(req.originalUrl)} ${res.statusCode}`,
    customErrorObject: (_req, _res, _error, value: { res?: unknown; responseTime?: number }) => ({ res: value.res, responseTime: value.responseTime }),
  });
}

type Line = Record<string, unknown>;

function capture(level: pino.Level) {
  const lines: Line[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString()) as Line), done()) });
  const logger = pino({ level, base: { process: 'api' }, timestamp: false, formatters: { level: (label) => ({ level: label }) } }, stream);
  return { lines, logger };
}

/** What requestLogging needs of nestjs-pino's PinoLogger. */
const pinoLike = (logger: Logger) => ({ logger, runInContext: <T>(fn: () => T) => fn() }) as never;

async function serve(first: express.RequestHandler, contexts: Array<string | undefined> = []) {
  const app = express();
  app.use(first);
  app.use((req: Request, _res: Response, next: NextFunction) => {
    contexts.push(currentRequestId());
    if (req.headers['x-user']) req.quorum = { userId: String(req.headers['x-user']) } as RequestState;
    next();
  });
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/api/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/api/missing', (_req, res) => void res.status(404).json({ status: 404 }));
  app.get('/api/broken', (_req, res) => void res.status(500).json({ status: 500 }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((done) => server.close(done)) };
}

const CALLS: Array<[string, Record<string, string>]> = [
  ['/api/ok?adminKey=secret&x=1', { 'X-Request-Id': 'req-1' }],
  ['/api/ok', { 'X-Request-Id': 'req-2', 'X-User': 'u7' }],
  ['/api/missing', { 'X-Request-Id': 'req-3' }],
  ['/api/broken', { 'X-Request-Id': 'req-4', 'X-User': 'u8' }],
  ['/healthz', { 'X-Request-Id': 'req-5' }],
];

/**
 * The line a GET is logged with: an error's message has no response time (only the field says it), and
 * `userId` stands only when a member was signed in.
 */
function line(level: 'info' | 'error', reqId: string, url: string, statusCode: number, userId?: string) {
  return {
    level,
    process: 'api',
    reqId,
    req: { method: 'GET', url },
    ...(userId ? { userId } : {}),
    res: { statusCode },
    responseTime: 'number',
    msg: `GET ${url} ${statusCode}${level === 'error' ? '' : ' N ms'}`,
  };
}

async function linesOf(level: pino.Level, middleware: (logger: Logger) => express.RequestHandler) {
  const { lines, logger } = capture(level);
  const server = await serve(middleware(logger));
  const ids: Array<string | null> = [];
  try {
    for (const [path, headers] of CALLS) ids.push((await fetch(`${server.base}${path}`, { headers })).headers.get(REQUEST_ID_HEADER));
  } finally {
    await server.close();
  }
  return {
    ids,
    lines: lines.map(({ responseTime, msg, ...rest }) => ({ ...rest, responseTime: typeof responseTime, msg: String(msg).replace(/ \d+ ms$/, ' N ms') })),
  };
}

describe('requestLogging', () => {
  it.each(['debug', 'info', 'warn'] as const)('writes the lines pino-http wrote, fields in the same order, at LOG_LEVEL %s', async (level) => {
    const ours = await linesOf(level, (logger) => requestLogging(pinoLike(logger)));
    const reference = await linesOf(level, pinoHttpReference);
    expect(ours.ids).toEqual(['req-1', 'req-2', 'req-3', 'req-4', 'req-5']);
    expect(ours.ids).toEqual(reference.ids);
    expect(ours.lines.map((l) => JSON.stringify(l))).toEqual(reference.lines.map((l) => JSON.stringify(l)));
    expect(ours.lines.length).toBe({ debug: 5, info: 4, warn: 1 }[level]);
  });

  it('says what was asked, how it ended and by whom, with secrets masked', async () => {
    const { lines } = await linesOf('info', (logger) => requestLogging(pinoLike(logger)));
    expect(lines).toEqual([
      line('info', 'req-1', '/api/ok?adminKey=[redacted]&x=1', 200),
      line('info', 'req-2', '/api/ok', 200, 'u7'),
      line('info', 'req-3', '/api/missing', 404),
      line('error', 'req-4', '/api/broken', 500, 'u8'),
    ]);
  });

  it('runs the rest of the chain in the request context, whatever the level', async () => {
    for (const level of ['info', 'error'] as const) {
      const contexts: Array<string | undefined> = [];
      const server = await serve(requestLogging(pinoLike(capture(level).logger)), contexts);
      try {
        const res = await fetch(`${server.base}/api/ok`, { headers: { 'X-Request-Id': 'has space' } });
        expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
        expect(contexts).toEqual([res.headers.get(REQUEST_ID_HEADER)]);
      } finally {
        await server.close();
      }
    }
  });
});
