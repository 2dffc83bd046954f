/** The ids a viewer muted (docs/api/mutes.md), as feed filters and the viewer flags of posts and comments use them. */
export interface MutedIds {
  readonly userIds: readonly string[];
  readonly communityIds: readonly string[];
}

export const NOTHING_MUTED: MutedIds = { userIds: [], communityIds: [] };

/**
 * What a viewer muted. The posts area only reads it; the mutes area (`libs/server/mutes`) owns the
 * rows and binds the implementation (its module is global), so posts never depend on mutes.
 * One call is one small indexed statement: callers load it once per request and pass it along.
 */
export abstract class MutedContent {
  abstract of(userId: string): Promise<MutedIds>;
}
