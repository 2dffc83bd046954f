import type { ListItemsSort } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { INT4_MAX, isId } from '@app/server/core/ids';
import type { ItemsFrom, ListItemRecord } from './list.types';

const isAddedSort = (sort: ListItemsSort) => sort === 'addedDsc' || sort === 'addedAsc';

/**
 * The `next` of a page: where the first item of the next page stands. Added sorts send the Unix
 * seconds of its added time with its item id as a tie-breaker (`"{seconds}.{itemId}"`), so items added
 * in the same second are neither repeated nor skipped; created sorts send its target id (docs/api/lists.md).
 */
export function encodeItemsCursor(sort: ListItemsSort, first: ListItemRecord): string {
  if (!isAddedSort(sort)) return first.targetId;
  return `${Math.floor(first.createdAt.getTime() / 1000)}.${first.id}`;
}

/**
 * Reads a `next` for `sort`. Added sorts also take upstream's bare seconds (every item of that second
 * and beyond). Anything else is `400 invalid_cursor`.
 */
export function decodeItemsCursor(sort: ListItemsSort, raw: string): ItemsFrom {
  if (!isAddedSort(sort)) {
    if (!isId(raw)) throw new DomainError('INVALID_CURSOR');
    return { kind: 'created', targetId: raw };
  }
  const match = /^(\d{1,11})(?:\.(\d{1,10}))?$/.exec(raw);
  if (!match) throw new DomainError('INVALID_CURSOR');
  const id = match[2] === undefined ? null : Number(match[2]);
  if (id !== null && (id < 1 || id > INT4_MAX)) throw new DomainError('INVALID_CURSOR');
  return { kind: 'added', at: new Date(Number(match[1]) * 1000), id };
}
