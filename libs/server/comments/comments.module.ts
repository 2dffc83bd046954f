import { Module } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { Clock } from '@app/server/core/clock';
import { ModlogModule } from '@app/server/modlog';
import { PostsModule } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { CommentActionsService } from './comment-actions.service';
import { CommentCapacity } from './comment-capacity.service';
import { CommentCreationService } from './comment-creation.service';
import { CommentHistoryService } from './comment-history.service';
import { CommentJsonService } from './comment-json.service';
import { CommentSearchRepository } from './comment-search.repository';
import { CommentSearchService } from './comment-search.service';
import { CommentVersionsRepository } from './comment-versions.repository';
import { CommentViewsService } from './comment-views.service';
import { CommentVotesRepository } from './comment-votes.repository';
import { CommentVotesService } from './comment-votes.service';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

const services = [
  CommentsService,
  CommentCreationService,
  CommentActionsService,
  CommentVotesService,
  CommentViewsService,
  CommentSearchService,
  CommentHistoryService,
];

@Module({
  imports: [UsersModule, CommunitiesModule, PostsModule, ModlogModule],
  providers: [
    ...services,
    CommentJsonService,
    CommentCapacity,
    CommentsRepository,
    CommentVotesRepository,
    CommentSearchRepository,
    CommentVersionsRepository,
    Clock,
  ],
  exports: services,
})
export class CommentsModule {}
