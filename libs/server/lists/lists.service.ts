import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CreateListRequest, List, ListItemsSort, UpdateListRequest } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { RateLimiter } from '@app/server/core/throttling';
import { UsersService } from '@app/server/users';
import { ListAccess, ListAddress } from './list-access.service';
import { assertValidListName, descriptionOf, displayNameOf, isListItemsSort, parseListsFilter, parseListsSort } from './list-rules';
import type { ListChanges } from './list.types';
import { toList } from './lists.mapper';
import { ListsRepository } from './lists.repository';

export interface ListsQuery {
  sort?: string;
  filter?: string;
}

/** The name and display name of the list every account gets at signup (docs/api/session.md §7). */
export const BOOKMARKS_LIST = { name: 'bookmarks', displayName: 'Bookmarks' } as const;

/** A user's lists (docs/api/lists.md): listing, create, read, edit, delete, and the bookmarks list of signup. */
@Injectable()
export class ListsService {
  constructor(
    private readonly lists: ListsRepository,
    private readonly access: ListAccess,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** `GET /api/users/{username}/lists`: others see only the public lists. */
  async listsOf(username: string, query: ListsQuery, viewerId: string | null): Promise<List[]> {
    const owner = await this.users.findByUsername(username);
    if (!owner) throw new DomainError('USER_NOT_FOUND');
    const sort = parseListsSort(query.sort);
    const filter = parseListsFilter(query.filter);
    const records = await this.lists.listsOf(owner.id, sort, filter, owner.id !== viewerId);
    return records.map((r) => toList(r, owner.username));
  }

  /** `_initial.lists`: all of the user's lists, most recently updated first. */
  async ownLists(user: { id: string; username: string }): Promise<List[]> {
    const records = await this.lists.listsOf(user.id, 'lastAdded', 'all', false);
    return records.map((r) => toList(r, user.username));
  }

  /** `POST /api/users/{username}/lists`: answers all of the owner's lists, as the query orders them. */
  async create(username: string, body: Partial<CreateListRequest>, query: ListsQuery, caller: Caller): Promise<List[]> {
    const owner = await this.users.findByUsername(username);
    if (!owner) throw new DomainError('USER_NOT_FOUND');
    if (!caller.userId) throw new DomainError('NOT_LOGGED_IN');
    if (owner.id !== caller.userId) throw new DomainError('NOT_YOUR_LIST');
    parseListsSort(query.sort);
    parseListsFilter(query.filter);
    const name = body.name ?? '';
    if (name === '') throw new DomainError('LIST_NAME_REQUIRED');
    await this.rateLimiter.consume('createList', owner.id, caller);
    assertValidListName(name);
    const created = await this.lists.insert({
      userId: owner.id,
      name,
      displayName: displayNameOf(body.displayName, name),
      description: descriptionOf(body.description),
      public: body.public ?? false,
      at: this.clock.now(),
    });
    if (!created) throw new DomainError('DUPLICATE_LIST');
    return this.listsOf(owner.username, query, owner.id);
  }

  /** Inside signup's transaction, so an account never exists without its bookmarks list. */
  async createBookmarks(tx: EntityManager, userId: string): Promise<void> {
    const list = { userId, ...BOOKMARKS_LIST, description: null, public: false, at: this.clock.now() };
    if (!(await this.lists.insert(list, tx))) throw new Error(`Account ${userId} already has a bookmarks list`);
  }

  async get(address: ListAddress, viewerId: string | null): Promise<List> {
    const { list, ownerName } = await this.access.readable(address, viewerId);
    return toList(list, ownerName);
  }

  /** `PUT`: omitted fields keep their value; renaming onto another list's name is 409. */
  async update(address: ListAddress, body: UpdateListRequest, caller: Caller): Promise<List> {
    const { list, ownerName, userId } = await this.access.owned(address, caller.userId);
    await this.rateLimiter.consume('updateList', userId, caller);
    const changes = this.changesFrom(body, list.name);
    const updated = await this.lists.update(list.id, changes);
    if (updated === 'duplicate') throw new DomainError('DUPLICATE_LIST');
    if (!updated) throw new DomainError('LIST_NOT_FOUND');
    return toList(updated, ownerName);
  }

  /** `DELETE`: the list and all its items (bookmarks too); answers the list as it was. */
  async delete(address: ListAddress, caller: Caller): Promise<List> {
    const { list, ownerName, userId } = await this.access.owned(address, caller.userId);
    await this.rateLimiter.consume('updateList', userId, caller);
    const deleted = await this.lists.delete(list.id);
    if (!deleted) throw new DomainError('LIST_NOT_FOUND');
    return toList(deleted, ownerName);
  }

  /**
   * Checks in the contract's order: sort, then the name rules. A `null` name, display name, visibility or sort
   * is omitted, as upstream's decoder leaves those fields alone (it was a 500, found by the route fuzzer);
   * only `description` has a null meaning (no description).
   */
  private changesFrom(raw: UpdateListRequest, currentName: string): ListChanges {
    const body = withoutNulls(raw);
    const sort = body.sort === undefined ? undefined : storedSort(body.sort);
    if (body.name !== undefined) assertValidListName(body.name);
    const name = body.name ?? currentName;
    return {
      name: body.name,
      // An emptied display name falls back to the name, as on create (docs/api-notes.md "Lists").
      displayName: body.displayName === undefined ? undefined : displayNameOf(body.displayName, name),
      description: raw.description === undefined ? undefined : descriptionOf(raw.description),
      public: body.public,
      sort,
    };
  }
}

/** The edit's fields with `null` read as omitted (the wire may carry null where the type says optional). */
function withoutNulls(body: UpdateListRequest): { name?: string; displayName?: string; public?: boolean; sort?: string } {
  const fields = body as { [K in keyof UpdateListRequest]?: UpdateListRequest[K] | null };
  return { name: fields.name ?? undefined, displayName: fields.displayName ?? undefined, public: fields.public ?? undefined, sort: fields.sort ?? undefined };
}

function storedSort(value: string): ListItemsSort {
  if (!isListItemsSort(value)) throw new DomainError('INVALID_LIST_SORT');
  return value;
}
