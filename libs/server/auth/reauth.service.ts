import { Injectable } from '@nestjs/common';
import type { ErrorKey, ReauthRequest } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';
import { UserEntity, UsersService } from '@app/server/users';
import { verifyPassword } from './passwords';
import { TwoFactorService } from './two-factor.service';

export interface ReauthOptions {
  /** The refusal for a wrong password where a route's contract already names one (change password: `401 wrong-password`). */
  wrongPassword?: ErrorKey;
}

/**
 * Re-authentication before a change of password, email or two-factor sign-in (docs/security.md, "Re-authentication"):
 * the current password and, when two-factor sign-in is on, a code (authenticator or recovery code, counted by the
 * same per-account and per-address limits as the login's second step). A session alone is never enough.
 */
@Injectable()
export class ReauthService {
  constructor(
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async assertReauthenticated(userId: string, proof: Partial<ReauthRequest>, caller: Caller, options: ReauthOptions = {}): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('NOT_LOGGED_IN');
    if (user.deletedAt) throw new DomainError('USER_DELETED');
    if (!(await verifyPassword(user.passwordHash, proof.password ?? ''))) throw new DomainError(options.wrongPassword ?? 'REAUTH_WRONG_PASSWORD');
    if (!(await this.twoFactor.isEnabled(userId))) return user;
    const code = (proof.code ?? '').trim();
    if (!code) throw new DomainError('REAUTH_CODE_REQUIRED');
    const factor = /^\d{6}$/.test(code.replace(/\s/g, '')) ? { totpCode: code } : { recoveryCode: code };
    if (!(await this.twoFactor.verifySecondFactor(userId, factor, caller))) throw new DomainError('REAUTH_CODE_INVALID');
    return user;
  }
}
