import { ContentType, LIST_ITEMS_SORTS, ListItemsSort, Limits, NAME_PATTERN } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { INT4_MAX, isId } from '@app/server/core/ids';
import type { ListsFilter, ListsSort } from './list.types';

/** Name rules of docs/api/lists.md (the username rule), with the contract's lower-case messages. */
export function assertValidListName(name: string): void {
  if (name.length === 0) throw new DomainError('LIST_NAME_EMPTY');
  if (name.length < Limits.listNameMin) throw new DomainError('LIST_NAME_TOO_SHORT');
  if (name.length > Limits.listNameMax) throw new DomainError('LIST_NAME_TOO_LONG');
  if (!NAME_PATTERN.test(name)) throw new DomainError('LIST_NAME_BAD_CHARACTERS');
}

/** Cut by characters (code points), so a cut never splits a surrogate pair. */
export function truncateChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

export function displayNameOf(displayName: string | undefined, name: string): string {
  const cut = truncateChars(displayName ?? '', Limits.listDisplayNameMax);
  return cut === '' ? name : cut;
}

/** `""` is stored as no description. */
export function descriptionOf(description: string | null | undefined): string | null {
  if (!description) return null;
  return truncateChars(description, Limits.listDescriptionMax);
}

/**
 * An integer in a path (`{listId}`, `{itemId}`): anything else is the route's 400. An integer no row
 * can have (zero, negative, beyond int4) answers null, which the caller treats as not found.
 */
export function parsePathInt(raw: string, error: 'INVALID_LIST_ID' | 'INVALID_ITEM_ID'): number | null {
  if (!/^[+-]?\d{1,30}$/.test(raw)) throw new DomainError(error);
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 && value <= INT4_MAX ? value : null;
}

export function parseListsSort(raw: string | undefined): ListsSort {
  if (raw === undefined || raw === '' || raw === 'lastAdded') return 'lastAdded';
  if (raw === 'name') return 'name';
  throw new DomainError('INVALID_LISTS_SORT');
}

export function parseListsFilter(raw: string | undefined): ListsFilter {
  if (raw === undefined || raw === '') return 'all';
  if (raw === 'all' || raw === 'public' || raw === 'private') return raw;
  throw new DomainError('INVALID_LISTS_FILTER');
}

export function isListItemsSort(value: unknown): value is ListItemsSort {
  return typeof value === 'string' && (LIST_ITEMS_SORTS as readonly string[]).includes(value);
}

/** `sort` of the items query; absent or empty means the list's own stored order. */
export function parseItemsSort(raw: string | undefined, stored: ListItemsSort): ListItemsSort {
  if (raw === undefined || raw === '') return stored;
  if (!isListItemsSort(raw)) throw new DomainError('INVALID_LIST_SORT');
  return raw;
}

/** `limit` of the items query: a positive integer (default 10); above the maximum it is served as the maximum. */
export function parseItemsLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return Limits.listItemsPageDefault;
  if (!/^[+-]?\d{1,30}$/.test(raw) || Number(raw) < 1) throw new DomainError('INVALID_LIST_LIMIT');
  return Math.min(Number(raw), Limits.listItemsPageMax);
}

export interface ItemTarget {
  targetType: ContentType;
  targetId: string;
}

/**
 * The body of `POST`/`DELETE …/items`: anything but `{targetType: "post"|"comment", targetId: <id>}`
 * is docs/api/lists.md's `400 "Bad JSON body."`.
 */
export function parseItemTarget(body: unknown): ItemTarget {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('BAD_JSON_BODY');
  const { targetType, targetId } = body as Record<string, unknown>;
  if (targetType !== 'post' && targetType !== 'comment') throw new DomainError('BAD_JSON_BODY');
  if (!isId(targetId)) throw new DomainError('BAD_JSON_BODY');
  return { targetType, targetId };
}
