import { Module } from '@nestjs/common';
import { CommentsModule } from '@app/server/comments';
import { CommunitiesModule } from '@app/server/communities';
import { PostsModule } from '@app/server/posts';
import { PostPageService } from './post-page.service';

@Module({ imports: [PostsModule, CommunitiesModule, CommentsModule], providers: [PostPageService], exports: [PostPageService] })
export class PostPageModule {}
