import type { ModlogAction, ModlogTargetType } from '@app/contract';

/** Who acted, in which capacity (a moderator of the community, or an admin). */
export type ActedAs = 'mod' | 'admin';

/** What a moderation service hands the log; the log adds the time. */
export interface NewModlogEntry {
  actorId: string;
  actedAs: ActedAs;
  action: ModlogAction;
  /** Null for site-wide actions (site bans, IP blocks, badges). */
  communityId: string | null;
  target?: {
    type: ModlogTargetType;
    id: string;
    /** The user the action is about (a banned user, a removed post's author); shown by their current name. */
    userId?: string | null;
    /** A title snapshot: never a post's or comment's body. */
    title?: string | null;
    /** The target's page under its community (`/post/{publicId}`), or under the site when there is no community. */
    path?: string | null;
  };
  reason?: string | null;
}

/** A stored entry (table `modlog_entries`) with its actor's and target user's account state. */
export interface ModlogEntryRow {
  id: string;
  actorId: string;
  actorName: string;
  actorDeleted: boolean;
  actedAs: ActedAs;
  action: ModlogAction;
  communityId: string | null;
  communityName: string | null;
  targetType: ModlogTargetType | null;
  targetId: string | null;
  targetUserName: string | null;
  targetUserDeleted: boolean;
  targetTitle: string | null;
  targetPath: string | null;
  reason: string | null;
  createdAt: Date;
}

/** A keyset position: the last entry of the page before. */
export interface ModlogCursor {
  createdAt: Date;
  id: string;
}
