import { Injectable } from '@nestjs/common';
import { DomainError } from '@app/server/core/errors';
import { UserEntity, UsersService } from '@app/server/users';
import { verifyPassword } from './passwords';

/** The account behind a typed name and password, or the contract's refusal (docs/api/session.md §6.2). */
@Injectable()
export class AccountCredentials {
  constructor(private readonly users: UsersService) {}

  async verify(typedName: string, password: string): Promise<UserEntity> {
    const user = await this.users.findByUsername(typedName.trim());
    // An unknown or deleted name still costs one argon2id verification (the decoy), so timing tells nothing.
    const matches = await verifyPassword(user && !user.deletedAt ? user.passwordHash : null, password);
    if (!user || !matches) throw new DomainError('WRONG_PASSWORD');
    if (user.bannedAt) throw new DomainError('ACCOUNT_SUSPENDED');
    return user;
  }
}
