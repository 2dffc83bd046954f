import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { CommunitiesModule } from '@app/server/communities';
import { SiteSettingsModule } from '@app/server/site-settings';
import { UsersModule } from '@app/server/users';
import { AuthService } from './auth.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  imports: [UsersModule, SiteSettingsModule, CommunitiesModule],
  providers: [SessionsRepository, SessionsService, AuthService, Clock],
  exports: [SessionsService, AuthService],
})
export class AuthModule {}
