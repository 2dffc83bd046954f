import { Limits, ListMessages, NAME_PATTERN } from '@app/contract';
import type { List } from '@app/contract';
import { isSameListName } from './list-cache';

/**
 * Restricted text inputs accept only 0-9, a-z, A-Z and underscore (docs/screens.md §5), cut at the maximum.
 * A space becomes an underscore rather than vanishing, so 'read later' reads 'read_later', not 'readlater'.
 */
export function restrictListName(value: string): string {
  return value
    .replace(/\s/g, '_')
    .replace(/[^0-9A-Za-z_]/g, '')
    .slice(0, Limits.listNameMax);
}

/**
 * The client's checks before a create or rename: not empty, long enough, and not the name of another
 * of the owner's lists ('List with name {name} already exists.'). The owner's lists are all in the
 * cache, so availability needs no call: a GET that answers 404 for a free name (docs/api/lists.md) would log
 * a 404 in the console.
 */
export function listNameError(name: string, ownLists: readonly Pick<List, 'id' | 'name'>[], editingId?: number): string | null {
  if (name === '') return ListMessages.nameEmpty;
  if (name.length < Limits.listNameMin || !NAME_PATTERN.test(name)) return ListMessages.nameTooShort;
  if (ownLists.some((list) => list.id !== editingId && isSameListName(list.name, name))) return ListMessages.duplicateName(name);
  return null;
}
