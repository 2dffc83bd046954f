import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppConfig } from '@app/server/core/config';
import { createRootLogger, httpSerializers, ProcessName } from './log-options';
import { QuorumLogger } from './nest-logger';

/**
 * Structured logs for a process (nestjs-pino). The api mounts its own request-logging middleware first
 * in the chain (`requestLogging`), so nestjs-pino only binds that request's logger for Nest's handlers
 * (`useExisting`). `destination` lets a test capture the lines.
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
          }),
        }),
      ],
      providers: [QuorumLogger],
      exports: [QuorumLogger],
    };
  }
}
