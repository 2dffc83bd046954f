import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FeedSort } from '@app/contract';
import { queryRows, ReadOnlyDatabase } from '@app/server/core/database';
import { FeedCursor } from './feed-cursors';
import { POST_COLUMNS, PostRecord, PostRow, toPostRecord } from './post.types';

/** Where a feed's posts come from. Several communities (home, moderating) are walked one index each. */
export type FeedScope = { kind: 'all' } | { kind: 'community'; communityId: string } | { kind: 'communities'; communityIds: readonly string[] };

/** Viewer exclusions, all optional (docs/api/rules.md §5.3). */
export interface FeedExclusions {
  hiddenFor?: string;
  mutedUserIds?: readonly string[];
  mutedCommunityIds?: readonly string[];
  postIds?: readonly string[];
}

export interface FeedRow {
  record: PostRecord;
  /** The sort's leading value as text: the cursor's key. */
  key: string;
}

const WINDOW_DAYS: Partial<Record<FeedSort, number>> = { day: 1, week: 7, month: 30, year: 365 };

/** Per sort: the ORDER BY, its leading key (as text, for cursors) and the keyset condition. */
interface SortPlan {
  from: string;
  order: string;
  key: string;
  after(cursor: FeedCursor, p: (value: unknown) => string): string;
}

function sortPlan(sort: FeedSort): SortPlan {
  const windowDays = WINDOW_DAYS[sort];
  if (windowDays !== undefined) {
    return {
      from: `post_windows w JOIN posts p ON p.id = w.post_id`,
      order: 'w.points DESC, w.post_id DESC',
      key: 'w.points::text',
      after: (c, p) => `(w.points, w.post_id) <= (${p(Number(c.key))}::int, ${p(c.id)}::text)`,
    };
  }
  switch (sort) {
    case 'hot':
      return {
        from: 'posts p',
        order: 'p.hotness DESC, p.id DESC',
        key: 'p.hotness::text',
        after: (c, p) => `(p.hotness, p.id) <= (${p(c.key)}::bigint, ${p(c.id)}::text)`,
      };
    case 'latest':
      return { from: 'posts p', order: 'p.id DESC', key: "''", after: (c, p) => `p.id <= ${p(c.id)}::text` };
    case 'all':
      return {
        from: 'posts p',
        order: 'p.points DESC, p.id DESC',
        key: 'p.points::text',
        after: (c, p) => `(p.points, p.id) <= (${p(Number(c.key))}::int, ${p(c.id)}::text)`,
      };
    default:
      return {
        from: 'posts p',
        order: 'p.last_activity_at DESC, p.id DESC',
        // Microseconds as stored, times 1000: nanoseconds, exact both ways.
        key: "(extract(epoch FROM p.last_activity_at) * 1000000)::bigint::text || '000'",
        after: (c, p) => {
          const at = `(timestamptz 'epoch' + (${p(c.key)}::numeric / 1000) * interval '1 microsecond')`;
          return c.id === null ? `p.last_activity_at <= ${at}` : `(p.last_activity_at, p.id) <= (${at}, ${p(c.id)}::text)`;
        },
      };
  }
}

/**
 * Feed pages by keyset over the index of each sort: never OFFSET, never a sort of the whole table
 * (docs/api-notes.md). Joined-community feeds take the top of each community from its own index (LATERAL)
 * and merge them, so a user of small communities never walks the global index (docs/queries.md has the plans).
 */
