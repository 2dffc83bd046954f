import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountsModule } from '@app/server/accounts';
import { AdminModule } from '@app/server/admin';
import { AnalyticsModule } from '@app/server/analytics';
import { AuthModule } from '@app/server/auth';
import { CommentsModule } from '@app/server/comments';
import { CommunitiesModule } from '@app/server/communities';
import { Clock } from '@app/server/core/clock';
import { AppConfig, ConfigModule } from '@app/server/core/config';
import { DatabaseModule } from '@app/server/core/database';
import { DomainEventsModule, OutboxRelay } from '@app/server/core/events';
import { JobsModule } from '@app/server/core/jobs';
import { RedisModule } from '@app/server/core/redis';
import { ThrottlingModule } from '@app/server/core/throttling';
import { ImagesModule } from '@app/server/images';
import { PicturesModule } from '@app/server/images/pictures';
import { InitialStateModule } from '@app/server/initial-state';
import { IpBlocksModule } from '@app/server/ip-blocks';
import { LinkPreviewModule } from '@app/server/link-preview';
import { ListsModule } from '@app/server/lists';
import { SearchModule } from '@app/server/search';
import { MutesModule } from '@app/server/mutes';
import { ModlogModule } from '@app/server/modlog';
import { NotificationsModule } from '@app/server/notifications';
import { ObservabilityModule } from '@app/server/observability';
import { HealthModule } from '@app/server/observability/health';
import { PagePreviewsModule } from '@app/server/page-previews';
import { PostPageModule } from '@app/server/post-page';
import { PostsModule } from '@app/server/posts';
import { ProfilesModule } from '@app/server/profiles';
import { PushModule } from '@app/server/push';
import { ReportsModule } from '@app/server/reports';
import { SitePagesModule } from '@app/server/site-pages';
import { SiteSettingsModule } from '@app/server/site-settings';
import { UsersModule } from '@app/server/users';
import { AdminController } from './controllers/admin.controller';
import { AnalyticsController } from './controllers/analytics.controller';
import { CommentsController } from './controllers/comments.controller';
import { CommunitiesController } from './controllers/communities.controller';
import { CommunityModerationController } from './controllers/community-moderation.controller';
import { ImagesController } from './controllers/images.controller';
import { LinkInfoController } from './controllers/link-info.controller';
import { ListsController } from './controllers/lists.controller';
import { SearchController } from './controllers/search.controller';
import { MutesController } from './controllers/mutes.controller';
import { ModlogController } from './controllers/modlog.controller';
import { NotificationsController } from './controllers/notifications.controller';
import { OpsController } from './controllers/ops.controller';
import { DocsController } from './controllers/docs.controller';
import { ApiDocs } from './openapi/api-docs';
import { PostsController } from './controllers/posts.controller';
import { PushController } from './controllers/push.controller';
import { ReportsController } from './controllers/reports.controller';
import { SessionController } from './controllers/session.controller';
import { AccountSecurityController } from './controllers/account-security.controller';
import { SettingsController } from './controllers/settings.controller';
import { TwoFactorController } from './controllers/two-factor.controller';
import { SiteAdminController } from './controllers/site-admin.controller';
import { SitePagesController } from './controllers/site-pages.controller';
import { UsersController } from './controllers/users.controller';
import { AccessGuard } from './http/access.guard';
import { CommunityGuard } from './http/community-route';
import { RateLimitGuard } from './http/rate-limit.guard';
import { ContractValidationPipe } from './http/validation.pipe';
import { ListLookup } from './http/list-lookup';
import { VisitorCache } from './http/visitor-cache';

/** The HTTP edge. Pass a config to build it for tests; without one it reads the environment. */
@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ObservabilityModule.forApi(),
        HealthModule,
        DatabaseModule.forRoot('api'),
        RedisModule,
        ThrottlingModule,
        DomainEventsModule,
        JobsModule,
        UsersModule,
        AuthModule,
        InitialStateModule,
        CommunitiesModule,
        ProfilesModule,
        AdminModule,
        PostsModule,
        CommentsModule,
        PostPageModule,
        ReportsModule,
        LinkPreviewModule,
        ImagesModule,
        PicturesModule,
        NotificationsModule,
        AnalyticsModule,
        AccountsModule,
        // Per-process timers: the block list's poll and the Tor exit list's refresh.
        ScheduleModule.forRoot(),
        SiteSettingsModule,
        IpBlocksModule,
        ListsModule,
        SearchModule,
        MutesModule,
        ModlogModule,
        PushModule,
        PagePreviewsModule,
        SitePagesModule,
      ],
      controllers: [
        SessionController,
        AccountSecurityController,
        UsersController,
        CommunitiesController,
        CommunityModerationController,
        ModlogController,
        AdminController,
        PostsController,
        ReportsController,
        CommentsController,
        LinkInfoController,
        ImagesController,
        NotificationsController,
        AnalyticsController,
        SettingsController,
        TwoFactorController,
        SiteAdminController,
        ListsController,
        SearchController,
        MutesController,
        PushController,
        SitePagesController,
        OpsController,
        DocsController,
      ],
      providers: [
        Clock,
        ApiDocs,
        // Delivers the domain events an outage kept from their handlers, which live in this process.
        OutboxRelay,
        VisitorCache,
        ListLookup,
        // Guards run in this order: who the caller is, the route's rate limit (429 after 401, before the
        // body and the path's ids, as docs/api/errors.md §3 orders them), then what the caller is to the community in the path.
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: CommunityGuard },
        { provide: APP_PIPE, useClass: ContractValidationPipe },
      ],
    };
  }
}
