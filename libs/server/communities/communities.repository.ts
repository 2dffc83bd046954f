import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows, ReadOnlyDatabase, TransactionalRepository } from '@app/server/core/database';
import { DataSource, EntityManager } from 'typeorm';
import type { SearchSort } from '@app/contract';
import {
  HEADLINE_OPTIONS,
  integerKeyset,
  prefixPattern,
  SearchKeyset,
  SearchStatement,
  TEXT_SEARCH_CONFIG,
  WEBSEARCH_QUERY,
} from '@app/server/core/text-search';
import { CommunitiesSort, CommunityRecord } from './community.types';

const COLUMNS = `c.id, c.user_id, c.name, c.nsfw, c.about, c.no_members, c.pro_pic_id, c.banner_image_id,
  c.posting_restricted, c.is_default, c.modlog_anonymous, c.created_at, c.deleted_at`;

interface CommunityRow {
  id: string;
  user_id: string;
  name: string;
  nsfw: boolean;
  about: string | null;
  no_members: number;
  pro_pic_id: string | null;
  banner_image_id: string | null;
  posting_restricted: boolean;
  is_default: boolean;
  modlog_anonymous: boolean;
  created_at: Date;
  deleted_at: Date | null;
}

const toRecord = (row: CommunityRow): CommunityRecord => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  nsfw: row.nsfw,
  about: row.about,
  noMembers: row.no_members,
  proPicId: row.pro_pic_id,
  bannerImageId: row.banner_image_id,
  postingRestricted: row.posting_restricted,
  isDefault: row.is_default,
  modlogAnonymous: row.modlog_anonymous,
  createdAt: row.created_at,
  deletedAt: row.deleted_at,
});

const ORDER_BY: Record<CommunitiesSort, string> = {
  new: 'c.created_at DESC, c.id DESC',
  old: 'c.created_at ASC, c.id ASC',
  size: 'c.no_members DESC, c.id DESC',
  name_asc: 'lower(c.name) ASC',
  name_dsc: 'lower(c.name) DESC',
};

export interface NewCommunity {
  id: string;
  userId: string;
  name: string;
  about: string | null;
  createdAt: Date;
}

/**
 * Relevance's keys, one range per part: the exact name, then names that start with the text (the key is the
 * members above NAME_START), then the other matches of the words by their rank, which is below 1.
 */
const EXACT_NAME = 2e12;
const NAME_START = 1e12;

/**
 * Relevance in three parts, each read in an order an index serves and stopped after a page: the exact name (one
 * probe of `communities_name_lower_key`), the names that start with the text by members, and the other matches
 * of the words (inside a name, or in the about text) by rank. A start shared by many names (`c_1`, 1,111 names
 * on the medium seed) then costs a page, not a text rank of every name (docs/performance.md "Search"). A
 * cursor's key says which part it is in; the parts before it are left out.
 */
function byRelevance(statement: SearchStatement, prefix: string, where: readonly string[], after: SearchKeyset | null, limit: number): string {
  const limitParam = statement.param(limit);
  const parts: string[] = [];
  const inPart = (low: number, high: number) => (after === null || after.key >= high ? 'all' : after.key >= low ? 'from' : 'none');
  const keyset = (key: string, value: number) => `(${key}, c.id) <= (${statement.param(value)}::float8, ${statement.param(after?.id)}::text)`;
  const exact = inPart(EXACT_NAME, Infinity);
  if (exact !== 'none') {
    const key = `(${EXACT_NAME} + c.no_members)::float8`;
    const conditions = [...where, 'lower(c.name) = lower($1)', ...(exact === 'from' && after ? [keyset(key, after.key)] : [])];
    parts.push(`SELECT c.id, ${key} AS sort_key FROM communities c WHERE ${conditions.join(' AND ')}`);
  }
  const start = inPart(NAME_START, EXACT_NAME);
  if (start !== 'none') {
    const conditions = [...where, `lower(c.name) LIKE ${prefix}`, 'lower(c.name) <> lower($1)'];
    if (start === 'from' && after)
      conditions.push(`(c.no_members, c.id) <= (${statement.param(integerKeyset(after.key - NAME_START))}::integer, ${statement.param(after.id)}::text)`);
    parts.push(
      `SELECT c.id, (${NAME_START} + c.no_members)::float8 AS sort_key FROM communities c WHERE ${conditions.join(' AND ')}
       ORDER BY c.no_members DESC, c.id DESC LIMIT ${limitParam}`,
    );
  }
  const rank = `ts_rank(v.vector, ${WEBSEARCH_QUERY})::float8`;
  const conditions = [...where, `v.vector @@ ${WEBSEARCH_QUERY}`];
  if (after && after.key < NAME_START) conditions.push(keyset(rank, after.key));
  // The names of the second part are left out of the matches only (`OFFSET 0` keeps the planner from pushing the
  // test into its scan of every community): `lower()` of all 2,000 names on the medium seed cost 0.4 ms a search.
  parts.push(
    `SELECT words.id, words.sort_key FROM (
       SELECT c.id, c.name, ${rank} AS sort_key FROM community_search_vectors v JOIN communities c ON c.id = v.community_id
       WHERE ${conditions.join(' AND ')} OFFSET 0
     ) words
     WHERE lower(words.name) NOT LIKE ${prefix} ORDER BY words.sort_key DESC, words.id DESC LIMIT ${limitParam}`,
  );
  return `SELECT page.*, ts_headline('${TEXT_SEARCH_CONFIG}', coalesce(page.about, ''), ${WEBSEARCH_QUERY}, ${statement.param(HEADLINE_OPTIONS)}) AS headline
    FROM (
      SELECT ${COLUMNS}, m.sort_key FROM (${parts.map((part) => `(${part})`).join(' UNION ALL ')}) m
      JOIN communities c ON c.id = m.id
      ORDER BY m.sort_key DESC, m.id DESC LIMIT ${limitParam}
    ) page
    ORDER BY page.sort_key DESC, page.id DESC`;
}

