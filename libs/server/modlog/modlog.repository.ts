import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReadOnlyDatabase } from '@app/server/core/database';
import type { ModlogAction } from '@app/contract';
import type { ModlogEntryRow, NewModlogEntry } from './modlog.entity';

/** One page's scope: a community's entries, or the site-wide log of admin actions. */
export type ModlogScope = { communityId: string } | 'admin';

export interface ModlogFilter {
  action: ModlogAction | null;
  actorId: string | null;
  /** The last entry of the page before (its created_at as PostgreSQL wrote it, and its id). */
  after: { createdAtText: string; id: string } | null;
  limit: number;
}

export type ModlogPageRow = ModlogEntryRow & { createdAtText: string };

const COLUMNS = `e.id::text AS id, e.actor_id AS "actorId", a.username AS "actorName", (a.deleted_at IS NOT NULL) AS "actorDeleted",
  e.acted_as AS "actedAs", e.action, e.community_id AS "communityId", c.name AS "communityName",
  e.target_type AS "targetType", e.target_id AS "targetId", tu.username AS "targetUserName",
  (tu.deleted_at IS NOT NULL) AS "targetUserDeleted", e.target_title AS "targetTitle", e.target_path AS "targetPath",
  e.reason, e.created_at AS "createdAt", e.created_at::text AS "createdAtText"`;

/** Table `modlog_entries`: written only inside the acting service's transaction, never updated or deleted. */
@Injectable()
export class ModlogRepository {
  constructor(private readonly reads: ReadOnlyDatabase) {}

  async insert(tx: EntityManager, entry: NewModlogEntry, at: Date): Promise<void> {
    const t = entry.target;
    await tx.query(
      `INSERT INTO modlog_entries (actor_id, acted_as, action, community_id, target_type, target_id, target_user_id, target_title, target_path, reason, created_at)
       VALUES ($1, $2, $3, $4::varchar, $5, $6, $7, $8,
               CASE WHEN $9::text IS NULL OR $4::varchar IS NULL THEN $9::text ELSE '/' || (SELECT name FROM communities WHERE id = $4::varchar) || $9::text END, $10, $11)`,
      [
        entry.actorId,
        entry.actedAs,
        entry.action,
        entry.communityId,
        t?.type ?? null,
        t?.id ?? null,
        t?.userId ?? null,
        t?.title ?? null,
        t?.path ?? null,
        entry.reason ?? null,
        at,
      ],
    );
  }

  /**
   * Newest first, keyset on (created_at, id): each page is one index range scan whatever its depth
   * (`modlog_entries_community_page`, or `modlog_entries_admin_page` for the site log). The statement is built
   * for the filters present, so the planner never sees an "IS NULL OR" that would hide the index. A page read: a
   * prepared statement (one text per filter combination), from a read replica where one serves the request.
   */
  page(scope: ModlogScope, filter: ModlogFilter): Promise<ModlogPageRow[]> {
    const { sql, params } = pageQuery(scope, filter);
    return this.reads.rows<ModlogPageRow>(sql, params);
  }

  async userIdByName(username: string): Promise<string | null> {
    const rows = await this.reads.rows<{ id: string }>(`SELECT id FROM users WHERE lower(username) = lower($1)`, [username]);
    return rows[0]?.id ?? null;
  }
}

/** Exported for the plan test, which EXPLAINs the very statement a page runs. */
export function pageQuery(scope: ModlogScope, filter: ModlogFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (scope === 'admin') where.push(`e.acted_as = 'admin'`);
  else {
    params.push(scope.communityId);
    where.push(`e.community_id = $${params.length}`);
  }
  if (filter.action) {
    params.push(filter.action);
    where.push(`e.action = $${params.length}`);
  }
  if (filter.actorId) {
    params.push(filter.actorId);
    where.push(`e.actor_id = $${params.length}`);
  }
  if (filter.after) {
    params.push(filter.after.createdAtText, filter.after.id);
    where.push(`(e.created_at, e.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  }
  params.push(filter.limit);
  const sql = `SELECT ${COLUMNS}
    FROM modlog_entries e
    JOIN users a ON a.id = e.actor_id
    LEFT JOIN users tu ON tu.id = e.target_user_id
    LEFT JOIN communities c ON c.id = e.community_id
    WHERE ${where.join(' AND ')}
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT $${params.length}`;
  return { sql, params };
}
