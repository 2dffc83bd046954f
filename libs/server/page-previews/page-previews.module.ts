import { Module } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { PostsModule } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { PagePreviewsService } from './page-previews.service';

@Module({
  imports: [PostsModule, CommunitiesModule, UsersModule],
  providers: [PagePreviewsService],
  exports: [PagePreviewsService],
})
export class PagePreviewsModule {}
