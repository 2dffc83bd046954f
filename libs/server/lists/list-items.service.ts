import { Injectable } from '@nestjs/common';
import type { ListItem, ListItemsPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { RateLimiter } from '@app/server/core/throttling';
import { CommentsService } from '@app/server/comments';
import { PostsService } from '@app/server/posts';
import { ListAccess, ListAddress } from './list-access.service';
import { decodeItemsCursor, encodeItemsCursor } from './list-cursor';
import { ItemTarget, parseItemsLimit, parseItemsSort, parseItemTarget, parsePathInt } from './list-rules';
import { ListTargets } from './list-targets.service';
import type { ListRecord } from './list.types';
import { toListItem } from './lists.mapper';
import { ListsRepository } from './lists.repository';

export interface ListItemsQuery {
  limit?: string;
  next?: string;
  sort?: string;
}

/** A request body as sent: `empty` when there was none at all (`DELETE …/items` then clears the list). */
export interface RawBody {
  empty: boolean;
  value: unknown;
}

/** The items of a list (docs/api/lists.md "…/items"), and `_saved_to`. */
@Injectable()
export class ListItemsService {
  constructor(
    private readonly lists: ListsRepository,
    private readonly access: ListAccess,
    private readonly targets: ListTargets,
    private readonly posts: PostsService,
    private readonly comments: CommentsService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** `GET …/items`: a page in the requested order (the list's stored order by default). */
  async page(address: ListAddress, query: ListItemsQuery, viewerId: string | null): Promise<ListItemsPage> {
    const { list } = await this.access.readable(address, viewerId);
    const limit = parseItemsLimit(query.limit);
    const sort = parseItemsSort(query.sort, list.sort);
    const from = query.next ? decodeItemsCursor(sort, query.next) : null;
    const records = await this.lists.page(list.id, sort, from, limit + 1);
    const shown = records.slice(0, limit);
    const after = records[limit];
    return { items: await this.targets.toItems(shown, viewerId), next: after ? encodeItemsCursor(sort, after) : null };
  }

  /** `POST …/items`: adding an item already there changes nothing. Answers the first page. */
  async add(address: ListAddress, body: RawBody, caller: Caller): Promise<ListItemsPage> {
    const { list, userId } = await this.access.owned(address, caller.userId);
    await this.rateLimiter.consume('addListItem', userId, caller);
    const target = parseItemTarget(body.value);
    await this.assertTargetExists(target);
    await this.lists.transaction(async (tx) => {
      if (!(await this.lists.lock(tx, list.id))) throw new DomainError('LIST_NOT_FOUND');
      await this.lists.addItem(tx, list.id, target.targetType, target.targetId, this.clock.now());
    });
    return this.firstPage(list, userId);
  }

  /** `DELETE …/items`: with a target removes that item (if there), with no body at all clears the list. */
  async remove(address: ListAddress, body: RawBody, caller: Caller): Promise<ListItemsPage> {
    const { list, userId } = await this.access.owned(address, caller.userId);
    const target = body.empty ? null : parseItemTarget(body.value);
    await this.lists.transaction(async (tx) => {
      if (!(await this.lists.lock(tx, list.id))) throw new DomainError('LIST_NOT_FOUND');
      if (target) await this.lists.removeItem(tx, list.id, target.targetType, target.targetId);
      else await this.lists.clear(tx, list.id);
    });
    return this.firstPage(list, userId);
  }

  /** `DELETE /api/lists/{listId}/items/{itemId}`: answers the removed item with `targetItem: null`. */
  async removeById(rawListId: string, rawItemId: string, caller: Caller): Promise<ListItem> {
    const { list } = await this.access.find({ listId: rawListId });
    if (!caller.userId) throw new DomainError('NOT_LOGGED_IN');
    const itemId = parsePathInt(rawItemId, 'INVALID_ITEM_ID');
    this.access.assertOwner(list, caller.userId, 'NOT_YOUR_LIST');
    if (itemId === null) throw new DomainError('LIST_ITEM_NOT_FOUND');
    const removed = await this.lists.transaction(async (tx) => {
      if (!(await this.lists.lock(tx, list.id))) throw new DomainError('LIST_NOT_FOUND');
      return this.lists.removeItemById(tx, list.id, itemId);
    });
    if (!removed) throw new DomainError('LIST_ITEM_NOT_FOUND');
    return toListItem(removed, null);
  }

  /** `GET /api/lists/_saved_to`: only the viewer's own lists (upstream shows everyone's). */
  async savedTo(query: { id?: string; type?: string }, userId: string): Promise<number[]> {
    if (!isId(query.id)) throw new DomainError('INVALID_TARGET_ID');
    if (query.type !== 'post' && query.type !== 'comment') throw new DomainError('INVALID_CONTENT_TYPE');
    return this.lists.savedTo(userId, query.type, query.id);
  }

  /** Upstream saves ids of nothing; we answer the target's own not-found (docs/api/lists.md recommends it). */
  private async assertTargetExists(target: ItemTarget): Promise<void> {
    if (target.targetType === 'post') await this.posts.getById(target.targetId);
    else await this.comments.getRecord(target.targetId);
  }

  private async firstPage(list: ListRecord, ownerId: string): Promise<ListItemsPage> {
    return this.page({ listId: String(list.id) }, {}, ownerId);
  }
}
