import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config';
import { dataSourceOptions } from './data-source-options';
import { DATABASE_ROLE, DatabaseRole, StatementTimeoutCheck, statementTimeoutOf } from './statement-timeout-check';

@Module({})
export class DatabaseModule {
  /** `role` picks the statement timeout: the api answers users, the worker may run longer jobs. */
  static forRoot(role: DatabaseRole): DynamicModule {
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
                statementTimeoutMs: statementTimeoutOf(role, config),
                connectTimeoutMs: config.databaseConnectTimeoutMs,
                applicationName: `quorum-${role}`,
                pooler: config.databasePooler,
                preparedStatements: config.databasePreparedStatements,
              }),
              autoLoadEntities: true,
            };
          },
        }),
      ],
      providers: [{ provide: DATABASE_ROLE, useValue: role }, StatementTimeoutCheck],
    };
  }
}