/** `top` (members) and `latest` (newest first): one order over every match, which an index serves. */
function byMembersOrNewest(
  statement: SearchStatement,
  prefix: string,
  where: readonly string[],
  search: { sort: SearchSort; after: SearchKeyset | null; limit: number },
): string {
  return statement.page(
    {
      table: 'communities',
      alias: 'c',
      vectors: 'community_search_vectors',
      vectorKey: 'community_id',
      alsoMatchingIds: `SELECT id FROM communities WHERE lower(name) LIKE ${prefix}`,
      columns: COLUMNS,
      sortKey: search.sort === 'top' ? 'c.no_members' : null,
      sortType: 'integer',
      headlineText: "coalesce(page.about, '')",
    },
    where,
    search.after,
    search.limit,
  );
}

/** Communities and their membership. Counters move in the same statement as the rows they count. */
@Injectable()
export class CommunitiesRepository extends TransactionalRepository {
  constructor(
    @InjectDataSource() db: DataSource,
    private readonly reads: ReadOnlyDatabase,
  ) {
    super(db);
  }

  /** Every route under `/communities/{id}` resolves its community here first: a prepared page read. */
  async findById(id: string): Promise<CommunityRecord | null> {
    const rows = await this.reads.rows<CommunityRow>(`SELECT ${COLUMNS} FROM communities c WHERE c.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findByName(name: string): Promise<CommunityRecord | null> {
    const rows = await this.reads.rows<CommunityRow>(`SELECT ${COLUMNS} FROM communities c WHERE lower(c.name) = lower($1)`, [name]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async list(sort: CommunitiesSort, limit: number | null, filter: { defaultOnly?: boolean; memberId?: string } = {}): Promise<CommunityRecord[]> {
    const params: unknown[] = [];
    const where = ['c.deleted_at IS NULL'];
    if (filter.defaultOnly) where.push('c.is_default');
    if (filter.memberId) {
      params.push(filter.memberId);
      where.push(`EXISTS (SELECT 1 FROM community_members m WHERE m.community_id = c.id AND m.user_id = $${params.length})`);
    }
    let sql = `SELECT ${COLUMNS} FROM communities c WHERE ${where.join(' AND ')} ORDER BY ${ORDER_BY[sort]}`;
    if (limit !== null) {
      params.push(limit);
      sql += ` LIMIT $${params.length}`;
    }
    const rows = await queryRows<CommunityRow>(this.db, sql, params);
    return rows.map(toRecord);
  }

  /** Name contains `q` (case-insensitive, LIKE wildcards taken literally); the exact match first. */
  async search(q: string, max: number): Promise<CommunityRecord[]> {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await queryRows<CommunityRow>(
      this.db,
      `SELECT ${COLUMNS} FROM communities c
       WHERE c.deleted_at IS NULL AND lower(c.name) LIKE $1
       ORDER BY (lower(c.name) = lower($2)) DESC, c.no_members DESC, lower(c.name)
       LIMIT $3`,
      [pattern, q, max],
    );
    return rows.map(toRecord);
  }

  /**
   * Full-text search of names and about texts (the GIN index of `community_search_vectors`), or names starting with what
   * was typed (`communities_name_prefix_idx`). Relevance puts the exact name first, then names that start
   * with the text by members, then the other matches of the words by rank; `top` is by members. Pages by an inclusive (key, id) keyset.
   */
  async searchText(search: {
    text: string;
    sort: SearchSort;
    after: SearchKeyset | null;
    limit: number;
    excludeIds: readonly string[];
  }): Promise<{ record: CommunityRecord; key: number; headline: string }[]> {
    const statement = new SearchStatement(search.text);
    const prefix = statement.param(prefixPattern(search.text));
    const where = ['c.deleted_at IS NULL'];
    if (search.excludeIds.length) where.push(`c.id <> ALL(${statement.param(search.excludeIds)}::varchar[])`);
    const sql =
      search.sort === 'relevance' ? byRelevance(statement, prefix, where, search.after, search.limit) : byMembersOrNewest(statement, prefix, where, search);
    const rows = await this.reads.rows<CommunityRow & { sort_key: number; headline: string }>(sql, statement.params);
    return rows.map((row) => ({ record: toRecord(row), key: Number(row.sort_key), headline: row.headline }));
  }

  async findByIds(ids: readonly string[]): Promise<CommunityRecord[]> {
    if (!ids.length) return [];
    const rows = await this.reads.rows<CommunityRow>(`SELECT ${COLUMNS} FROM communities c WHERE c.id = ANY($1)`, [ids]);
    return rows.map(toRecord);
  }

  async insert(tx: EntityManager, community: NewCommunity): Promise<void> {
    await tx.query(`INSERT INTO communities (id, user_id, name, about, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      community.id,
      community.userId,
      community.name,
      community.about,
      community.createdAt,
    ]);
  }

