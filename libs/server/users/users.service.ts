import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AdminUserView, Image, User } from '@app/contract';
import { ImageViewsService } from '@app/server/images';
import { DomainError } from '@app/server/core/errors';
import { PushSubscriptionsService } from '@app/server/push';
import { UserEntity, UserRecord } from './user.entity';
import { NewAccount, UsersRepository } from './users.repository';
import { toAdminUserView, toUser, UserViewer, UserViewOptions } from './users.mapper';

const pictureOf = (user: UserRecord, pictures: Map<string, Image>): Image | null => (user.proPicId ? (pictures.get(user.proPicId) ?? null) : null);

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly images: ImageViewsService,
    private readonly pushSubscriptions: PushSubscriptionsService,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findByUsername(username);
  }

  findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    return this.users.findByIds(ids);
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

  /** One account as `viewer` sees it, with its profile picture. */
  async view(user: UserRecord, viewer: UserViewer | null, options: UserViewOptions = {}): Promise<User> {
    return toUser(user, viewer, { ...options, proPic: await this.images.findById(user.proPicId) });
  }

  /** Profile pictures of many accounts in one query (post and comment authors). */
  picturesOf(users: readonly UserRecord[]): Promise<Map<string, Image>> {
    return this.images.findByIds(users.map((u) => u.proPicId));
  }

  async isAdmin(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    return (await this.users.findById(userId))?.isAdmin === true;
  }

  /** `GET /api/users/{username}` as seen by `viewerId` (admins see more, entities.md §2). */
  async getProfileFor(username: string, viewerId: string | null): Promise<User> {
    const [user, viewer] = await Promise.all([this.users.findByUsername(username), viewerId ? this.users.findById(viewerId) : null]);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    return this.view(user, viewer, { keepDeletedUsername: true });
  }

  /**
   * `GET /api/users/{username}?adminsView=true` (users.md): 404 for an unknown name first, then 401 for a
   * visitor and 403 `not_admin` for anyone but an admin (read from the account, so it takes effect at once).
   */
  async getAdminViewFor(username: string, viewerId: string | null): Promise<AdminUserView> {
    const [user, viewer] = await Promise.all([this.users.findByUsername(username), viewerId ? this.users.findById(viewerId) : null]);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    if (!viewer) throw new DomainError('NOT_LOGGED_IN');
    if (!viewer.isAdmin) throw new DomainError('NOT_ADMIN');
    const [proPic, webPushSubscriptionsCount] = await Promise.all([this.images.findById(user.proPicId), this.pushSubscriptions.countOf(user.id)]);
    return toAdminUserView(user, viewer, { keepDeletedUsername: true, proPic, webPushSubscriptionsCount });
  }

  /** Creates the account or refuses a taken name (409), whoever got there first. */
  async createAccount(account: NewAccount): Promise<UserEntity> {
    const created = await this.users.insert(account);
    if (!created) throw new DomainError('USER_EXISTS', { username: account.username });
    return created;
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

  /** Admin rights are read from the account on every request, so this takes effect at once. */
  async setAdmin(username: string, isAdmin: boolean): Promise<void> {
    const found = await this.users.setAdmin(username, isAdmin);
    if (!found) throw new DomainError('USER_NOT_FOUND');
  }

  /** A comment added (+1) or deleted (−1), inside that change's transaction. */
  incrementCommentCount(tx: EntityManager, userId: string, delta: number): Promise<void> {
    return this.users.incrementCommentCount(tx, userId, delta);
  }
}
