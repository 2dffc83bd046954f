/** The ids a viewer muted (docs/api/mutes.md), as feed filters and the viewer flags of posts and comments use them. */
export interface MutedIds {
  readonly userIds: readonly string[];
  readonly communityIds: readonly string[];
}

export const NOTHING_MUTED: MutedIds = { userIds: [], communityIds: [] };

/** What a search leaves out for one viewer (core/text-search `SearchScope`). */
export interface SearchExclusions {
  hiddenFor: string | undefined;
  mutedUserIds: readonly string[];
  mutedCommunityIds: readonly string[];
}

/**
 * As in the feeds: the viewer's hidden posts and muted users everywhere, their muted communities unless the
 * search is inside one (`communityId`).
 */
export function searchExclusions(viewerId: string | null, muted: MutedIds, communityId: string | undefined): SearchExclusions {
  return { hiddenFor: viewerId ?? undefined, mutedUserIds: muted.userIds, mutedCommunityIds: communityId ? [] : muted.communityIds };
}

/**
 * What a viewer muted. The posts area only reads it; the mutes area (`libs/server/mutes`) owns the
 * rows and binds the implementation (its module is global), so posts never depend on mutes.
 * One call is one small indexed statement: callers load it once per request and pass it along.
 */
export abstract class MutedContent {
  abstract of(userId: string): Promise<MutedIds>;
}
