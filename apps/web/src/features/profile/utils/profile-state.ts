import type { Badge, User } from '@app/contract';

export type ProfileAccess = 'visible' | 'deleted' | 'suspended';

/**
 * Deleted accounts show 'Account deleted.' and banned ones 'Account suspended.' to everyone but admins
 * (docs/screens.md §2, Profile page).
 */
export function profileAccess(user: Pick<User, 'deleted' | 'isBanned'>, isViewerAdmin: boolean): ProfileAccess {
  if (isViewerAdmin) return 'visible';
  if (user.deleted) return 'deleted';
  if (user.isBanned) return 'suspended';
  return 'visible';
}

/**
 * The letter-case URL fix: when `/@alice` was opened for the user 'Alice', the canonical path
 * (with the query kept) replaces it; null when the URL already has the real name.
 */
export function canonicalProfilePath(urlName: string, realName: string, search: string): string | null {
  return urlName === realName ? null : `/@${realName}${search}`;
}

/** The API matches usernames case-insensitively, so one cache entry serves every spelling. */
export function profileCacheKey(username: string): string {
  return username.toLowerCase();
}

export const SUPPORTER_BADGE = 'supporter';

export function hasSupporterBadge(badges: readonly Badge[]): boolean {
  return badges.some((badge) => badge.type === SUPPORTER_BADGE);
}

/** Ghosted accounts carry the zero time (docs/api/entities.md); no join date is better than year 1. */
export function isRealDate(date: string | null | undefined): date is string {
  return Boolean(date) && new Date(date as string).getUTCFullYear() > 1;
}
