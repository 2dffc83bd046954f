import { DynamicModule, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';
import { RedisService } from '../redis';
import { dataSourceOptions, DatabaseSettings } from './data-source-options';
import { databasePool } from './database-pool';
import { MemberWritePositions } from './member-write-positions';
import { ReadOnlyDatabase } from './read-only-database';
import { replicaSetOf } from './replica-pools';
import { ReplicaSet } from './replica-set';
import { DATABASE_ROLE, DatabaseRole, StatementTimeoutCheck, statementTimeoutOf } from './statement-timeout-check';

@Module({})
export class DatabaseModule {
  /**
   * `role` picks the statement timeout: the api answers users, the worker may run longer jobs. Only the api reads
   * from the replicas (DATABASE_REPLICA_URLS); the worker and the CLI get a ReadOnlyDatabase on the primary.
   */
  static forRoot(role: DatabaseRole): DynamicModule {
    const usesReplicas = (config: AppConfig) => role === 'api' && config.databaseReplicaUrls.length > 0;
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => {
            if (!config.databaseUrl) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)');
            return { ...dataSourceOptions(settingsOf(config, role, config.databaseUrl)), autoLoadEntities: true };
          },
        }),
      ],
      providers: [
        { provide: DATABASE_ROLE, useValue: role },
        StatementTimeoutCheck,
        {
          provide: ReplicaSet,
          inject: [getDataSourceToken(), AppConfig],
          useFactory: (db: DataSource, config: AppConfig) =>
            replicaSetOf(
              databasePool(db),
              usesReplicas(config) ? config.databaseReplicaUrls : [],
              (url) => settingsOf(config, role, url),
              config.databaseReplicaMaxLagMs,
            ),
        },
        {
          provide: MemberWritePositions,
          inject: [getDataSourceToken(), AppConfig, { token: RedisService, optional: true }],
          useFactory: (db: DataSource, config: AppConfig, redis: RedisService | undefined) => {
            if (!usesReplicas(config)) return new MemberWritePositions(databasePool(db), undefined, config.databaseReplicaMaxLagMs);
            // Without the members' write positions a replica would show members pages without their own writes.
            if (!redis) throw new Error('DATABASE_REPLICA_URLS needs Redis (RedisModule) for read-your-writes');
            return new MemberWritePositions(databasePool(db), redis.client, config.databaseReplicaMaxLagMs);
          },
        },
        {
          provide: ReadOnlyDatabase,
          inject: [ReplicaSet, MemberWritePositions],
          useFactory: (replicas: ReplicaSet, positions: MemberWritePositions) => new ReadOnlyDatabase(replicas, positions),
        },
      ],
      exports: [ReadOnlyDatabase, MemberWritePositions],
    };
  }
}

function settingsOf(config: AppConfig, role: DatabaseRole, url: string): DatabaseSettings {
  return {
    url,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: statementTimeoutOf(role, config),
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    applicationName: `quorum-${role}`,
    pooler: config.databasePooler,
    preparedStatements: config.databasePreparedStatements,
  };
}
