import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { UserEntity } from '@app/server/users';
import { AccountCredentials } from './credentials';

export const LOCAL_STRATEGY = 'local';

/**
 * passport-local: answers which account a name and password belong to, or throws the contract's
 * refusal. Passport keeps no session (our store does, docs/architecture.md); `PassportLogin` runs it.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly credentials: AccountCredentials) {
    super({ usernameField: 'username', passwordField: 'password', session: false });
  }

  validate(username: string, password: string): Promise<UserEntity> {
    return this.credentials.verify(username, password);
  }
}
