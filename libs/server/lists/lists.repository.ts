import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { ContentType, ListItemsSort } from '@app/contract';
import { queryRows, TransactionalRepository } from '@app/server/core/database';
import type { ItemsFrom, ListChanges, ListItemRecord, ListRecord, ListsFilter, ListsSort, NewList } from './list.types';

type Executor = DataSource | EntityManager;

const UNIQUE_VIOLATION = '23505';

const LIST_COLUMNS = `id, user_id AS "userId", name, display_name AS "displayName", description, public,
  num_items AS "numItems", sort, created_at AS "createdAt", last_updated_at AS "lastUpdatedAt"`;
const ITEM_COLUMNS = `id, list_id AS "listId", target_type AS "targetType", target_id AS "targetId", created_at AS "createdAt"`;

const LISTS_ORDER: Record<ListsSort, string> = {
  lastAdded: 'last_updated_at DESC, id DESC',
  name: 'lower(name), name, id',
};

const FILTER_SQL: Record<ListsFilter, string> = { all: '', public: 'AND public', private: 'AND NOT public' };

/** Each order with the keyset condition that continues it from an inclusive start ($2, $3). */
const ITEM_ORDERS: Record<ListItemsSort, { order: string; fromAdded: string; fromAddedSecond: string; fromCreated: string }> = {
  addedDsc: {
    order: 'created_at DESC, id DESC',
    fromAdded: '(created_at, id) <= ($2, $3)',
    fromAddedSecond: "created_at < $2::timestamptz + interval '1 second'",
    fromCreated: '',
  },
  addedAsc: { order: 'created_at, id', fromAdded: '(created_at, id) >= ($2, $3)', fromAddedSecond: 'created_at >= $2', fromCreated: '' },
  createdDsc: { order: 'target_id DESC, id DESC', fromAdded: '', fromAddedSecond: '', fromCreated: 'target_id <= $2' },
  createdAsc: { order: 'target_id, id', fromAdded: '', fromAddedSecond: '', fromCreated: 'target_id >= $2' },
};

const isUniqueViolation = (error: unknown) => error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;

/** Whole seconds, as upstream stores list times; keeps the added-time cursor exact. */
export const toStoredTime = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

