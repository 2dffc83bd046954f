/**
 * Which communities a viewer muted, for `Community.isMuted` (docs/api/communities.md: the single community GET
 * and `set=subscribed`). The mutes area owns the rows and binds the implementation (its module is
 * global), so communities never depend on mutes.
 */
export abstract class MutedCommunities {
  /** The ids among `communityIds` that `userId` muted; one statement. */
  abstract mutedAmong(userId: string, communityIds: readonly string[]): Promise<Set<string>>;
}
