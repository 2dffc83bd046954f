import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Badge, ErrorKey } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { digitsFit } from '@app/server/core/ids';
import { ModlogService } from '@app/server/modlog';
import { BadgesRepository } from './badges.repository';
import { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';
import { assertNotSentinel } from './usernames';

/**
 * `POST /api/users/{username}/badges` and `DELETE …/badges/{badgeId}` (docs/api/users.md), checked in docs/api/errors.md's
 * order: the admin check (each route has its own wording), the target, the body, the deleted target,
 * the badge type. The body is read here, not by the validation pipe, because docs/api/errors.md puts its
 * `invalid_json` after `user_not_found`.
 */
@Injectable()
export class BadgesService {
  constructor(
    private readonly badges: BadgesRepository,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
    private readonly modlog: ModlogService,
    private readonly clock: Clock,
  ) {}

  /** Idempotent: a second badge of a type is not added and not notified again; answers the user's badges. */
  async add(username: string, body: unknown, callerId: string): Promise<Badge[]> {
    const target = await this.adminTarget(username, callerId, 'NOT_ADMIN_ADD_BADGE');
    assertNotSentinel(target.username);
    const typeName = badgeTypeOf(body);
    if (target.deletedAt) throw new DomainError('USER_DELETED');
    const type = await this.badges.findType(typeName);
    if (!type) throw new DomainError('BADGE_TYPE_NOT_FOUND');
    const { added, badges } = await this.badges.transaction(async (tx) => {
      // A deletion that committed since the check above wins: no badge on a deleted account.
      if (await this.users.lockDeletedAt(tx, target.id)) throw new DomainError('USER_DELETED');
      const now = this.clock.now();
      const wasAdded = await this.badges.add(tx, target.id, type.id, now);
      if (wasAdded) await this.log(tx, callerId, 'give_badge', target.id, type.name, now);
      // In the outbox with the badge: the new_badge notification survives an outage right after the commit.
      const event = wasAdded ? await this.events.record(tx, 'user.badge-added', { userId: target.id, badgeType: type.name }) : null;
      return { added: event, badges: await this.badges.ofUser(target.id, tx) };
    });
    if (added) await this.events.deliver(added);
    return badges;
  }

  /** `byType`: `{badgeId}` names a type and every badge of it goes; else it is the badge's integer id. */
  async remove(username: string, badgeId: string, byType: boolean, callerId: string): Promise<void> {
    const target = await this.adminTarget(username, callerId, 'NOT_ADMIN_REMOVE_BADGE');
    if (target.deletedAt) throw new DomainError('USER_DELETED');
    const type = byType ? await this.badges.findType(badgeId) : null;
    if (byType && !type) throw new DomainError('BADGE_TYPE_NOT_FOUND');
    if (!byType && (!/^\d+$/.test(badgeId) || !digitsFit(badgeId, 'int4'))) throw new DomainError('BAD_BADGE_ID');
    await this.badges.transaction(async (tx) => {
      const removed = type
        ? (await this.badges.removeType(target.id, type.id, tx)) > 0
          ? [type.name]
          : []
        : await this.badges.removeById(target.id, Number(badgeId), tx);
      // Nothing to remove is a 404, not a silent 200: an admin learns the name or id was wrong.
      if (removed.length === 0) throw new DomainError('BADGE_NOT_FOUND');
      await this.log(tx, callerId, 'take_badge', target.id, removed[0]);
    });
  }

  /** A badge in the site-wide log: the user it was given to or taken from, and its type. */
  private log(tx: EntityManager, actorId: string, action: 'give_badge' | 'take_badge', userId: string, badgeType: string, at?: Date): Promise<void> {
    return this.modlog.record(
      tx,
      { actorId, actedAs: 'admin', action, communityId: null, target: { type: 'user', id: userId, userId }, reason: `Badge: ${badgeType}` },
      at,
    );
  }

  /** The caller's admin flag is read from the account, so a grant or removal takes effect at once. */
  private async adminTarget(username: string, callerId: string, notAdmin: ErrorKey): Promise<UserEntity> {
    const caller = await this.users.findById(callerId);
    if (!caller?.isAdmin) throw new DomainError(notAdmin);
    const target = await this.users.findByUsername(username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    return target;
  }
}

/** `{ "type": string }`; a missing field reads as empty (then no such type), a mistyped one is `invalid_json`. */
function badgeTypeOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('INVALID_JSON');
  const type = (body as { type?: unknown }).type;
  if (type === undefined || type === null) return '';
  if (typeof type !== 'string') throw new DomainError('INVALID_JSON');
  return type;
}
