import { Limits, NAME_PATTERN } from '@app/contract';
import { DomainError } from '@app/server/core/errors';

/** Username rules of algorithms.md §3, checked in the contract's order. */
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
