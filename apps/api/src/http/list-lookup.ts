import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@app/server/core/errors';
import { ListAccess } from '@app/server/lists';
import { UsersService } from '@app/server/users';
import type { TargetLookup } from './access';

/**
 * The list routes' target for a visitor, before the 401: the user (`404 user_not_found`), then the list
 * (`400 invalid-list-id`, `404 list-not-found`), as docs/api/lists.md orders them. Whether the list is
 * private or the caller owns it is decided after the login, by the service.
 */
@Injectable()
export class ListLookup implements TargetLookup {
  constructor(
    private readonly lists: ListAccess,
    private readonly users: UsersService,
  ) {}

  async lookUp(req: Request): Promise<void> {
    const { username, listName, listId } = req.params as Record<string, string | undefined>;
    if (listId !== undefined) {
      await this.lists.find({ listId });
      return;
    }
    if (username === undefined) return;
    if (listName !== undefined) {
      await this.lists.find({ username, listName });
      return;
    }
    if (!(await this.users.findByUsername(username))) throw new DomainError('USER_NOT_FOUND');
  }
}
