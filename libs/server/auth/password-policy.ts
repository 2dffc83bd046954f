import { Limits } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';

/** Built on first use, once per process: 10,000 short strings, about a megabyte of heap. */
let common: ReadonlySet<string> | undefined;

/** Whether `password` is one of the 10,000 most common passwords (compared lower-case; docs/security.md, "Passwords"). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/** Password rules of docs/api-notes.md: 8 to 1024 characters, taken exactly as typed. */
export function assertValidPassword(password: string): void {
  if (password.length === 0) throw new DomainError('PASSWORD_EMPTY');
  if ([...password].length < Limits.passwordMin) throw new DomainError('PASSWORD_TOO_SHORT');
  if ([...password].length > Limits.passwordMax) throw new DomainError('PASSWORD_TOO_LONG');
}

/**
 * Every check a new password passes, wherever it is chosen (signup, change, reset): the length rules, then the
 * common-password list (`400 invalid-password`, PASSWORD_TOO_COMMON).
 */
export function assertPasswordAllowed(password: string): void {
  assertValidPassword(password);
  if (isCommonPassword(password)) throw new DomainError('PASSWORD_TOO_COMMON');
}