@Injectable()
export class FeedRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  async page(scope: FeedScope, sort: FeedSort, cursor: FeedCursor | null, limit: number, exclude: FeedExclusions): Promise<FeedRow[]> {
    if (scope.kind === 'communities' && scope.communityIds.length === 0) return [];
    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const plan = sortPlan(sort);
    const windowDays = WINDOW_DAYS[sort];
    const where = ['p.deleted_at IS NULL'];
    if (windowDays !== undefined) where.push(`w.window_days = ${p(windowDays)}`, `w.created_at > now() - make_interval(days => ${p(windowDays)})`);
    if (cursor) where.push(plan.after(cursor, p));
    if (exclude.hiddenFor) where.push(`NOT EXISTS (SELECT 1 FROM hidden_posts h WHERE h.user_id = ${p(exclude.hiddenFor)} AND h.post_id = p.id)`);
    if (exclude.mutedUserIds?.length) where.push(`p.user_id <> ALL(${p(exclude.mutedUserIds)}::varchar[])`);
    if (exclude.mutedCommunityIds?.length) where.push(`p.community_id <> ALL(${p(exclude.mutedCommunityIds)}::varchar[])`);
    if (exclude.postIds?.length) where.push(`p.id <> ALL(${p(exclude.postIds)}::varchar[])`);
    const communityColumn = windowDays !== undefined ? 'w.community_id' : 'p.community_id';
    const select = `SELECT ${POST_COLUMNS}, ${plan.key} AS feed_key FROM ${plan.from}`;
    const limitParam = p(limit);
    let sql: string;
    if (scope.kind === 'all') {
      sql = `${select} WHERE ${where.join(' AND ')} ORDER BY ${plan.order} LIMIT ${limitParam}`;
    } else if (scope.kind === 'community') {
      sql = `${select} WHERE ${communityColumn} = ${p(scope.communityId)}::text AND ${where.join(' AND ')} ORDER BY ${plan.order} LIMIT ${limitParam}`;
    } else {
      const outerOrder = plan.order.replace(
        /\b[wp]\.(\w+)/g,
        (_m, column: string) => `f.${column === 'post_id' ? 'id' : column === 'points' && windowDays !== undefined ? 'window_points' : column}`,
      );
      sql = `SELECT f.* FROM unnest(${p(scope.communityIds)}::varchar[]) AS c(id)
             CROSS JOIN LATERAL (
               ${select.replace(' AS feed_key', ` AS feed_key${windowDays !== undefined ? ', w.points AS window_points' : ''}`)}
               WHERE ${communityColumn} = c.id AND ${where.join(' AND ')} ORDER BY ${plan.order} LIMIT ${limitParam}
             ) f
             ORDER BY ${outerOrder} LIMIT ${limitParam}`;
    }
    const rows = await this.reads.rows<PostRow & { feed_key: string }>(sql, params);
    return rows.map((row) => ({ record: toPostRecord(row), key: row.feed_key }));
  }

  /** Pins of a feed, oldest pin first: community pins for a community, site-wide pins elsewhere. */
  async pins(communityId: string | null): Promise<PostRecord[]> {
    const sql = communityId
      ? `SELECT ${POST_COLUMNS} FROM posts p WHERE p.community_id = $1 AND p.pinned_at IS NOT NULL AND p.deleted_at IS NULL ORDER BY p.pinned_at`
      : `SELECT ${POST_COLUMNS} FROM posts p WHERE p.pinned_site_at IS NOT NULL AND p.deleted_at IS NULL ORDER BY p.pinned_site_at`;
    const rows = await this.reads.rows<PostRow>(sql, communityId ? [communityId] : []);
    return rows.map(toPostRecord);
  }

  /** Modtools lists (offset pages are the contract here): deleted posts, or locked live ones, newest first. */
  async modtools(communityId: string, filter: 'deleted' | 'locked', limit: number, offset: number): Promise<{ total: number; records: PostRecord[] }> {
    const condition = filter === 'deleted' ? 'p.deleted_at IS NOT NULL' : 'p.locked_at IS NOT NULL AND p.deleted_at IS NULL';
    const order = filter === 'deleted' ? 'p.deleted_at DESC' : 'p.locked_at DESC';
    const [rows, count] = await Promise.all([
      queryRows<PostRow>(
        this.db,
        `SELECT ${POST_COLUMNS} FROM posts p WHERE p.community_id = $1 AND ${condition} ORDER BY ${order}, p.id DESC LIMIT $2 OFFSET $3`,
        [communityId, limit, offset],
      ),
      queryRows<{ count: number }>(this.db, `SELECT count(*)::int AS count FROM posts p WHERE p.community_id = $1 AND ${condition}`, [communityId]),
    ]);
    return { total: count[0].count, records: rows.map(toPostRecord) };
  }

  /** A user's posts, newest first (profile feed), from `fromId` inclusive. */
  async byAuthor(userId: string, fromId: string | null, limit: number, includeDeletedByOthers: boolean): Promise<PostRecord[]> {
    const params: unknown[] = [userId, limit];
    let where = 'p.user_id = $1';
    if (fromId) {
      params.push(fromId);
      where += ` AND p.id <= $3`;
    }
    if (!includeDeletedByOthers) where += ` AND (p.deleted_as IS NULL OR p.deleted_as = 'normal')`;
    const rows = await this.reads.rows<PostRow>(`SELECT ${POST_COLUMNS} FROM posts p WHERE ${where} ORDER BY p.id DESC LIMIT $2`, params);
    return rows.map(toPostRecord);
  }
}
