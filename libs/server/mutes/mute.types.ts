/** The two kinds of mute; also the values of `DELETE /api/mutes?type=` (empty = both). */
export type MuteKind = 'user' | 'community';

/** One mute row of either kind: `targetId` is the muted user's or community's id. */
export interface MuteRecord {
  kind: MuteKind;
  /** Per-kind row number: the `n` of the wire id `"u_{n}"` / `"c_{n}"`. */
  n: number;
  targetId: string;
  createdAt: Date;
}

/** A viewer's mutes, each kind in creation order (oldest first). */
export interface MuteRecords {
  users: MuteRecord[];
  communities: MuteRecord[];
}
