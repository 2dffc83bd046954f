import type { List, ListItemsPage } from '@app/contract';

// Pure cache edits for the lists calls (Immer drafts), kept apart so they are tested without a store.

export type ListTargetType = 'post' | 'comment';

/** A post or a comment that can be saved to a list. */
export interface ListTarget {
  type: ListTargetType;
  id: string;
}

/** `_saved_to` after saving to or removing from one list; a no-op when already so. */
export function withSavedTo(ids: number[], listId: number, isSaved: boolean): number[] {
  const without = ids.filter((id) => id !== listId);
  return isSaved ? [...without, listId] : without;
}

/** One list's item count after adding (+1) or removing (−1) an item, never below 0. */
export function shiftNumItems(lists: List[], listId: number, by: 1 | -1): void {
  for (const list of lists) if (list.id === listId) list.numItems = Math.max(0, list.numItems + by);
}

/** Takes a target out of one list's cached pages, as the server's next answer would. */
export function dropItem(pages: ListItemsPage[], listId: number, target: ListTarget): number {
  let dropped = 0;
  for (const page of pages) {
    const kept = page.items.filter((item) => !(item.listId === listId && item.targetType === target.type && item.targetId === target.id));
    dropped += page.items.length - kept.length;
    page.items = kept;
  }
  return dropped;
}

/** The viewer's lists that hold the item: `_saved_to` intersected with their own lists (docs/api/lists.md). */
export function savedListIds(lists: List[], savedTo: number[] | undefined): Set<number> {
  const saved = new Set(savedTo ?? []);
  return new Set(lists.filter((list) => saved.has(list.id)).map((list) => list.id));
}

/** Same list name, as the server compares them (case-insensitive). */
export function isSameListName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
