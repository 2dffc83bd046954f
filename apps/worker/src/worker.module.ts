import { DynamicModule, Module } from '@nestjs/common';
import { AnalyticsWorkerModule } from '@app/server/analytics';
import { AppConfig, ConfigModule } from '@app/server/core/config';
import { DatabaseModule } from '@app/server/core/database';
import { DomainEventsModule } from '@app/server/core/events';
import { JobsModule } from '@app/server/core/jobs';
import { RedisModule } from '@app/server/core/redis';
import { ImagesWorkerModule } from '@app/server/images';
import { ObservabilityModule } from '@app/server/observability';
import { IpBlocksWorkerModule } from '@app/server/ip-blocks';
import { NotificationJobsModule } from '@app/server/notifications';
import { PostMaintenanceModule } from '@app/server/posts';
import { PushModule } from '@app/server/push';
import { SystemModule } from '@app/server/system';
import { AnalyticsProcessor } from './processors/analytics.processor';
import { ImagesProcessor } from './processors/images.processor';
import { IpBlocksProcessor } from './processors/ipblocks.processor';
import { NotificationsProcessor } from './processors/notifications.processor';
import { PostsProcessor } from './processors/posts.processor';
import { PushProcessor } from './processors/push.processor';
import { SystemProcessor } from './processors/system.processor';
import { HealthFile } from './health-file';
import { Schedules } from './schedules';

/** The queue edge: one processor per queue, the schedules, and the services they call. Never migrates. */
@Module({})
export class WorkerModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        ObservabilityModule.forWorker(),
        DatabaseModule.forRoot('worker'),
        RedisModule,
        DomainEventsModule,
        JobsModule,
        SystemModule,
        ImagesWorkerModule,
        PostMaintenanceModule,
        NotificationJobsModule,
        AnalyticsWorkerModule,
        IpBlocksWorkerModule,
        PushModule,
      ],
      providers: [
        SystemProcessor,
        ImagesProcessor,
        PostsProcessor,
        NotificationsProcessor,
        AnalyticsProcessor,
        IpBlocksProcessor,
        PushProcessor,
        Schedules,
        HealthFile,
      ],
    };
  }
}
