import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { ModlogService } from '@app/server/modlog';
import { toUser, UsersService } from '@app/server/users';
import { CommunitiesRepository } from './communities.repository';
import { CommunityModsRepository } from './community-mods.repository';
import { CommunityPermissions } from './community-permissions.service';
import { CommunityRecord } from './community.types';

/** The moderator hierarchy (docs/api/rules.md §11). */
@Injectable()
export class CommunityModsService {
  constructor(
    private readonly mods: CommunityModsRepository,
    private readonly communities: CommunitiesRepository,
    private readonly permissions: CommunityPermissions,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    private readonly modlog: ModlogService,
  ) {}

  async list(community: CommunityRecord): Promise<User[]> {
    return this.users.usersInOrder(await this.mods.modIds(community.id), null);
  }

  /**
   * The new mod joins if needed and goes to the bottom of the list. The caller has checked that the
   * actor is a mod of the community or an admin (CommunityGuard).
   */
  async add(community: CommunityRecord, username: string | undefined, addedById: string): Promise<User[]> {
    if (!username) throw new DomainError('EMPTY_USERNAME');
    const target = await this.users.findByUsername(username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    if (target.deletedAt) throw new DomainError('USER_DELETED');
    const wasMod = (await this.mods.position(community.id, target.id)) !== null;
    await this.communities.transaction(async (tx) => {
      await this.communities.join(tx, community.id, target.id);
      await this.mods.add(tx, community.id, target.id);
      // Adding an existing moderator changes nothing: nothing to log.
      if (!wasMod) await this.log(tx, addedById, community, 'add_mod', target.id);
    });
    // Only a new moderator hears of it (mod_add, docs/api/notifications.md §2).
    if (!wasMod) await this.events.emit('community.mod-added', { communityName: community.name, userId: target.id, addedById });
    return this.list(community);
  }

  /** A mod removes themselves or those after them in the list; admins remove anyone (the role is re-read here). */
  async remove(community: CommunityRecord, username: string, viewerId: string): Promise<User> {
    const target = await this.users.findByUsername(username);
    if (!target) throw new DomainError('USER_NOT_FOUND');
    const role = await this.permissions.assertModOrAdmin(viewerId, community.id, 'NOT_MOD_NOT_ADMIN');
    const targetPosition = await this.mods.position(community.id, target.id);
    if (targetPosition === null) throw new DomainError('NOT_A_MOD');
    if (!role.isAdmin && target.id !== viewerId) {
      const viewerPosition = await this.mods.position(community.id, viewerId);
      if (viewerPosition === null || viewerPosition > targetPosition) throw new DomainError('LOWER_MOD');
    }
    await this.communities.transaction(async (tx) => {
      await this.log(tx, viewerId, community, 'remove_mod', target.id);
      await this.mods.remove(tx, community.id, target.id);
    });
    return toUser(target, null, { badges: await this.users.badgesOf(target) });
  }

  /** The capacity is read before the change: a moderator who removes themself acted as a moderator. */
  private async log(tx: EntityManager, actorId: string, community: CommunityRecord, action: 'add_mod' | 'remove_mod', targetId: string): Promise<void> {
    await this.modlog.record(tx, {
      actorId,
      actedAs: await this.modlog.actedAsIn(tx, actorId, community.id),
      action,
      communityId: community.id,
      target: { type: 'user', id: targetId, userId: targetId },
    });
  }
}
