import { Community, CommunityRequest, CommunityRule, Image, User } from '@app/contract';
import { toWireTime, toWireTimeOrNull } from '@app/server/core/clock';
import { CommunityRecord, CommunityRuleRecord, CommunityViewerFlags, ListedCommunityRequest, NO_VIEWER } from './community.types';

export interface CommunityExtras {
  mods?: User[];
  rules?: CommunityRule[];
  /** Only `GET /api/communities/{id}` shows it (docs/api/entities.md §3). */
  isDefault?: boolean;
  /** Icon and banner, loaded by the caller (images area); null when not loaded or none. */
  proPic?: Image | null;
  bannerImage?: Image | null;
}

export function toCommunity(record: CommunityRecord, viewer: CommunityViewerFlags = NO_VIEWER, extras: CommunityExtras = {}): Community {
  const community: Community = {
    id: record.id,
    userId: record.userId,
    name: record.name,
    nsfw: record.nsfw,
    about: record.about,
    noMembers: record.noMembers,
    proPic: extras.proPic ?? null,
    bannerImage: extras.bannerImage ?? null,
    postingRestricted: record.postingRestricted,
    createdAt: toWireTime(record.createdAt),
    deletedAt: toWireTimeOrNull(record.deletedAt),
    userJoined: viewer.userJoined,
    userMod: viewer.userMod,
    isMuted: viewer.isMuted,
    mods: extras.mods ?? null,
    rules: extras.rules ?? null,
    ReportsDetails: null,
  };
  if (extras.isDefault !== undefined) community.isDefault = extras.isDefault;
  return community;
}

export function toCommunityRule(record: CommunityRuleRecord): CommunityRule {
  return {
    id: record.id,
    rule: record.rule,
    description: record.description,
    communityId: record.communityId,
    zIndex: record.zIndex,
    createdBy: record.createdBy,
    createdAt: toWireTime(record.createdAt),
  };
}

export function toCommunityRequest(record: ListedCommunityRequest): CommunityRequest {
  return {
    id: record.id,
    byUser: record.byUsername,
    communityName: record.communityName,
    communityExists: record.communityExists,
    note: record.note,
    createdAt: toWireTime(record.createdAt),
    deniedNote: record.deniedNote,
    deniedBy: record.deniedByUsername,
    deniedAt: toWireTimeOrNull(record.deniedAt),
  };
}
