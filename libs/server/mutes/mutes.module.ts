import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { AccountErasure } from '@app/server/core/events';
import { MutedContent } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { MutesAsMutedContent } from './muted-content.provider';
import { MutesRepository } from './mutes.repository';
import { MutesService } from './mutes.service';

/**
 * Mutes (mutes.md). Global because it binds the posts area's `MutedContent` port: the posts module
 * only declares it, so posts never import mutes, and every area that reads mutes (feeds, post and
 * comment flags, notifications) gets this one implementation.
 */
@Global()
@Module({
  imports: [UsersModule, CommunitiesModule],
  providers: [MutesService, MutesRepository, MutesAsMutedContent, { provide: MutedContent, useExisting: MutesAsMutedContent }],
  exports: [MutesService, MutedContent],
})
export class MutesModule implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly mutes: MutesService,
  ) {}

  /**
   * A deleted account loses its own mutes and every other account's mute of it (users.md, mutes.md:
   * "in both directions"). The muters could not see or undo such a mute any more: a deleted account is
   * shown as "ghost", and muting a deleted account is refused.
   */
  onModuleInit(): void {
    this.erasure.register({ area: 'mutes', eraseAccount: (tx, userId) => this.mutes.eraseAccount(tx, userId) });
  }
}
