/** A community row as the repository reads it. */
export interface CommunityRecord {
  id: string;
  userId: string;
  name: string;
  nsfw: boolean;
  about: string | null;
  noMembers: number;
  proPicId: string | null;
  bannerImageId: string | null;
  postingRestricted: boolean;
  isDefault: boolean;
  /** Its public moderation log shows its moderators as "a moderator" (docs/moderation-log.md). */
  modlogAnonymous: boolean;
  createdAt: Date;
  deletedAt: Date | null;
}

export interface CommunityRuleRecord {
  id: number;
  communityId: string;
  rule: string;
  description: string | null;
  zIndex: number;
  createdBy: string;
  createdAt: Date;
}

export interface CommunityRequestRecord {
  id: number;
  byUserId: string;
  /** Null when the requester's account row is missing (rows loaded with foreign keys off, e.g. an import). */
  byUsername: string | null;
  communityName: string;
  communityExists: boolean;
  note: string | null;
  createdAt: Date;
  deniedNote: string | null;
  deniedByUsername: string | null;
  deniedAt: Date | null;
}

/** A request as the admins' list shows it: its requester exists. */
export type ListedCommunityRequest = CommunityRequestRecord & { byUsername: string };

/** What a viewer is to a community; null fields when there is no viewer (visitors). */
export interface CommunityViewerFlags {
  userJoined: boolean | null;
  userMod: boolean | null;
  isMuted: boolean;
}

export const NO_VIEWER: CommunityViewerFlags = { userJoined: null, userMod: null, isMuted: false };

export type CommunitiesSort = 'new' | 'old' | 'size' | 'name_asc' | 'name_dsc';