@Injectable()
export class ListsRepository extends TransactionalRepository {
  /** Null when the owner already has a list of that name (any case). */
  async insert(list: NewList, tx: Executor = this.db): Promise<ListRecord | null> {
    const at = toStoredTime(list.at);
    try {
      const rows = await queryRows<ListRecord>(
        tx,
        `INSERT INTO lists (user_id, name, display_name, description, public, created_at, last_updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${LIST_COLUMNS}`,
        [list.userId, list.name, list.displayName, list.description, list.public, at],
      );
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async findById(id: number): Promise<ListRecord | null> {
    const rows = await queryRows<ListRecord>(this.db, `SELECT ${LIST_COLUMNS} FROM lists WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** List names match case-insensitively (docs/api/lists.md); the unique index serves this. */
  async findByName(userId: string, name: string): Promise<ListRecord | null> {
    const rows = await queryRows<ListRecord>(this.db, `SELECT ${LIST_COLUMNS} FROM lists WHERE user_id = $1 AND lower(name) = lower($2)`, [userId, name]);
    return rows[0] ?? null;
  }

  listsOf(userId: string, sort: ListsSort, filter: ListsFilter, publicOnly: boolean): Promise<ListRecord[]> {
    return queryRows<ListRecord>(
      this.db,
      `SELECT ${LIST_COLUMNS} FROM lists WHERE user_id = $1 ${FILTER_SQL[filter]} ${publicOnly ? 'AND public' : ''} ORDER BY ${LISTS_ORDER[sort]}`,
      [userId],
    );
  }

  /** The updated row; null when the list is gone; `'duplicate'` when the new name is taken. */
  async update(id: number, changes: ListChanges): Promise<ListRecord | null | 'duplicate'> {
    try {
      const rows = await queryRows<ListRecord>(
        this.db,
        `UPDATE lists SET
           name = COALESCE($2, name),
           display_name = COALESCE($3, display_name),
           description = CASE WHEN $4 THEN $5 ELSE description END,
           public = COALESCE($6, public),
           sort = COALESCE($7, sort)
         WHERE id = $1 RETURNING ${LIST_COLUMNS}`,
        [
          id,
          changes.name ?? null,
          changes.displayName ?? null,
          changes.description !== undefined,
          changes.description ?? null,
          changes.public ?? null,
          changes.sort ?? null,
        ],
      );
      return rows[0] ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  /** Deletes the list with its items (cascade); the row as it was, or null when already gone. */
  async delete(id: number): Promise<ListRecord | null> {
    const rows = await queryRows<ListRecord>(this.db, `DELETE FROM lists WHERE id = $1 RETURNING ${LIST_COLUMNS}`, [id]);
    return rows[0] ?? null;
  }

  /** Item changes of one list run one at a time under its row lock, so `num_items` stays exact. */
  async lock(tx: EntityManager, id: number): Promise<ListRecord | null> {
    const rows = await queryRows<ListRecord>(tx, `SELECT ${LIST_COLUMNS} FROM lists WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /** Adds the item unless it is there already; true when added (then the count and time move). */
  async addItem(tx: EntityManager, listId: number, targetType: ContentType, targetId: string, at: Date): Promise<boolean> {
    const stored = toStoredTime(at);
    const rows = await queryRows<{ id: number }>(
      tx,
      `INSERT INTO list_items (list_id, target_type, target_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (list_id, target_type, target_id) DO NOTHING RETURNING id`,
      [listId, targetType, targetId, stored],
    );
    if (!rows.length) return false;
    await tx.query(`UPDATE lists SET num_items = num_items + 1, last_updated_at = $2 WHERE id = $1`, [listId, stored]);
    return true;
  }

  async removeItem(tx: EntityManager, listId: number, targetType: ContentType, targetId: string): Promise<void> {
    const rows = await queryRows<{ id: number }>(tx, `DELETE FROM list_items WHERE list_id = $1 AND target_type = $2 AND target_id = $3 RETURNING id`, [
      listId,
      targetType,
      targetId,
    ]);
    await this.lowerCount(tx, listId, rows.length);
  }

  async clear(tx: EntityManager, listId: number): Promise<void> {
    await tx.query(`DELETE FROM list_items WHERE list_id = $1`, [listId]);
    await tx.query(`UPDATE lists SET num_items = 0 WHERE id = $1`, [listId]);
  }

  /** The removed item, or null when the list has no such item. */
  async removeItemById(tx: EntityManager, listId: number, itemId: number): Promise<ListItemRecord | null> {
    const rows = await queryRows<ListItemRecord>(tx, `DELETE FROM list_items WHERE id = $1 AND list_id = $2 RETURNING ${ITEM_COLUMNS}`, [itemId, listId]);
    await this.lowerCount(tx, listId, rows.length);
    return rows[0] ?? null;
  }

  /** A page in `sort` order from `from` (inclusive) on; ask for one more than shown to learn `next`. */
  page(listId: number, sort: ListItemsSort, from: ItemsFrom | null, limit: number): Promise<ListItemRecord[]> {
    const order = ITEM_ORDERS[sort];
    if (!from)
      return queryRows<ListItemRecord>(this.db, `SELECT ${ITEM_COLUMNS} FROM list_items WHERE list_id = $1 ORDER BY ${order.order} LIMIT $2`, [listId, limit]);
    const [condition, params] =
      from.kind === 'created'
        ? [order.fromCreated, [from.targetId]]
        : from.id === null
          ? [order.fromAddedSecond, [from.at]]
          : [order.fromAdded, [from.at, from.id]];
    const limitParam = `$${params.length + 2}`;
    return queryRows<ListItemRecord>(
      this.db,
      `SELECT ${ITEM_COLUMNS} FROM list_items WHERE list_id = $1 AND ${condition} ORDER BY ${order.order} LIMIT ${limitParam}`,
      [listId, ...params, limit],
    );
  }

  /** Ids of `userId`'s own lists holding the target, in id order. */
  async savedTo(userId: string, targetType: ContentType, targetId: string): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      `SELECT l.id FROM list_items i JOIN lists l ON l.id = i.list_id
       WHERE i.target_id = $1 AND i.target_type = $2 AND l.user_id = $3 ORDER BY l.id`,
      [targetId, targetType, userId],
    );
    return rows.map((r) => r.id);
  }

  /** Account deletion: every list of the account and, by cascade, their items. */
  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM lists WHERE user_id = $1`, [userId]);
  }

  private async lowerCount(tx: EntityManager, listId: number, removed: number): Promise<void> {
    if (removed > 0) await tx.query(`UPDATE lists SET num_items = num_items - $2 WHERE id = $1`, [listId, removed]);
  }
}
