import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { queryRows, ReadOnlyDatabase } from '@app/server/core/database';
import { integerKeyset, prefixPattern } from '@app/server/core/text-search';
import { BADGES_JSON_BY_USER_OF_IDS, BADGES_OF_USERS_ROW } from './badges.repository';
import { UserEntity, UserRecord } from './user.entity';

export interface NewAccount {
  id: string;
  username: string;
  email: string | null;
  passwordHash: string;
  createdIp: string;
  createdAt: Date;
}

/** The settings a user changes with `updateProfile` (docs/api/users.md); absent keys keep their value. */
export type ProfileChanges = Partial<
  Pick<
    UserEntity,
    | 'aboutMe'
    | 'email'
    | 'upvoteNotificationsOff'
    | 'replyNotificationsOff'
    | 'homeFeed'
    | 'rememberFeedSort'
    | 'embedsOff'
    | 'hideUserProfilePictures'
    | 'requireAltText'
  >
>;

const UNIQUE_VIOLATION = '23505';

/** Added to the exact name's karma in a relevance search of names: above any karma, so it comes first. */
const EXACT_NAME_BOOST = 1e12;

/** Users whose id is in `$1`, each with the `g.badges` of BADGES_JSON_BY_USER_OF_IDS (null when none). */
const USERS_OF_IDS_WITH_BADGES = `users LEFT JOIN ${BADGES_JSON_BY_USER_OF_IDS} g ON g.user_id = users.id WHERE users.id = ANY($1)`;
const JOINED_BADGES = `coalesce(g.badges, '[]'::json)`;

/**
 * What an author's JSON depends on, as one text: the row's `xmin` (a new one with every committed UPDATE of
 * the row: profile, karma, counters, ban, deletion, last visit) and the badges, which live in other rows.
 * Both statements that read it (versionsOf, findVersionedByIds) build it from this one expression, so a
 * cached author's version and the one read next are always comparable.
 */
const USER_VERSION = `users.xmin::text || ' ' || ${JOINED_BADGES}::text`;

/** A user row with the version it was read at (see USER_VERSION). */
export type VersionedUserRecord = UserRecord & { version: string };

const USER_RECORD_COLUMNS = `id, user_index::text AS "userIndex", username, email, email_confirmed_at AS "emailConfirmedAt",
  about_me AS "aboutMe", points, pro_pic_id AS "proPicId", is_admin AS "isAdmin", no_posts AS "noPosts",
  no_comments AS "noComments", last_seen AS "lastSeen", last_seen_ip AS "lastSeenIp", created_ip AS "createdIp",
  created_at AS "createdAt", deleted_at AS "deletedAt", upvote_notifications_off AS "upvoteNotificationsOff",
  reply_notifications_off AS "replyNotificationsOff", home_feed AS "homeFeed", remember_feed_sort AS "rememberFeedSort",
  embeds_off AS "embedsOff", hide_user_profile_pictures AS "hideUserProfilePictures", require_alt_text AS "requireAltText",
  banned_at AS "bannedAt", notifications_new_count AS "notificationsNewCount"`;

