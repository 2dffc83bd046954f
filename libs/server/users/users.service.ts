import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AdminUserView, AdminUsersPage, Badge, Image, SENTINEL_USERNAMES, User, UsernameCheck } from '@app/contract';
import { ImageViewsService } from '@app/server/images';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { BadgesRepository } from './badges.repository';
import { UserEntity, UserRecord } from './user.entity';
import { NewAccount, ProfileChanges, UsersRepository } from './users.repository';
import { toAdminUserView, toUser, UserViewer, UserViewOptions } from './users.mapper';

const pictureOf = (user: UserRecord, pictures: Map<string, Image>): Image | null => (user.proPicId ? (pictures.get(user.proPicId) ?? null) : null);

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly images: ImageViewsService,
    private readonly badges: BadgesRepository,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findByUsername(username);
  }

  findRecordByUsername(username: string): Promise<UserRecord | null> {
    return this.users.findRecordByUsername(username);
  }

  findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    return this.users.findByIds(ids);
  }

  /** Search by name (docs/api/search.md): users in their usual shape, each with the search's key. */
  async searchByName(
    search: Omit<Parameters<UsersRepository['searchByName']>[0], 'sentinels'>,
    viewer: UserViewer | null,
  ): Promise<{ user: User; key: number }[]> {
    const matches = await this.users.searchByName({ ...search, sentinels: Object.values(SENTINEL_USERNAMES) });
    const users = await this.usersInOrder(
      matches.map((m) => m.id),
      viewer,
    );
    const keys = new Map(matches.map((m) => [m.id, m.key]));
    return users.map((user) => ({ user, key: keys.get(user.id) ?? 0 }));
  }

  /** The users of `ids` as seen by `viewer`, in the order of `ids` (unknown ids are skipped); two queries. */
  async usersInOrder(ids: readonly string[], viewer: UserViewer | null): Promise<User[]> {
    const entities = await this.users.findByIds(ids);
    const pictures = await this.images.findByIds(entities.map((u) => u.proPicId));
    const byId = new Map(entities.map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const user = byId.get(id);
      return user ? [toUser(user, viewer, { proPic: pictureOf(user, pictures) })] : [];
    });
  }

  /** One account as `viewer` sees it, with its profile picture and badges. */
  async view(user: UserRecord, viewer: UserViewer | null, options: UserViewOptions = {}): Promise<User> {
    const [proPic, badges] = await Promise.all([this.images.findById(user.proPicId), options.badges ?? this.badgesOf(user)]);
    return toUser(user, viewer, { ...options, proPic, badges });
  }

  /** The badges of one account, read unless they came with the record (docs/api/entities.md §2: never null). */
  badgesOf(user: UserRecord): Promise<Badge[]> {
    return user.badges ? Promise.resolve(user.badges) : this.badges.ofUser(user.id);
  }

  /** Profile pictures of many accounts in one query (post and comment authors). */
  picturesOf(users: readonly UserRecord[]): Promise<Map<string, Image>> {
    return this.images.findByIds(users.map((u) => u.proPicId));
  }

  /**
   * Profile pictures by lower-cased username, two queries for any number of names; accounts without a
   * picture, and deleted accounts, are absent.
   */
  async picturesByUsername(usernames: readonly string[]): Promise<Map<string, Image>> {
    const users = (await this.users.findByUsernames(usernames)).filter((u) => u.deletedAt === null && u.proPicId);
    const pictures = await this.images.findByIds(users.map((u) => u.proPicId));
    return new Map(
      users.flatMap((u) => {
        const picture = pictureOf(u, pictures);
        return picture ? [[u.username.toLowerCase(), picture] as const] : [];
      }),
    );
  }

  async isAdmin(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    return (await this.users.findById(userId))?.isAdmin === true;
  }

  /** `GET /api/users/{username}` as seen by `viewerId` (admins see more, docs/api/entities.md §2). */
  async getProfileFor(username: string, viewerId: string | null): Promise<User> {
    const [user, viewer] = await Promise.all([this.users.findByUsername(username), viewerId ? this.users.findById(viewerId) : null]);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    return this.view(user, viewer, { keepDeletedUsername: true });
  }

  /**
   * `GET /api/users/{username}?adminsView=true` (docs/api/users.md): 404 for an unknown name first, then 401 for a
   * visitor and 403 `not_admin` for anyone but an admin (read from the account, so it takes effect at once).
   */
  async getAdminViewFor(username: string, viewerId: string | null): Promise<AdminUserView> {
    const [user, viewer] = await Promise.all([this.users.findByUsername(username), viewerId ? this.users.findById(viewerId) : null]);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    if (!viewer) throw new DomainError('NOT_LOGGED_IN');
    if (!viewer.isAdmin) throw new DomainError('NOT_ADMIN');
    // The subscriptions belong to the push area; the profiles area fills the count in.
    const [proPic, badges] = await Promise.all([this.images.findById(user.proPicId), this.badgesOf(user)]);
    return toAdminUserView(user, viewer, { keepDeletedUsername: true, proPic, badges, webPushSubscriptionsCount: 0 });
  }

  /**
   * Creates the account or refuses a taken name (409), whoever got there first. `alongside` runs in the
   * account's transaction (other areas' rows that every account has), so the users area needs no
   * dependency on them.
   */
  async createAccount(account: NewAccount, alongside?: (tx: EntityManager) => Promise<void>): Promise<UserEntity> {
    const created = await this.users.insert(account, alongside);
    if (!created) throw new DomainError('USER_EXISTS', { username: account.username });
    return created;
  }

  /** Whether signup would refuse the name as taken (case-insensitive, deleted accounts included). */
  async usernameCheck(typed: unknown): Promise<UsernameCheck> {
    const username = typeof typed === 'string' ? typed.trim() : '';
    const taken = username !== '' && (await this.users.findByUsername(username)) !== null;
    return { username, taken };
  }

  countAccounts(): Promise<number> {
    return this.users.count();
  }

  recordActivity(userId: string, ip: string, at: Date): Promise<void> {
    return this.users.recordActivity(userId, ip, at);
  }

  addPoints(tx: EntityManager, userId: string, delta: number): Promise<void> {
    return this.users.addPoints(tx, userId, delta);
  }

  incrementPostCount(tx: EntityManager, userId: string): Promise<void> {
    return this.users.incrementPostCount(tx, userId);
  }

  updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    return this.users.updatePasswordHash(userId, passwordHash);
  }

  /** `updateProfile`: 403 `user-deleted` for a deleted account (docs/api/users.md). */
  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserEntity> {
    const user = await this.users.updateProfile(userId, changes);
    if (!user) throw new DomainError('USER_DELETED');
    return user;
  }

  lockLive(tx: EntityManager, userId: string): Promise<boolean> {
    return this.users.lockLive(tx, userId);
  }

  erase(tx: EntityManager, userId: string, passwordHash: string, at: Date): Promise<void> {
    return this.users.erase(tx, userId, passwordHash, at);
  }

  /** Admin rights are read from the account on every request, so this takes effect at once. */
  async setAdmin(username: string, isAdmin: boolean): Promise<void> {
    const found = await this.users.setAdmin(username, isAdmin);
    if (!found) throw new DomainError('USER_NOT_FOUND');
  }

  /** A comment added (+1) or deleted (−1), inside that change's transaction. */
  incrementCommentCount(tx: EntityManager, userId: string, delta: number): Promise<void> {
    return this.users.incrementCommentCount(tx, userId, delta);
  }

  /** Accounts last seen inside an IP range (IP blocks' `associatedUsers`). */
  usernamesLastSeenIn(range: string): Promise<string[]> {
    return this.users.usernamesLastSeenIn(range);
  }

  /** A site ban (`at`) or its lifting (null). Sessions and content are the caller's (admin area). */
  async setBannedAt(userId: string, at: Date | null, tx?: EntityManager): Promise<void> {
    if (!(await this.users.setBannedAt(userId, at, tx))) throw new DomainError('USER_NOT_FOUND');
  }

  /**
   * `GET /api/users` (admins): 100 per page, newest first, inclusive cursor. Every account as an admin sees
   * it: deleted ones unghosted, with email, last seen and addresses; the sentinels included.
   */
  async adminList(next: string | undefined, admin: UserViewer): Promise<AdminUsersPage> {
    if (next !== undefined && next !== '' && !isId(next)) throw new DomainError('INVALID_ID');
    const records = await this.users.latest(next || null, ADMIN_PAGE_SIZE + 1);
    const page = records.slice(0, ADMIN_PAGE_SIZE);
    const pictures = await this.picturesOf(page);
    return {
      users: page.map((user) => toUser(user, { id: admin.id, isAdmin: true }, { keepDeletedUsername: true, proPic: pictureOf(user, pictures) })),
      next: records[ADMIN_PAGE_SIZE]?.id ?? null,
    };
  }
}

const ADMIN_PAGE_SIZE = 100;
