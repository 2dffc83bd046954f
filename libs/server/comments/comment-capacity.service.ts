import { Injectable } from '@nestjs/common';
import { UserGroup } from '@app/contract';
import { CommunityPermissions, CommunityRole } from '@app/server/communities';
import { DomainError } from '@app/server/core/errors';

/** Who may act in which capacity on a community's comments (docs/api/rules.md §11). */
@Injectable()
export class CommentCapacity {
  constructor(private readonly permissions: CommunityPermissions) {}

  roleOf(userId: string, communityId: string): Promise<CommunityRole> {
    return this.permissions.roleOf(userId, communityId);
  }

  /** Acting as moderator or admin while the site requires two-factor sign-in of staff (docs/security.md). */
  assertStaffTwoFactor(userId: string): Promise<void> {
    return this.permissions.assertStaffTwoFactor(userId);
  }

  /** `mods` needs a moderator of the community (403 not_mod), `admins` an admin (403 not_admin). */
  async assert(group: UserGroup, userId: string, communityId: string): Promise<void> {
    if (group === 'normal') return;
    const role = await this.permissions.roleOf(userId, communityId);
    if (group === 'mods' && !role.isMod) throw new DomainError('NOT_MOD');
    if (group === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    await this.permissions.assertStaffTwoFactor(userId);
  }
}
