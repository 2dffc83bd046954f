import { Injectable } from '@nestjs/common';
import { MutedCommunities } from '@app/server/communities';
import { MutedContent, MutedIds } from '@app/server/posts';
import { MutedIdsCache } from './muted-ids.cache';
import { MutesRepository } from './mutes.repository';

/**
 * The real `MutedContent` of the posts area (feed filters, `isAuthorMuted`/`isCommunityMuted`) and of
 * notifications (comments from a muted user do not notify): one small indexed statement on a miss,
 * nothing once the account's set is in the process cache (MutedIdsCache).
 */
@Injectable()
export class MutesAsMutedContent extends MutedContent {
  constructor(
    private readonly mutes: MutesRepository,
    private readonly cache: MutedIdsCache,
  ) {
    super();
  }

  of(userId: string): Promise<MutedIds> {
    return this.cache.get(userId, () => this.mutes.mutedIds(userId));
  }
}

/** The communities area's `MutedCommunities` (`Community.isMuted`), from the same cached set. */
@Injectable()
export class MutesAsMutedCommunities extends MutedCommunities {
  constructor(private readonly content: MutesAsMutedContent) {
    super();
  }

  async mutedAmong(userId: string, communityIds: readonly string[]): Promise<Set<string>> {
    const muted = new Set((await this.content.of(userId)).communityIds);
    return new Set(communityIds.filter((id) => muted.has(id)));
  }
}
