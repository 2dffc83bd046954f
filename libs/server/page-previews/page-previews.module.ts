import { Module } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { PostsModule } from '@app/server/posts';
import { PagePreviewsService } from './page-previews.service';

@Module({
  imports: [PostsModule, CommunitiesModule],
  providers: [PagePreviewsService],
  exports: [PagePreviewsService],
})
export class PagePreviewsModule {}
