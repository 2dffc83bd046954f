import { Injectable } from '@nestjs/common';
import { ErrorKey } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { StaffTwoFactorPolicy, UsersService } from '@app/server/users';
import { CommunityModsRepository } from './community-mods.repository';

export interface CommunityRole {
  isAdmin: boolean;
  isMod: boolean;
}

/**
 * The one place that decides what a user is to a community. Admin rights are read from the account
 * on every call, so granting or removing them takes effect at once.
 */
@Injectable()
export class CommunityPermissions {
  constructor(
    private readonly users: UsersService,
    private readonly mods: CommunityModsRepository,
    private readonly staffTwoFactor: StaffTwoFactorPolicy,
  ) {}

  async roleOf(userId: string | null, communityId: string): Promise<CommunityRole> {
    if (!userId) return { isAdmin: false, isMod: false };
    const [isAdmin, position] = await Promise.all([this.users.isAdmin(userId), this.mods.position(communityId, userId)]);
    return { isAdmin, isMod: position !== null };
  }

  /**
   * Moderators of the community and admins pass; others get `refusal` (its code differs per route). A moderator or
   * admin without two-factor sign-in is refused while the site requires it (docs/security.md, "Two-factor sign-in").
   */
  async assertModOrAdmin(userId: string | null, communityId: string, refusal: ErrorKey): Promise<CommunityRole> {
    const role = await this.roleOf(userId, communityId);
    if (!role.isAdmin && !role.isMod) throw new DomainError(refusal);
    await this.staffTwoFactor.assertSatisfied(userId as string);
    return role;
  }

  /** For a call about to act as moderator or admin after its own role checks (lock, pin, removal as mod). */
  assertStaffTwoFactor(userId: string): Promise<void> {
    return this.staffTwoFactor.assertSatisfied(userId);
  }
}
