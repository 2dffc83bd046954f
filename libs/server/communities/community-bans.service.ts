import { Injectable } from '@nestjs/common';
import { CommunityUserRequest, User } from '@app/contract';
import type { EntityManager } from 'typeorm';
import { DomainError } from '@app/server/core/errors';
import { ModlogService } from '@app/server/modlog';
import { assertNotSentinel, toUser, UsersService } from '@app/server/users';
import { CommunityBansRepository } from './community-bans.repository';
import { CommunityPermissions } from './community-permissions.service';
import { CommunityRecord } from './community.types';

@Injectable()
export class CommunityBansService {
  constructor(
    private readonly bans: CommunityBansRepository,
    private readonly permissions: CommunityPermissions,
    private readonly users: UsersService,
    private readonly modlog: ModlogService,
  ) {}

  async list(community: CommunityRecord): Promise<User[]> {
    return this.users.usersInOrder(await this.bans.bannedUserIds(community.id), null);
  }

  /** Mods and admins cannot be banned; a running ban is a conflict; `expires` makes it timed. */
  async ban(community: CommunityRecord, body: CommunityUserRequest, viewerId: string): Promise<User> {
    const target = await this.findTarget(body);
    assertNotSentinel(target.username);
    const targetRole = await this.permissions.roleOf(target.id, community.id);
    if (targetRole.isAdmin || targetRole.isMod) throw new DomainError('CANNOT_BAN_MOD_OR_ADMIN');
    const expiresAt = parseExpires(body.expires);
    await this.bans.transaction(async (tx) => {
      if (!(await this.bans.ban(community.id, target.id, viewerId, expiresAt, tx))) throw new DomainError('ALREADY_BANNED');
      await this.log(tx, viewerId, community.id, 'ban_user', target.id, expiresAt ? `Until ${expiresAt.toISOString()}` : null);
    });
    return toUser(target, null, { badges: await this.users.badgesOf(target) });
  }

  async unban(community: CommunityRecord, body: CommunityUserRequest, viewerId: string): Promise<User> {
    const target = await this.findTarget(body);
    await this.bans.transaction(async (tx) => {
      // Lifting no ban changes nothing: nothing to log.
      if (await this.bans.unban(community.id, target.id, tx)) await this.log(tx, viewerId, community.id, 'unban_user', target.id, null);
    });
    return toUser(target, null, { badges: await this.users.badgesOf(target) });
  }

  isBanned(communityId: string, userId: string): Promise<boolean> {
    return this.bans.isBanned(communityId, userId);
  }

  /** The ids of communities where a ban on the user runs now (`bannedFrom`), or null when none. */
  async bannedFrom(userId: string): Promise<string[] | null> {
    const ids = await this.bans.bannedFrom(userId);
    return ids.length ? ids : null;
  }

  async assertNotBanned(communityId: string, userId: string, tx?: EntityManager): Promise<void> {
    if (await this.bans.isBanned(communityId, userId, tx)) throw new DomainError('BANNED_FROM_COMMUNITY');
  }

  private async log(
    tx: EntityManager,
    actorId: string,
    communityId: string,
    action: 'ban_user' | 'unban_user',
    targetId: string,
    reason: string | null,
  ): Promise<void> {
    await this.modlog.record(tx, {
      actorId,
      actedAs: await this.modlog.actedAsIn(tx, actorId, communityId),
      action,
      communityId,
      target: { type: 'user', id: targetId, userId: targetId },
      reason,
    });
  }

  private async findTarget(body: CommunityUserRequest) {
    if (!body.username) throw new DomainError('NO_USERNAME');
    const target = await this.users.findByUsername(body.username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    return target;
  }
}

function parseExpires(raw: string | undefined): Date | null {
  if (raw === undefined || raw === '') return null;
  const time = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(time)) throw new DomainError('INVALID_EXPIRES');
  return new Date(time);
}
