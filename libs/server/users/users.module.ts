import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '@app/server/core/clock';
import { ImageViewsModule } from '@app/server/images';
import { ModlogModule } from '@app/server/modlog';
import { AuthorJsonService } from './author-json.service';
import { BadgesRepository } from './badges.repository';
import { BadgesService } from './badges.service';
import { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), ImageViewsModule, ModlogModule],
  providers: [UsersRepository, UsersService, BadgesRepository, BadgesService, AuthorJsonService, Clock],
  exports: [UsersService, BadgesService, AuthorJsonService],
})
export class UsersModule {}
