import { Injectable } from '@nestjs/common';
import { ChangePasswordRequest, HomeFeed, Limits, UpdateProfileRequest, User } from '@app/contract';
import { assertPasswordAllowed, hashPassword, ReauthService, SessionsService, toSeconds } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { Mailer } from '@app/server/mail';
import { ProfileChanges, UserEntity, UsersService } from '@app/server/users';

type Member = Caller & { userId: string };

const PREFERENCES = ['upvoteNotificationsOff', 'replyNotificationsOff', 'rememberFeedSort', 'embedsOff', 'hideUserProfilePictures', 'requireAltText'] as const;

/** At most `max` Unicode code points (docs/api/rules.md §18: "characters" are code points). */
const truncate = (text: string, max: number) => (text.length <= max ? text : [...text].slice(0, max).join(''));

/**
 * `POST /api/_settings` (docs/api/users.md): the profile fields and preferences, and the password. The route has
 * checked the login, the limits and the body's shape; each answers the User as its owner sees it.
 */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly reauth: ReauthService,
    private readonly mailer: Mailer,
  ) {}

  /**
   * While email is on (`SMTP_URL`), the email here is left alone: it changes only through a confirmed link
   * (`POST /api/_email_change`), or a stolen session could point password resets at its own mailbox.
   */
  async updateProfile(body: UpdateProfileRequest, caller: Member): Promise<User> {
    const changes = profileChanges(body);
    if (this.mailer.enabled) delete changes.email;
    const user = await this.users.updateProfile(caller.userId, changes);
    return this.asOwner(user);
  }

  /**
   * Checks in the contract's order (docs/api/errors.md): repeat, current password (and the two-factor code when it is
   * on), new password (its length, then the common-password list). On success every
   * other session of the account ends (a stolen session dies with the old password) and this one rotates.
   */
  async changePassword(body: Partial<ChangePasswordRequest>, caller: Member): Promise<User> {
    const newPassword = body.newPassword ?? '';
    if (newPassword !== (body.repeatPassword ?? '')) throw new DomainError('PASSWORD_NOT_MATCH');
    // Re-authentication: the password, and a code when two-factor sign-in is on (docs/security.md).
    const user = await this.reauth.assertReauthenticated(caller.userId, { password: body.password, code: body.code }, caller, {
      wrongPassword: 'WRONG_PASSWORD',
    });
    assertPasswordAllowed(newPassword);
    await this.users.updatePasswordHash(user.id, await hashPassword(newPassword));
    const now = toSeconds(this.clock.now());
    const data = { uid: user.id, loginAt: caller.session.loginAt ?? now, lastSeen: now };
    caller.replaceSession(await this.sessions.restartAllOf(user.id, data), data);
    return this.asOwner(user);
  }

  private asOwner(user: UserEntity): Promise<User> {
    return this.users.view(user, { id: user.id, isAdmin: user.isAdmin });
  }
}

/**
 * What an `updateProfile` body changes. Text is stored as given within its limit; an empty about text or
 * email is stored as null (docs/api/users.md recommends it for the email: "no email" has one spelling). A null
 * preference reads as absent, as upstream's decoder leaves the field alone.
 */
function profileChanges(body: UpdateProfileRequest): ProfileChanges {
  const changes: ProfileChanges = {};
  if (body.aboutMe !== undefined) changes.aboutMe = body.aboutMe ? truncate(body.aboutMe, Limits.aboutMeMax) : null;
  if (body.email !== undefined) changes.email = body.email?.trim() ? truncate(body.email.trim(), Limits.emailMax) : null;
  if (body.homeFeed !== undefined && body.homeFeed !== null) changes.homeFeed = body.homeFeed satisfies HomeFeed;
  for (const key of PREFERENCES) {
    const value = body[key];
    if (typeof value === 'boolean') changes[key] = value;
  }
  return changes;
}
