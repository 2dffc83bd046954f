import type { List } from '@app/contract';
import type { ListsFilter, ListsSort } from '../../../lib/lists/lists.api';

export const LISTS_SORTS: readonly ListsSort[] = ['lastAdded', 'name'];
export const LISTS_FILTERS: readonly ListsFilter[] = ['all', 'public', 'private'];

/**
 * `?sort=` and `?filter=` of the lists page (docs/api/lists.md: defaults lastAdded and all). Only the owner
 * filters (docs/screens.md §6); others see the public lists, which `all` already is for them.
 */
export function listsQuery(params: URLSearchParams, isOwner: boolean): { sort: ListsSort; filter: ListsFilter } {
  const sort = LISTS_SORTS.find((value) => value === params.get('sort')) ?? 'lastAdded';
  const filter = isOwner ? (LISTS_FILTERS.find((value) => value === params.get('filter')) ?? 'all') : 'all';
  return { sort, filter };
}

/** The search string for a choice: defaults are left out, so the plain URL is the default view. */
export function listsSearch(sort: ListsSort, filter: ListsFilter): string {
  const params = new URLSearchParams();
  if (sort !== 'lastAdded') params.set('sort', sort);
  if (filter !== 'all') params.set('filter', filter);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether the viewer owns the lists of `username` (names compare without case, docs/api/lists.md). */
export function isListsOwner(viewerName: string | undefined, username: string): boolean {
  return viewerName !== undefined && viewerName.toLowerCase() === username.toLowerCase();
}

export function listPath(list: Pick<List, 'username' | 'name'>): string {
  return `/@${list.username}/lists/${list.name}`;
}
