import { Limits, UiMessages, type Comment, type UserGroup, CommentMessages } from '@app/contract';

/**
 * Deletion is read from `deletedAt` as well as `deleted`: the DELETE answer keeps `deleted: false`
 * (docs/api/comments.md), and the cache is patched from it.
 */
export function isCommentDeleted(comment: Pick<Comment, 'deleted' | 'deletedAt'>): boolean {
  return comment.deleted || comment.deletedAt !== null;
}

/** 'Deleted by {role}' for a deleted comment, null for a live one. */
export function deletedByText(comment: Pick<Comment, 'deleted' | 'deletedAt' | 'deletedAs'>): string | null {
  if (!isCommentDeleted(comment)) return null;
  return CommentMessages.deletedBy(UiMessages.roles[comment.deletedAs ?? 'normal']);
}

/** The 'Mod' / 'Admin' tag; stripped comments carry the string "null" and get none. */
export function groupLabel(comment: Pick<Comment, 'userGroup'>): string {
  return comment.userGroup === 'null' ? '' : UiMessages.groupLabels[comment.userGroup];
}

export type ReplyBlock = 'deleted' | 'locked' | 'too-deep' | null;

/**
 * Why a comment takes no replies, mirroring the server's checks (docs/api/comments.md): deleted, locked
 * (itself or an ancestor), or at the depth limit.
 */
export function replyBlock(comment: Pick<Comment, 'deleted' | 'deletedAt' | 'locked' | 'depth'>, isAncestorLocked: boolean): ReplyBlock {
  if (isCommentDeleted(comment)) return 'deleted';
  if (comment.locked || isAncestorLocked) return 'locked';
  if (comment.depth >= Limits.commentDepthMax) return 'too-deep';
  return null;
}

/**
 * Whether a comment starts collapsed because its author is muted. The server flags it with
 * `isAuthorMuted` once the mutes area lands; until then the viewer's mutes from the initial state
 * (`mutedUserIds`) are the hook point, so the rule already holds when either side has them.
 */
export function isAuthorMuted(comment: Pick<Comment, 'isAuthorMuted' | 'userId'>, mutedUserIds: ReadonlySet<string>): boolean {
  return Boolean(comment.isAuthorMuted) || mutedUserIds.has(comment.userId);
}

/** The capacity a mod or admin may speak in: a community's moderators speak as mods first. */
export function officialGroup(isMod: boolean, isAdmin: boolean): UserGroup | null {
  if (isMod) return 'mods';
  return isAdmin ? 'admins' : null;
}

/**
 * The capacity the viewer deletes a comment in (docs/api/comments.md, DELETE): the author as `normal`;
 * someone else's comment as `mods` or `admins` when the viewer moderates the community or is an
 * admin (`officialGroup`); null when the viewer may not delete it.
 */
export function commentDeleteAs(comment: Pick<Comment, 'userId'>, viewerId: string | null, group: UserGroup | null): UserGroup | null {
  if (!viewerId) return null;
  if (comment.userId === viewerId) return 'normal';
  return group;
}

export interface HighlightRange {
  from: number;
  to: number;
}

function unixSeconds(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * `highlightFrom` / `highlightTo` (unix seconds, docs/screens.md §2, Route table) from a query string;
 * a missing `highlightTo` means 'until now'. Null when `highlightFrom` is absent or invalid.
 */
export function parseHighlightRange(params: URLSearchParams): HighlightRange | null {
  const from = unixSeconds(params.get('highlightFrom'));
  if (from === null) return null;
  const to = unixSeconds(params.get('highlightTo'));
  return { from, to: to ?? Number.POSITIVE_INFINITY };
}

export function isHighlighted(comment: Pick<Comment, 'createdAt'>, range: HighlightRange | null): boolean {
  if (!range) return false;
  const seconds = Math.floor(new Date(comment.createdAt).getTime() / 1000);
  return seconds >= range.from && seconds <= range.to;
}