@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * Authors of a page: plain SQL because it runs on every feed and post page, where the query builder's
   * entity hydration was measurable, and the password hash has no business being read there. Their
   * badges come in the same statement, so a page of users costs no query per user.
   */
  findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.rows<UserRecord>(`SELECT ${USER_RECORD_COLUMNS}, ${BADGES_OF_USERS_ROW} FROM users WHERE id = ANY($1)`, [ids]);
  }

  /** `[id, version]` of each account: the narrow read that decides which cached author JSON is still right. */
  versionsOf(ids: readonly string[]): Promise<[string, string][]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.arrays<[string, string]>(`SELECT users.id, ${USER_VERSION} FROM ${USERS_OF_IDS_WITH_BADGES}`, [ids]);
  }

  /** The rows of `ids` with their badges and the version they were read at. */
  findVersionedByIds(ids: readonly string[]): Promise<VersionedUserRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reads.rows<VersionedUserRecord>(
      `SELECT ${USER_RECORD_COLUMNS}, ${JOINED_BADGES} AS badges, ${USER_VERSION} AS version FROM ${USERS_OF_IDS_WITH_BADGES}`,
      [ids],
    );
  }

  /** Locks the account row until `tx` ends; answers whether it is deleted (true also when it is gone). */
  async lockDeletedAt(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await queryRows<{ deleted: boolean }>(tx, `SELECT deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1 FOR SHARE`, [id]);
    return rows[0]?.deleted ?? true;
  }

  /** Accounts of several names at once (case-insensitive, through the lower(username) index). */
  findByUsernames(usernames: readonly string[]): Promise<UserRecord[]> {
    if (!usernames.length) return Promise.resolve([]);
    return queryRows<UserRecord>(this.users.manager, `SELECT ${USER_RECORD_COLUMNS} FROM users WHERE lower(username) = ANY($1)`, [
      usernames.map((u) => u.toLowerCase()),
    ]);
  }

  /**
   * Accounts whose name starts with `text` (`users_username_prefix_idx`), never deleted, banned or the site's
   * own accounts. Relevance: the exact name first, then by karma; `top` by karma; `latest` newest first.
   */
  async searchByName(search: {
    text: string;
    sort: 'relevance' | 'latest' | 'top';
    after: { key: number; id: string } | null;
    limit: number;
    excludeIds: readonly string[];
    sentinels: readonly string[];
  }): Promise<{ id: string; key: number }[]> {
    const params: unknown[] = [prefixPattern(search.text), search.sentinels];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['lower(u.username) LIKE $1', 'u.deleted_at IS NULL', 'u.banned_at IS NULL', 'lower(u.username) <> ALL($2::text[])'];
    if (search.excludeIds.length) where.push(`u.id <> ALL(${p(search.excludeIds)}::varchar[])`);
    const limit = p(search.limit);
    const after = search.after;
    // Ordered on as they are: karma by `users_points_idx`, newest first by the primary key.
    let sql: string;
    if (search.sort === 'latest') {
      if (after) where.push(`u.id <= ${p(after.id)}::text`);
      sql = `SELECT u.id, 0::float8 AS sort_key FROM users u WHERE ${where.join(' AND ')} ORDER BY u.id DESC LIMIT ${limit}`;
    } else if (search.sort === 'top') {
      sql = this.byKarma(where, after, limit, p);
    } else {
      // Relevance: the exact name first (its key is karma + EXACT_NAME_BOOST), then the others by karma. Two
      // parts, so the others are read in the order of `users_points_idx` and a common start ("user_1", 11,000
      // names) stops after a page instead of sorting every match.
      // A cursor whose key is above any karma is still in the exact name's part: the others start at the top.
      const name = p(search.text);
      const inOthers = after !== null && after.key < EXACT_NAME_BOOST;
      const others = this.byKarma([...where, `lower(u.username) <> lower(${name})`], inOthers ? after : null, limit, p);
      if (inOthers) {
        sql = others;
      } else {
        const exactKey = `(${EXACT_NAME_BOOST} + u.points)::float8`;
        const exactAfter = after ? ` AND (${exactKey}, u.id) <= (${p(after.key)}::float8, ${p(after.id)}::text)` : '';
        const exact = `SELECT u.id, ${exactKey} AS sort_key FROM users u WHERE ${where.join(' AND ')} AND lower(u.username) = lower(${name})${exactAfter}`;
        sql = `SELECT * FROM ((${exact}) UNION ALL (${others})) x ORDER BY sort_key DESC, id DESC LIMIT ${limit}`;
      }
    }
    const rows = await this.reads.rows<{ id: string; sort_key: number }>(sql, params);
    return rows.map((row) => ({ id: row.id, key: Number(row.sort_key) }));
  }

  /** Matching accounts by karma then id (`users_points_idx`), from an inclusive keyset. */
  private byKarma(where: readonly string[], after: { key: number; id: string } | null, limit: string, p: (value: unknown) => string): string {
    const conditions = [...where];
    if (after) conditions.push(`(u.points, u.id) <= (${p(integerKeyset(after.key))}::integer, ${p(after.id)}::text)`);
    return `SELECT u.id, u.points::float8 AS sort_key FROM users u WHERE ${conditions.join(' AND ')} ORDER BY u.points DESC, u.id DESC LIMIT ${limit}`;
  }

  /** Usernames are unique case-insensitively; the lower(username) index serves this. */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getOne();
  }

  /** The same account as a plain record (no password hash, no entity): the profile feed's read. */
  async findRecordByUsername(username: string): Promise<UserRecord | null> {
    const rows = await this.reads.rows<UserRecord>(`SELECT ${USER_RECORD_COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username]);
    return rows[0] ?? null;
  }

  /**
   * Returns null when the name is taken (the unique index decides, so two racing signups cannot both win).
   * `alongside` runs in the same transaction, so what other areas create with the account (the bookmarks
   * list) commits or rolls back with it.
   */
  async insert(account: NewAccount, alongside?: (tx: EntityManager) => Promise<void>): Promise<UserEntity | null> {
    try {
      await this.users.manager.transaction(async (tx) => {
        await tx.insert(UserEntity, { ...account, lastSeen: account.createdAt, lastSeenIp: account.createdIp });
        if (alongside) await alongside(tx);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
    return this.findById(account.id);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async recordActivity(id: string, ip: string, at: Date): Promise<void> {
    await this.users.createQueryBuilder().update().set({ lastSeen: at, lastSeenIp: ip }).where('id = :id AND deleted_at IS NULL', { id }).execute();
  }

  /** Karma moves with votes inside the vote's transaction (docs/api/rules.md §7). */
  async addPoints(tx: EntityManager, userId: string, delta: number): Promise<void> {
    if (delta !== 0) await tx.query(`UPDATE users SET points = points + $2 WHERE id = $1`, [userId, delta]);
  }

  async incrementPostCount(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`UPDATE users SET no_posts = no_posts + 1 WHERE id = $1`, [userId]);
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** Only a live account changes; answers the account as stored afterwards, or null when it is gone or deleted. */
  async updateProfile(id: string, changes: ProfileChanges): Promise<UserEntity | null> {
    if (Object.keys(changes).length) {
      await this.users.createQueryBuilder().update().set(changes).where('id = :id AND deleted_at IS NULL', { id }).execute();
    }
    const user = await this.findById(id);
    return user && !user.deletedAt ? user : null;
  }

  /** Locks a live account for its deletion; false when it is already deleted (a concurrent deletion won). */
  async lockLive(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(tx, `SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  /**
   * The account's own row after deletion (docs/api/users.md): personal data (email, addresses, about text, picture)
   * cleared, the password replaced, admin rights gone. Name, points and counters stay. The picture, the
   * notification badge and the rest belong to other areas' erasure steps.
   */
  async erase(tx: EntityManager, id: string, passwordHash: string, at: Date): Promise<void> {
    await tx.query(
      `UPDATE users SET email = NULL, email_confirmed_at = NULL, password_hash = $2, about_me = NULL, is_admin = false,
         deleted_at = $3, last_seen_ip = NULL, created_ip = NULL
       WHERE id = $1`,
      [id, passwordHash, at],
    );
  }

  /** Returns false when no such account exists. */
  async setAdmin(username: string, isAdmin: boolean): Promise<boolean> {
    const result = await this.users.createQueryBuilder().update().set({ isAdmin }).where('lower(username) = lower(:username)', { username }).execute();
    return (result.affected ?? 0) > 0;
  }

  /** Moves `no_comments` inside the transaction that adds or deletes the comment; never below zero. */
  async incrementCommentCount(tx: EntityManager, userId: string, delta: number): Promise<void> {
    await tx.query(`UPDATE users SET no_comments = greatest(no_comments + $2, 0) WHERE id = $1`, [userId, delta]);
  }

  /** Sets or clears the site ban; returns false when no such account exists. */
  async setBannedAt(id: string, at: Date | null, tx: EntityManager = this.users.manager): Promise<boolean> {
    const rows = await queryRows<unknown>(tx, `UPDATE users SET banned_at = $2 WHERE id = $1 RETURNING 1`, [id, at]);
    return rows.length > 0;
  }

  /** Every account, newest first from the inclusive `cursorId` (admin list; the primary key serves it). */
  latest(cursorId: string | null, limit: number): Promise<UserRecord[]> {
    return queryRows<UserRecord>(
      this.users.manager,
      `SELECT ${USER_RECORD_COLUMNS} FROM users WHERE ($1::varchar IS NULL OR id <= $1::varchar) ORDER BY id DESC LIMIT $2`,
      [cursorId, limit],
    );
  }

  /** Usernames of accounts last seen inside `range` (inet text); malformed stored addresses never match. */
  async usernamesLastSeenIn(range: string): Promise<string[]> {
    const rows = await queryRows<{ username: string }>(
      this.users.manager,
      `SELECT username FROM users WHERE last_seen_ip IS NOT NULL AND try_inet(last_seen_ip) <<= $1::inet ORDER BY username`,
      [range],
    );
    return rows.map((r) => r.username);
  }
}
