import { DomainError } from '@app/server/core/errors';
import type { ListPosition } from './notifications.repository';

/**
 * The opaque `next` of docs/api/notifications.md §4: base64url JSON of the last item's place in the list order
 * (seen, updatedAt in milliseconds, id). Anything else is `400 invalid_cursor`.
 */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify({ s: position.seen, u: position.updatedAt.getTime(), i: position.id })).toString('base64url');
}

export function decodeCursor(raw: string): ListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError('INVALID_CURSOR');
  }
  const { s, u, i } = (value ?? {}) as { s?: unknown; u?: unknown; i?: unknown };
  if (typeof s !== 'boolean' || !Number.isSafeInteger(u) || !Number.isSafeInteger(i)) throw new DomainError('INVALID_CURSOR');
  const updatedAt = new Date(u as number);
  if (Number.isNaN(updatedAt.getTime()) || (i as number) < 1 || (i as number) > 2147483647) throw new DomainError('INVALID_CURSOR');
  return { seen: s, updatedAt, id: i as number };
}
