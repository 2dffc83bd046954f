import { Injectable } from '@nestjs/common';
import { Community, JoinCommunityRequest } from '@app/contract';
import { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { CommunitiesRepository } from './communities.repository';
import { toCommunity } from './communities.mapper';
import { CommunityModsRepository } from './community-mods.repository';

@Injectable()
export class CommunityMembershipService {
  constructor(
    private readonly communities: CommunitiesRepository,
    private readonly mods: CommunityModsRepository,
  ) {}

  /** `POST /api/_joinCommunity`. Leaving also gives up a moderator position (docs/api/communities.md). */
  async joinOrLeave(body: JoinCommunityRequest, caller: Caller & { userId: string }): Promise<Community> {
    if (!isId(body.communityId)) throw new DomainError('COMMUNITY_NOT_FOUND');
    const community = await this.communities.findById(body.communityId);
    if (!community) throw new DomainError('COMMUNITY_NOT_FOUND');
    await this.communities.transaction(async (tx) => {
      if (!body.leave) return this.communities.join(tx, community.id, caller.userId);
      await this.mods.remove(tx, community.id, caller.userId);
      return this.communities.leave(tx, community.id, caller.userId);
    });
    const current = (await this.communities.findById(community.id)) ?? community;
    return toCommunity(current, { userJoined: !body.leave, userMod: false, isMuted: false });
  }
}
