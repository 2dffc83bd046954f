import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DeleteAccountRequest, Success } from '@app/contract';
import { hashPassword, SessionsService, verifyPassword } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { AccountErasure } from '@app/server/core/events';
import { RateLimiter } from '@app/server/core/throttling';
import { PictureSlotsService } from '@app/server/images';
import { isSentinelUsername, UserEntity, UsersService } from '@app/server/users';

type Member = Caller & { userId: string };

/**
 * `DELETE /api/users/{username}` (docs/api/users.md, docs/api/rules.md §9): the owner, or an admin, with the caller's
 * own password. The account's sessions end, then one transaction erases its personal data and runs every
 * area's erasure step; its posts and comments stay under a ghost, its name stays taken.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly erasure: AccountErasure,
    private readonly pictures: PictureSlotsService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Checks in the contract's order (docs/api/errors.md): limit, password, who may, target, already deleted. */
  async deleteAccount(username: string, body: Partial<DeleteAccountRequest>, caller: Member): Promise<Success> {
    await this.rateLimiter.consume('deleteAccount', caller.userId, caller);
    const actor = await this.users.findById(caller.userId);
    if (!actor) throw new DomainError('NOT_LOGGED_IN');
    if (!(await verifyPassword(actor.passwordHash, body.password ?? ''))) throw new DomainError('DELETE_WRONG_PASSWORD');
    const target = await this.targetOf(username, actor);
    if (target.deletedAt) throw new DomainError('USER_DELETED');

    await this.sessions.endAllSessionsOf(target.id);
    const imageIds = await this.erase(target.id);
    // A login that checked the old password while the transaction ran would otherwise outlive the account.
    await this.sessions.endAllSessionsOf(target.id);
    await this.pictures.deleteFiles(imageIds).catch((error: unknown) => this.logger.error(`image files of a deleted account: ${String(error)}`));
    if (target.id === actor.id) caller.replaceSession(await this.sessions.rotate(caller.sessionId, caller.session, {}), {});
    return { success: true };
  }

  private async targetOf(username: string, actor: UserEntity): Promise<UserEntity> {
    if (username.toLowerCase() === actor.username.toLowerCase()) return actor;
    if (!actor.isAdmin) throw new DomainError('NOT_ADMIN');
    const target = await this.users.findByUsername(username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    if (isSentinelUsername(target.username)) throw new DomainError('SENTINEL_ACCOUNT');
    return target;
  }

  /** One transaction: all of it or none of it. Answers the image ids whose files go after the commit. */
  private async erase(userId: string): Promise<string[]> {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    return this.db.transaction(async (tx) => {
      // Two deletions at once: the second finds the row deleted and stops here.
      if (!(await this.users.lockLive(tx, userId))) throw new DomainError('USER_DELETED');
      await this.users.erase(tx, userId, passwordHash, this.clock.now());
      const imageIds = await this.pictures.eraseAccountImages(tx, userId);
      await this.erasure.eraseAccount(tx, userId);
      return imageIds;
    });
  }
}
