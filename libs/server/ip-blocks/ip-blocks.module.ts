import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { SiteSettingsModule } from '@app/server/site-settings';
import { ModlogModule } from '@app/server/modlog';
import { UsersModule } from '@app/server/users';
import { BlockListVersion } from './block-list-version';
import { BlockedAddresses } from './blocked-addresses.service';
import { IpBlocksExpiryService } from './ip-blocks-expiry.service';
import { IpBlocksRepository } from './ip-blocks.repository';
import { IpBlocksService } from './ip-blocks.service';

/** The api's part: the admin routes' service and the in-memory lists every request is checked against. */
@Module({
  imports: [SiteSettingsModule, UsersModule, ModlogModule],
  providers: [IpBlocksService, BlockedAddresses, IpBlocksRepository, BlockListVersion, Clock],
  exports: [IpBlocksService, BlockedAddresses],
})
export class IpBlocksModule {}

/** The worker's part: the expiry job only. */
@Module({
  providers: [IpBlocksExpiryService, IpBlocksRepository, BlockListVersion, Clock],
  exports: [IpBlocksExpiryService],
})
export class IpBlocksWorkerModule {}