  async update(
    id: string,
    changes: { nsfw: boolean; about: string | null; postingRestricted: boolean; modlogAnonymous: boolean },
    tx: EntityManager | DataSource = this.db,
  ): Promise<void> {
    await tx.query(`UPDATE communities SET nsfw = $2, about = $3, posting_restricted = $4, modlog_anonymous = $5 WHERE id = $1`, [
      id,
      changes.nsfw,
      changes.about,
      changes.postingRestricted,
      changes.modlogAnonymous,
    ]);
  }

  /** False when it already was (or was not) a default community: nothing changed. */
  async setDefault(id: string, isDefault: boolean, tx: EntityManager | DataSource = this.db): Promise<boolean> {
    const rows = await queryRows<unknown>(tx, `UPDATE communities SET is_default = $2 WHERE id = $1 AND is_default <> $2 RETURNING 1`, [id, isDefault]);
    return rows.length > 0;
  }

  /** Adds the membership if missing; the member count moves only when a row was added. */
  async join(tx: EntityManager | DataSource, communityId: string, userId: string): Promise<boolean> {
    const rows = await queryRows<{ added: number }>(
      tx,
      `WITH added AS (
         INSERT INTO community_members (community_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1
       )
       UPDATE communities SET no_members = no_members + (SELECT count(*) FROM added) WHERE id = $1
       RETURNING (SELECT count(*) FROM added)::int AS added`,
      [communityId, userId],
    );
    return rows[0]?.added === 1;
  }

  /** Removes the membership if present; the member count moves only when a row was removed. */
  async leave(tx: EntityManager, communityId: string, userId: string): Promise<boolean> {
    const rows = await queryRows<{ removed: number }>(
      tx,
      `WITH removed AS (
         DELETE FROM community_members WHERE community_id = $1 AND user_id = $2 RETURNING 1
       )
       UPDATE communities SET no_members = no_members - (SELECT count(*) FROM removed) WHERE id = $1
       RETURNING (SELECT count(*) FROM removed)::int AS removed`,
      [communityId, userId],
    );
    return rows[0]?.removed === 1;
  }

  /** Account deletion: leaves every community, each count moving by the rows actually removed. */
  async leaveAll(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(
      `WITH removed AS (
         DELETE FROM community_members WHERE user_id = $1 RETURNING community_id
       )
       UPDATE communities c SET no_members = no_members - 1 FROM removed WHERE c.id = removed.community_id`,
      [userId],
    );
  }

  /** Joins a new account to every default community, in one statement. */
  async joinDefaults(userId: string): Promise<void> {
    await this.db.query(
      `WITH added AS (
         INSERT INTO community_members (community_id, user_id)
         SELECT id, $1 FROM communities WHERE is_default AND deleted_at IS NULL
         ON CONFLICT DO NOTHING RETURNING community_id
       )
       UPDATE communities c SET no_members = no_members + 1 FROM added WHERE c.id = added.community_id`,
      [userId],
    );
  }

  /** Of `communityIds`, those the user joined. */
  async joinedAmong(userId: string, communityIds: readonly string[]): Promise<Set<string>> {
    if (!communityIds.length) return new Set();
    const rows = await queryRows<{ community_id: string }>(
      this.db,
      `SELECT community_id FROM community_members WHERE user_id = $1 AND community_id = ANY($2)`,
      [userId, communityIds],
    );
    return new Set(rows.map((r) => r.community_id));
  }

  async joinedCommunityIds(userId: string): Promise<string[]> {
    const rows = await this.reads.rows<{ community_id: string }>(`SELECT community_id FROM community_members WHERE user_id = $1`, [userId]);
    return rows.map((r) => r.community_id);
  }

  async countMembers(communityId: string): Promise<number> {
    const rows = await queryRows<{ count: number }>(this.db, `SELECT count(*)::int AS count FROM community_members WHERE community_id = $1`, [communityId]);
    return rows[0].count;
  }
}
