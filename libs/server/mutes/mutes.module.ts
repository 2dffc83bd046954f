import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CommunitiesModule, MutedCommunities } from '@app/server/communities';
import { AccountErasure } from '@app/server/core/events';
import { MutedContent } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { MutesAsMutedCommunities, MutesAsMutedContent } from './mute-ports';
import { MutedIdsCache } from './muted-ids.cache';
import { MutesRepository } from './mutes.repository';
import { MutesService } from './mutes.service';

/**
 * Mutes (docs/api/mutes.md). Global because it binds two ports that other areas declare and read: posts'
 * `MutedContent` (feed filters, post and comment flags, notifications) and communities'
 * `MutedCommunities` (`Community.isMuted`). Those areas never import mutes; any process that loads
 * them must import this module (the api does; the worker loads neither today).
 */
@Global()
@Module({
  imports: [UsersModule, CommunitiesModule],
  providers: [
    MutesService,
    MutesRepository,
    MutedIdsCache,
    MutesAsMutedContent,
    { provide: MutedContent, useExisting: MutesAsMutedContent },
    { provide: MutedCommunities, useClass: MutesAsMutedCommunities },
  ],
  exports: [MutesService, MutedContent, MutedCommunities],
})
export class MutesModule implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly mutes: MutesService,
  ) {}

  /**
   * A deleted account loses its own mutes and every other account's mute of it (docs/api/users.md, docs/api/mutes.md:
   * "in both directions"). The muters could not see or undo such a mute any more: a deleted account is
   * shown as "ghost", and muting a deleted account is refused.
   */
  onModuleInit(): void {
    this.erasure.register({ area: 'mutes', eraseAccount: (tx, userId) => this.mutes.eraseAccount(tx, userId) });
  }
}
