import { Logger, RequestMethod } from '@nestjs/common';
import { ExpressAdapter, NestExpressApplication } from '@nestjs/platform-express';
import expressFactory from 'express';
import type { NextFunction, Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { errorBody, Errors } from '@app/contract';
import { SessionsService } from '@app/server/auth';
import { Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { MemberWritePositions, migrateDatabase } from '@app/server/core/database';
import { ImageFilesService } from '@app/server/images';
import { BlockedAddresses } from '@app/server/ip-blocks';
import { MetricsService } from '@app/server/observability';
import { API_PREFIX, isApiPath } from './http/api-path';
import { refuseBlockedAddresses } from './http/blocked-addresses.middleware';
import { csrfMiddleware } from './http/csrf.middleware';
import { ContractExceptionFilter } from './http/exception.filter';
import { jsonBody } from './http/json-body';
import { refuseNulInUrl } from './http/nul-in-url';
import { RouteTable } from './http/route-table';
import { securityHeaders } from './http/security-headers';
import { sendError } from './http/send-error';
import { sendUnavailable } from './http/unavailable';
import { sessionMiddleware } from './http/session.middleware';
import { httpMetrics } from './http/http-metrics';
import { imagesRouter } from './http/images-router';
import { answerCompression, COMPRESSION_SETTINGS } from './http/compression';
import { RawJsonExpressAdapter, RawJsonSender } from './http/raw-json';
import { isOpsPath, OPS_PATHS } from './http/ops-paths';
import { logUserId, requestLogging } from './http/request-logging';
import { readRouting, ReadYourWritesInterceptor } from './http/read-routing';
import { ApiDocs } from './openapi/api-docs';
import { docsAssets, DOCS_ASSETS_PATH } from './openapi/docs-page';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { openSearchDescription } from './http/opensearch';
import { spaRouter } from './http/spa';
import { firstScreenPages, manifestReader, renderThreads, serverEntryLoader, serviceAnswers } from './http/first-screen';
import { InitialStateService } from '@app/server/initial-state';
import { FeedService } from '@app/server/posts';
import { PostPageService } from '@app/server/post-page';
import { PagePreviewsService, SITE_NAME } from '@app/server/page-previews';

/**
 * The Express app behind Nest. Its router reads these settings once, when it is first touched, so they are
 * set before Nest sees it: API paths are case-sensitive and `/api/posts/` is not `/api/posts`. The adapter
 * sends RawJson answers itself, compressed once per answer Buffer (http/raw-json.ts).
 */
export function createHttpAdapter(): ExpressAdapter {
  const instance = expressFactory();
  instance.set('strict routing', true);
  instance.set('case sensitive routing', true);
  return new RawJsonExpressAdapter(instance, new RawJsonSender(COMPRESSION_SETTINGS));
}

/**
 * Everything main.ts and the tests both need, in request order: headers, gzip, blocked addresses, session, CSRF, JSON
 * body (bounded per route), then Nest's routes under /api and the SPA for every other page.
 */
export async function configureApp(app: NestExpressApplication): Promise<void> {
  const express = app.getHttpAdapter().getInstance();
  const config = app.get(AppConfig);
  if (config.databaseMigrateOnBoot) {
    const applied = await migrateDatabase(app.get(DataSource), config);
    if (applied.length) new Logger('Migrations').log(`applied ${applied.join(', ')}`);
  }
  const sessions = app.get(SessionsService);
  const pino = await app.resolve<PinoLogger>(PinoLogger);
  express.disable('x-powered-by');
  express.set('etag', false);
  // First: the request id, the completion log line and the request's timing cover everything below.
  app.use(requestLogging(pino));
  app.use(httpMetrics(app.get(MetricsService)));
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }));
  app.use(answerCompression());
  // Before anything else that costs: a blocked address gets the blocked page on every path, images included
  // (probes and scrapes excepted: blocking the load balancer's range must not take the site down).
  app.use(unlessOps(refuseBlockedAddresses(app.get(BlockedAddresses), config.trustedProxies)));
  // Image files need no session (and must not set cookies on year-long cached answers).
  app.use(imagesRouter(app.get(ImageFilesService)));
  app.use(DOCS_ASSETS_PATH, docsAssets());
  // Probes and scrapes neither get nor need a session, a CSRF token or a cookie.
  app.use(unlessOps(sessionMiddleware(sessions, config, app.get(Clock))));
  app.use(logUserId(pino));
  app.use(unlessOps(readRouting()));
  app.use('/api', refuseNulInUrl);
  // The CSRF check needs no body: a caller without the token never gets one read.
  app.use('/api', csrfMiddleware(sessions, config));
  app.use('/api', jsonBody());
  const previews = app.get(PagePreviewsService);
  const threads = renderThreads(config.webDistDir, new Logger('FirstScreen'));
  // The render threads end with the server (Nest closes it on shutdown and in tests).
  app.getHttpServer().once('close', () => void threads.close());
  const firstScreen = firstScreenPages({
    planner: serverEntryLoader(config.webDistDir, new Logger('FirstScreen')),
    threads: threads.run,
    metrics: app.get(MetricsService),
    manifest: manifestReader(config.webDistDir),
    answers: serviceAnswers(app.get(InitialStateService), app.get(FeedService), app.get(PostPageService)),
    protocol: new URL(config.publicUrl).protocol,
    logger: new Logger('FirstScreen'),
  });
  express.get('/opensearch.xml', openSearchDescription(config.publicUrl, SITE_NAME));
  app.use(spaRouter(config.webDistDir, { previews: (path) => previews.previewFor(path), siteName: SITE_NAME, firstScreen }));
  app.setGlobalPrefix(API_PREFIX, { exclude: OPS_PATHS.map((path) => ({ path, method: RequestMethod.GET })) });
  app.useGlobalFilters(new ContractExceptionFilter(new RouteTable(express)));
  // Only with replicas: any global interceptor puts every handler's answer through an rxjs pipeline, which
  // measured about 80 µs of CPU a request on the feeds (docs/performance.md, "One house, not slower").
  const writePositions = app.get(MemberWritePositions);
  if (writePositions.enabled) app.useGlobalInterceptors(new ReadYourWritesInterceptor(writePositions));
  await app.init();
  app.get(ApiDocs).setBuilder(() => buildOpenApiDocument(app));
  // Failures outside Nest's handlers (middleware) still answer in the contract's envelope.
  express.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (sendUnavailable(req, res, error)) return;
    new Logger('Errors').error(`${req.method} ${req.path}: ${error instanceof Error ? error.stack : String(error)}`);
    if (isApiPath(req.path)) return sendError(res, errorBody(Errors.INTERNAL));
    res.status(500).type('text/plain').send('Internal Server Error');
  });
}

/** The middleware for every path but the operations routes (/healthz, /readyz, /metrics). */
function unlessOps(middleware: (req: Request, res: Response, next: NextFunction) => unknown) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isOpsPath(req.path)) return next();
    void middleware(req, res, next);
  };
}
