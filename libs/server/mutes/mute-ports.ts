import { Injectable } from '@nestjs/common';
import { MutedCommunities } from '@app/server/communities';
import { MutedContent, MutedIds } from '@app/server/posts';
import { MutesRepository } from './mutes.repository';

/**
 * The real `MutedContent` of the posts area (feed filters, `isAuthorMuted`/`isCommunityMuted`) and of
 * notifications (comments from a muted user do not notify). Not cached across requests: a mute or an
 * unmute takes effect on the very next request, in every api process; callers read it once per request.
 */
@Injectable()
export class MutesAsMutedContent extends MutedContent {
  constructor(private readonly mutes: MutesRepository) {
    super();
  }

  of(userId: string): Promise<MutedIds> {
    return this.mutes.mutedIds(userId);
  }
}

/** The communities area's `MutedCommunities` (`Community.isMuted`). */
@Injectable()
export class MutesAsMutedCommunities extends MutedCommunities {
  constructor(private readonly mutes: MutesRepository) {
    super();
  }

  mutedAmong(userId: string, communityIds: readonly string[]): Promise<Set<string>> {
    return this.mutes.mutedCommunitiesAmong(userId, communityIds);
  }
}
