import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasure } from '@app/server/core/events';
import { EntityManager } from 'typeorm';
import { CommunitiesRepository } from './communities.repository';
import { CommunityBansRepository } from './community-bans.repository';
import { CommunityModsRepository } from './community-mods.repository';

/**
 * The communities area's part of deleting an account (docs/api/users.md): the account leaves every community
 * (member counts follow), loses every moderator position and every community ban. Community requests
 * it made stay as the record of what was asked.
 */
@Injectable()
export class CommunitiesErasure implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly communities: CommunitiesRepository,
    private readonly mods: CommunityModsRepository,
    private readonly bans: CommunityBansRepository,
  ) {}

  onModuleInit(): void {
    this.erasure.register({ area: 'communities', eraseAccount: (tx, userId) => this.eraseAccount(tx, userId) });
  }

  private async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await this.mods.removeFromAll(tx, userId);
    await this.communities.leaveAll(tx, userId);
    await this.bans.removeAllOf(tx, userId);
  }
}
