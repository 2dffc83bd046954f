import { Controller, Get, Header, Headers, Res } from '@nestjs/common';
import type { Response } from 'express';
import { METRICS_CONTENT_TYPE, MetricsService } from '@app/server/observability';
import { ReadinessService } from '@app/server/observability/health';
import { OperatorOnly, Public } from '../http/access';
import { Documented } from '../openapi/documented';

/**
 * Probes and monitoring, outside `/api` and without a session (docs/operations.md "Health", "Metrics").
 * `/healthz`: the process answers. `/readyz`: PostgreSQL, Redis and migrations (503 when one is down), with
 * the details only for the holder of METRICS_TOKEN.
 */
@Controller()
export class OpsController {
  constructor(
    private readonly readiness: ReadinessService,
    private readonly metrics: MetricsService,
  ) {}

  @Get('healthz')
  @Documented('Check that the server is up', [])
  @Public()
  @Header('Cache-Control', 'no-store')
  alive(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  @Documented('Check that the server can serve requests', [])
  @Public()
  @Header('Cache-Control', 'no-store')
  async ready(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) res: Response): Promise<object> {
    const { ready, body } = await this.readiness.report(authorization);
    res.status(ready ? 200 : 503);
    return body;
  }

  @Get('metrics')
  @Documented('Read the metrics (monitoring)', [])
  @OperatorOnly()
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', METRICS_CONTENT_TYPE)
  scrape(): Promise<string> {
    return this.metrics.text();
  }
}
