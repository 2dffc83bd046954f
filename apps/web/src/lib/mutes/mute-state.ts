import type { Mute, MutesSet } from '@app/contract';

export interface MuteTarget {
  kind: 'user' | 'community';
  id: string;
  /** Username or community name, for the menu and the alerts. */
  name: string;
}

function mutedId(mute: Mute): string | undefined {
  return mute.type === 'user' ? mute.mutedUserId : mute.mutedCommunityId;
}

function listOf(set: MutesSet, kind: MuteTarget['kind']): Mute[] {
  return kind === 'user' ? set.userMutes : set.communityMutes;
}

export function isMuted(set: MutesSet | undefined, target: Pick<MuteTarget, 'kind' | 'id'>): boolean {
  return Boolean(set && listOf(set, target.kind).some((mute) => mutedId(mute) === target.id));
}
