import { Module } from '@nestjs/common';
import { AuthModule } from '@app/server/auth';
import { CommentsModule } from '@app/server/comments';
import { CommunitiesModule } from '@app/server/communities';
import { Clock } from '@app/server/core/clock';
import { ModlogModule } from '@app/server/modlog';
import { PostsModule } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { AdminService } from './admin.service';

@Module({
  imports: [CommunitiesModule, UsersModule, AuthModule, PostsModule, CommentsModule, ModlogModule],
  providers: [AdminService, Clock],
  exports: [AdminService],
})
export class AdminModule {}
