import { DynamicModule, Global, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { JobRuns } from './job-runs';
import { ProcessName } from './log-options';
import { LoggingModule } from './logging.module';
import { MetricsHttpServer } from './metrics-http-server';
import { MetricsService } from './metrics.service';
import { ProcessGauges, QueueGauges } from './state-gauges';

const metrics = (processName: ProcessName) => ({ provide: MetricsService, useFactory: () => new MetricsService(processName) });

/**
 * Logs and metrics of one process (readiness: `health/`). The api gets the queue gauges; the worker
 * gets job runs (context, timing) and its own small metrics server.
 */
@Global()
@Module({})
export class ObservabilityModule {
  static forApi(options: { logDestination?: DestinationStream } = {}): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggingModule.forRoot('api', options.logDestination)],
      providers: [metrics('api'), ProcessGauges, QueueGauges],
      exports: [MetricsService],
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggingModule.forRoot('worker')],
      providers: [metrics('worker'), ProcessGauges, JobRuns, MetricsHttpServer],
      exports: [MetricsService, JobRuns],
    };
  }
}
