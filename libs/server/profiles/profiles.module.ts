import { Module } from '@nestjs/common';
import { CommentsModule } from '@app/server/comments';
import { CommunitiesModule } from '@app/server/communities';
import { PostsModule } from '@app/server/posts';
import { PushModule } from '@app/server/push';
import { UsersModule } from '@app/server/users';
import { ProfileFeedService } from './profile-feed.service';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [UsersModule, CommunitiesModule, PostsModule, CommentsModule, PushModule],
  providers: [ProfilesService, ProfileFeedService],
  exports: [ProfilesService, ProfileFeedService],
})
export class ProfilesModule {}
