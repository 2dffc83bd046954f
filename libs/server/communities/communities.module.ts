import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { ImageViewsModule } from '@app/server/images';
import { ModlogModule } from '@app/server/modlog';
import { UsersModule } from '@app/server/users';
import { CommunitiesErasure } from './communities-erasure';
import { CommunitiesRepository } from './communities.repository';
import { CommunitiesService } from './communities.service';
import { CommunityBansRepository } from './community-bans.repository';
import { CommunityBansService } from './community-bans.service';
import { CommunityMembershipService } from './community-membership.service';
import { CommunityModsRepository } from './community-mods.repository';
import { CommunityModsService } from './community-mods.service';
import { CommunityPermissions } from './community-permissions.service';
import { CommunityRequestsRepository } from './community-requests.repository';
import { CommunityRequestsService } from './community-requests.service';
import { CommunityRulesRepository } from './community-rules.repository';
import { CommunityRulesService } from './community-rules.service';

const services = [
  CommunitiesService,
  CommunityMembershipService,
  CommunityModsService,
  CommunityRulesService,
  CommunityBansService,
  CommunityRequestsService,
  CommunityPermissions,
];

@Module({
  imports: [UsersModule, ImageViewsModule, ModlogModule],
  providers: [
    ...services,
    CommunitiesErasure,
    CommunitiesRepository,
    CommunityModsRepository,
    CommunityRulesRepository,
    CommunityBansRepository,
    CommunityRequestsRepository,
    Clock,
  ],
  exports: services,
})
export class CommunitiesModule {}
