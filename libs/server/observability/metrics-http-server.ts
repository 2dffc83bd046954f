import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { AppConfig } from '@app/server/core/config';
import { bearerMatches } from './metrics-token';
import { METRICS_CONTENT_TYPE, MetricsService } from './metrics.service';

/**
 * The worker has no HTTP port of its own: with WORKER_METRICS_PORT set it serves `/metrics` (bearer
 * METRICS_TOKEN when one is configured) and `/healthz` on HOST:port for Prometheus and the orchestrator.
 */
@Injectable()
export class MetricsHttpServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.workerMetricsPort) return;
    const server = createServer((req, res) => void this.answer(req.method ?? '', req.url ?? '', req.headers.authorization, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.workerMetricsPort, this.config.host, resolve);
    });
    this.server = server;
    this.logger.log(`metrics on http://${this.config.host}:${this.config.workerMetricsPort}/metrics`);
  }

  private async answer(method: string, url: string, authorization: string | undefined, res: import('node:http').ServerResponse): Promise<void> {
    const path = url.split('?', 1)[0];
    res.setHeader('Cache-Control', 'no-store');
    if (method !== 'GET' && method !== 'HEAD') return void res.writeHead(405).end();
    if (path === '/healthz') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    if (path !== '/metrics') return void res.writeHead(404).end();
    const token = this.config.metricsToken;
    if (token && !bearerMatches(authorization, token)) return void res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
    try {
      const text = await this.metrics.text();
      res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE }).end(text);
    } catch (error) {
      this.logger.error(`metrics: ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(500).end();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
