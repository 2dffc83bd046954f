import { Injectable } from '@nestjs/common';
import { DomainError } from '@app/server/core/errors';
import { UsersService } from '@app/server/users';
import { parsePathInt } from './list-rules';
import type { ListRecord } from './list.types';
import { ListsRepository } from './lists.repository';

/** The two ways docs/api/lists.md addresses one list: `/users/{username}/lists/{listName}` and `/lists/{listId}`. */
export type ListAddress = { username: string; listName: string } | { listId: string };

/** A list with its owner's username (the List object carries it). */
export interface FoundList {
  list: ListRecord;
  ownerName: string;
}

/**
 * Finds a list and applies docs/api/lists.md's access rule: a private list exists only for its owner (others get
 * `404 list-not-found`, never 403); changes need a login and the owner, and a stranger touching a public
 * list gets the route's 403.
 */
@Injectable()
export class ListAccess {
  constructor(
    private readonly lists: ListsRepository,
    private readonly users: UsersService,
  ) {}

  /** For reading: anyone may see a public list. */
  async readable(address: ListAddress, viewerId: string | null): Promise<FoundList> {
    const found = await this.find(address);
    if (!found.list.public && found.list.userId !== viewerId) throw new DomainError('LIST_NOT_FOUND');
    return found;
  }

  /** For changing: the contract's order is lookup, then login, then ownership. */
  async owned(
    address: ListAddress,
    userId: string | null,
    strangerError: 'NOT_LIST_OWNER' | 'NOT_YOUR_LIST' = 'NOT_LIST_OWNER',
  ): Promise<FoundList & { userId: string }> {
    const found = await this.find(address);
    if (!userId) throw new DomainError('NOT_LOGGED_IN');
    this.assertOwner(found.list, userId, strangerError);
    return { ...found, userId };
  }

  assertOwner(list: ListRecord, userId: string, strangerError: 'NOT_LIST_OWNER' | 'NOT_YOUR_LIST'): void {
    if (list.userId === userId) return;
    throw new DomainError(list.public ? strangerError : 'LIST_NOT_FOUND');
  }

  async find(address: ListAddress): Promise<FoundList> {
    if ('listId' in address) return this.findById(address.listId);
    const owner = await this.users.findByUsername(address.username);
    if (!owner) throw new DomainError('USER_NOT_FOUND');
    const list = await this.lists.findByName(owner.id, address.listName);
    if (!list) throw new DomainError('LIST_NOT_FOUND');
    return { list, ownerName: owner.username };
  }

  private async findById(rawId: string): Promise<FoundList> {
    const id = parsePathInt(rawId, 'INVALID_LIST_ID');
    const list = id === null ? null : await this.lists.findById(id);
    const owner = list ? await this.users.findById(list.userId) : null;
    if (!list || !owner) throw new DomainError('LIST_NOT_FOUND');
    return { list, ownerName: owner.username };
  }
}
