import { Module } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { ListsModule } from '@app/server/lists';
import { MutesModule } from '@app/server/mutes';
import { ReportsModule } from '@app/server/reports';
import { SiteSettingsModule } from '@app/server/site-settings';
import { UsersModule } from '@app/server/users';
import { InitialStateService } from './initial-state.service';

@Module({
  imports: [UsersModule, SiteSettingsModule, CommunitiesModule, ReportsModule, ListsModule, MutesModule],
  providers: [InitialStateService],
  exports: [InitialStateService],
})
export class InitialStateModule {}
