import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Badge } from '@app/contract';
import { queryRows, TransactionalRepository } from '@app/server/core/database';

/**
 * A user's badges as a JSON array in id order, for the row aliased `users`: one correlated subquery on
 * the `(user_id, type_id)` unique index, so a page of users carries its badges in the same statement.
 */
export const BADGES_JSON_OF_USERS_ROW = `(SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', t.name) ORDER BY b.id), '[]'::json)
  FROM badges b JOIN badge_types t ON t.id = b.type_id WHERE b.user_id = users.id)`;

export const BADGES_OF_USERS_ROW = `${BADGES_JSON_OF_USERS_ROW} AS badges`;

/**
 * The badges of the users whose ids are `$1`, as a relation (`user_id`, `badges`) to join: the same JSON as
 * BADGES_JSON_OF_USERS_ROW, but aggregated once for all of them. Users without badges have no row (coalesce
 * them to `'[]'::json`). For hundreds of users (a comments page's authors) this is about 1 ms of PostgreSQL
 * cheaper than a subquery per user (docs/performance.md); a page of feed authors still uses the subquery.
 */
export const BADGES_JSON_BY_USER_OF_IDS = `(SELECT b.user_id, json_agg(json_build_object('id', b.id, 'type', t.name) ORDER BY b.id) AS badges
  FROM badges b JOIN badge_types t ON t.id = b.type_id WHERE b.user_id = ANY($1) GROUP BY b.user_id)`;

export interface BadgeType {
  id: number;
  name: string;
}

/** `badges` and `badge_types` (docs/api/users.md badges). */
@Injectable()
export class BadgesRepository extends TransactionalRepository {
  /** Exact name: type names are identifiers (`supporter`), not user text. */
  async findType(name: string, db: DataSource | EntityManager = this.db): Promise<BadgeType | null> {
    const rows = await queryRows<BadgeType>(db, `SELECT id, name FROM badge_types WHERE name = $1`, [name]);
    return rows[0] ?? null;
  }

  async ofUser(userId: string, db: DataSource | EntityManager = this.db): Promise<Badge[]> {
    return queryRows<Badge>(db, `SELECT b.id, t.name AS type FROM badges b JOIN badge_types t ON t.id = b.type_id WHERE b.user_id = $1 ORDER BY b.id`, [
      userId,
    ]);
  }

  /** Answers whether a badge was added: false when the user already had one of this type. */
  async add(tx: EntityManager, userId: string, typeId: number, at: Date): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      tx,
      `INSERT INTO badges (user_id, type_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, type_id) DO NOTHING RETURNING id`,
      [userId, typeId, at],
    );
    return rows.length > 0;
  }

  /** How many badges went: 0 when the user held none of the type. */
  async removeType(userId: string, typeId: number, tx: EntityManager | DataSource = this.db): Promise<number> {
    return (await queryRows<unknown>(tx, `DELETE FROM badges WHERE user_id = $1 AND type_id = $2 RETURNING 1`, [userId, typeId])).length;
  }

  /** Only a badge of this user: another user's badge id removes nothing (0). */
  /** Answers the removed badges' type names. */
  async removeById(userId: string, badgeId: number, tx: EntityManager | DataSource = this.db): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(
      tx,
      `DELETE FROM badges b USING badge_types t WHERE b.user_id = $1 AND b.id = $2 AND t.id = b.type_id RETURNING t.name`,
      [userId, badgeId],
    );
    return rows.map((r) => r.name);
  }
}
