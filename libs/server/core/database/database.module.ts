import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config';
import { dataSourceOptions } from './data-source-options';

@Module({})
export class DatabaseModule {
  /** `role` picks the statement timeout: the api answers users, the worker may run longer jobs. */
  static forRoot(role: 'api' | 'worker' | 'cli'): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => {
            if (!config.databaseUrl) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)');
            return {
              ...dataSourceOptions({
                url: config.databaseUrl,
                poolSize: config.databasePoolSize,
                statementTimeoutMs: role === 'api' ? config.databaseStatementTimeoutMs : config.workerStatementTimeoutMs,
                connectTimeoutMs: config.databaseConnectTimeoutMs,
                applicationName: `quorum-${role}`,
              }),
              autoLoadEntities: true,
            };
          },
        }),
      ],
    };
  }
}
