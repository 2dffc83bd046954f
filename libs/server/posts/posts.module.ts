import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { CommunitiesModule } from '@app/server/communities';
import { ImagesCoreModule } from '@app/server/images';
import { ModlogModule } from '@app/server/modlog';
import { UsersModule } from '@app/server/users';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';
import { HiddenPostsService } from './hidden-posts.service';
import { PostActionsService } from './post-actions.service';
import { PostAnnouncementSteps } from './post-announcement-steps';
import { PostCreateService } from './post-create.service';
import { PostDeleteService } from './post-delete.service';
import { PostHistoryService } from './post-history.service';
import { PostModerationRepository } from './post-moderation.repository';
import { PostSearchRepository } from './post-search.repository';
import { PostSearchService } from './post-search.service';
import { PostVersionsRepository } from './post-versions.repository';
import { PostViewsRepository } from './post-views.repository';
import { PostViewsService } from './post-views.service';
import { PostVotesRepository } from './post-votes.repository';
import { PostVotesService } from './post-votes.service';
import { PostsErasure } from './posts-erasure';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

const services = [
  PostsService,
  PostViewsService,
  PostCreateService,
  PostActionsService,
  PostDeleteService,
  PostVotesService,
  HiddenPostsService,
  FeedService,
  PostSearchService,
  PostHistoryService,
];

@Module({
  imports: [UsersModule, CommunitiesModule, ImagesCoreModule, ModlogModule],
  providers: [
    ...services,
    PostsErasure,
    PostsRepository,
    PostViewsRepository,
    PostVotesRepository,
    PostModerationRepository,
    PostVersionsRepository,
    FeedRepository,
    PostSearchRepository,
    Clock,
    PostAnnouncementSteps,
  ],
  // MutedContent (feed filters, viewer flags) is bound by the global MutesModule, not here.
  // PostAnnouncementSteps: notifications queues an announcement's delivery in the announce's transaction.
  exports: [...services, PostAnnouncementSteps],
})
export class PostsModule {}
