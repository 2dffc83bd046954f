import type { ContentType, List, ListItemsSort } from '@app/contract';

/** A `lists` row: the wire `List` without its owner's username, with its times as dates. */
export interface ListRecord extends Omit<List, 'username' | 'createdAt' | 'lastUpdatedAt'> {
  createdAt: Date;
  lastUpdatedAt: Date;
}

/** A `list_items` row. */
export interface ListItemRecord {
  id: number;
  listId: number;
  targetType: ContentType;
  targetId: string;
  createdAt: Date;
}

/** `GET /api/users/{u}/lists?sort=`: `lastAdded` is `lastUpdatedAt` descending. */
export type ListsSort = 'lastAdded' | 'name';
export type ListsFilter = 'all' | 'public' | 'private';

/** Where a page of items starts (inclusive), in the page's order. */
export type ItemsFrom = { kind: 'added'; at: Date; id: number | null } | { kind: 'created'; targetId: string };

export interface NewList {
  userId: string;
  name: string;
  displayName: string;
  description: string | null;
  public: boolean;
  at: Date;
}

export interface ListChanges {
  name?: string;
  displayName?: string;
  description?: string | null;
  public?: boolean;
  sort?: ListItemsSort;
}
