import { Module } from '@nestjs/common';
import { CommentsModule } from '@app/server/comments';
import { CommunitiesModule } from '@app/server/communities';
import { PostsModule } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { SearchService } from './search.service';

/** MutedContent comes from the global MutesModule, as for the feeds. */
@Module({
  imports: [PostsModule, CommentsModule, CommunitiesModule, UsersModule],
  providers: [SearchService],
  exports: [SearchService],
})
export class SearchModule {}
