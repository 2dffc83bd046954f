import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppConfig } from '@app/server/core/config';
import { createRootLogger, httpSerializers, ProcessName } from './log-options';
import { QuorumLogger } from './nest-logger';

/**
 * Structured logs for a process (nestjs-pino: its Logger and PinoLogger over our root pino logger). The
 * api mounts its own request-logging middleware first in the chain (`requestLogging`), which opens each
 * request's log context. `destination` lets a test capture the lines.
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(processName: ProcessName, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            pinoHttp: { logger: createRootLogger(config, processName, destination), serializers: httpSerializers, autoLogging: false },
            useExisting: true,
            // No nestjs-pino middleware: `requestLogging` (first in the api's chain) already runs each request
            // in its log context, and a catch-all route of its own would make every /api path "exist" to the
            // 404-vs-400 check (RouteTable).
            forRoutes: [],
          }),
        }),
      ],
      providers: [QuorumLogger],
      exports: [QuorumLogger],
    };
  }
}
