import { Injectable } from '@nestjs/common';
import passport from 'passport';
import { DomainError } from '@app/server/core/errors';
import { UserEntity } from '@app/server/users';
import { LOCAL_STRATEGY, LocalStrategy } from './local.strategy';

/**
 * Runs the `local` strategy at the point of `POST /api/_login` where the contract checks credentials:
 * after the JSON checks and both rate limits (docs/api/errors.md), which is why this is not `AuthGuard('local')`
 * (a guard runs before the body is validated and before the limits). Services see no HTTP types, so
 * passport gets a request holding only the typed fields.
 */
@Injectable()
export class PassportLogin {
  // Injected so the strategy is registered with passport before the first login.
  constructor(readonly strategy: LocalStrategy) {}

  authenticate(username: string, password: string): Promise<UserEntity> {
    const req = { body: { username, password }, query: {} };
    return new Promise<UserEntity>((resolve, reject) => {
      const done = (error: unknown, user: UserEntity | false | null) => {
        if (error) return reject(error);
        // passport-local fails without calling `validate` when a field is empty: the contract's 401.
        if (!user) return reject(new DomainError('WRONG_PASSWORD'));
        resolve(user);
      };
      passport.authenticate(LOCAL_STRATEGY, { session: false }, done)(req, {}, reject);
    });
  }
}
