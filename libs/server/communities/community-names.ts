import { Limits, NAME_PATTERN, RESERVED_COMMUNITY_NAMES } from '@app/contract';
import { DomainError } from '@app/server/core/errors';

const RESERVED = new Set<string>(RESERVED_COMMUNITY_NAMES);

/** Community name rules (docs/api/rules.md §3) plus the refusal of names that shadow a web page. */
export function assertValidCommunityName(name: string): void {
  if (name.length === 0) throw new DomainError('COMMUNITY_NAME_EMPTY');
  if (name.length < Limits.usernameMin) throw new DomainError('COMMUNITY_NAME_TOO_SHORT');
  if (name.length > Limits.usernameMax) throw new DomainError('COMMUNITY_NAME_TOO_LONG');
  if (!NAME_PATTERN.test(name)) throw new DomainError('COMMUNITY_NAME_BAD_CHARACTERS');
  if (RESERVED.has(name.toLowerCase())) throw new DomainError('COMMUNITY_NAME_RESERVED');
}
