/** What a viewer muted, for feed filters. The mutes area provides the real one; until then nobody mutes. */
export abstract class MutedContent {
  abstract of(userId: string): Promise<{ userIds: string[]; communityIds: string[] }>;
}

export class NothingMuted extends MutedContent {
  async of(): Promise<{ userIds: string[]; communityIds: string[] }> {
    return { userIds: [], communityIds: [] };
  }
}
