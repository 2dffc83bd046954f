import { DomainError } from '@app/server/core/errors';
import { decodeJsonCursor, encodeJsonCursor } from '@app/server/core/ids';
import type { ListPosition } from './notifications.repository';

/**
 * The opaque `next` of docs/api/notifications.md §4: base64url JSON of the last item's place in the list order
 * (seen, updatedAt in milliseconds, id). Anything else is `400 invalid_cursor`.
 */
export function encodeCursor(position: ListPosition): string {
  return encodeJsonCursor({ s: position.seen, u: position.updatedAt.getTime(), i: position.id });
}

export function decodeCursor(raw: string): ListPosition {
  const value = decodeJsonCursor(raw, 'INVALID_CURSOR');
  const { s, u, i } = (value ?? {}) as { s?: unknown; u?: unknown; i?: unknown };
  if (typeof s !== 'boolean' || !Number.isSafeInteger(u) || !Number.isSafeInteger(i)) throw new DomainError('INVALID_CURSOR');
  const updatedAt = new Date(u as number);
  if (Number.isNaN(updatedAt.getTime()) || (i as number) < 1 || (i as number) > 2147483647) throw new DomainError('INVALID_CURSOR');
  return { seen: s, updatedAt, id: i as number };
}
