import { Community, Mute, MutesSet, User } from '@app/contract';
import { toWireTime } from '@app/server/core/clock';
import { MuteKind, MuteRecord, MuteRecords } from './mute.types';

const PREFIX: Record<MuteKind, string> = { user: 'u', community: 'c' };

/** The wire id of a mute: `"u_{n}"` or `"c_{n}"` (docs/api/mutes.md). */
export function muteWireId(record: Pick<MuteRecord, 'kind' | 'n'>): string {
  return `${PREFIX[record.kind]}_${record.n}`;
}

/** `"u_{n}"` / `"c_{n}"` back to its kind and row number; null when malformed or out of int4. */
export function parseMuteWireId(id: string): { kind: MuteKind; n: number } | null {
  const match = /^([uc])_([1-9]\d{0,9})$/.exec(id);
  if (!match) return null;
  const n = Number(match[2]);
  if (n > 2_147_483_647) return null;
  return { kind: match[1] === 'u' ? 'user' : 'community', n };
}

/**
 * A MutesSet with `mutedUser` / `mutedCommunity` filled (docs/api/mutes.md). A mute whose target could not be
 * loaded is left out rather than sent half-filled; foreign keys make that a broken database only.
 * Keys in docs/api/entities.md §8's order: id, type, the target's id, createdAt, the target.
 */
export function toMutesSet(records: MuteRecords, users: ReadonlyMap<string, User>, communities: ReadonlyMap<string, Community>): MutesSet {
  return {
    communityMutes: records.communities.flatMap((r): Mute[] => {
      const mutedCommunity = communities.get(r.targetId);
      if (!mutedCommunity) return [];
      return [{ id: muteWireId(r), type: 'community', mutedCommunityId: r.targetId, createdAt: toWireTime(r.createdAt), mutedCommunity }];
    }),
    userMutes: records.users.flatMap((r): Mute[] => {
      const mutedUser = users.get(r.targetId);
      if (!mutedUser) return [];
      return [{ id: muteWireId(r), type: 'user', mutedUserId: r.targetId, createdAt: toWireTime(r.createdAt), mutedUser }];
    }),
  };
}

export function emptyMutesSet(): MutesSet {
  return { communityMutes: [], userMutes: [] };
}
