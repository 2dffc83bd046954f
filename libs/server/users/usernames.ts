import { Limits, NAME_PATTERN, SENTINEL_USERNAMES } from '@app/contract';
import { DomainError } from '@app/server/core/errors';

/** Username rules of docs/api/rules.md §3, checked in the contract's order. */
export function assertValidUsername(username: string): void {
  if (username.length === 0) throw new DomainError('USERNAME_EMPTY');
  if (username.length < Limits.usernameMin) throw new DomainError('USERNAME_TOO_SHORT');
  if (username.length > Limits.usernameMax) throw new DomainError('USERNAME_TOO_LONG');
  if (!NAME_PATTERN.test(username)) throw new DomainError('USERNAME_BAD_CHARACTERS');
}

/**
 * A typed name as the account lookup reads it: trimmed, compared case-insensitively (the repository's
 * `lower(username) = lower(:name)`; names are ASCII). Used to key the per-name login limit.
 */
export function loginNameKey(typedName: string): string {
  return typedName.trim().toLowerCase();
}

const SENTINELS: ReadonlySet<string> = new Set(Object.values(SENTINEL_USERNAMES));

/** `ghost` and `nobody`: accounts of the site itself (deleted authors stand behind `ghost`), not people. */
export function isSentinelUsername(username: string): boolean {
  return SENTINELS.has(username.toLowerCase());
}

/** A sentinel cannot be banned or given badges: it stands for the site, and a ban or badge would show on it. */
export function assertNotSentinel(username: string): void {
  if (isSentinelUsername(username)) throw new DomainError('SENTINEL_NOT_A_MEMBER');
}
