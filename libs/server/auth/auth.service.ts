import { Injectable } from '@nestjs/common';
import { LOGIN_ACTIONS, Limits, LoginRequest, SignupRequest, User } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { newId } from '@app/server/core/ids';
import { RateLimiter } from '@app/server/core/throttling';
import { CommunitiesService } from '@app/server/communities';
import { ListsService } from '@app/server/lists';
import { SiteSettingsService } from '@app/server/site-settings';
import { assertValidUsername, loginNameKey, UserEntity, UsersService } from '@app/server/users';
import { hashPassword } from './passwords';
import { assertPasswordAllowed } from './password-policy';
import { PassportLogin } from './passport-login';
import { Caller } from '@app/server/core/caller';
import { SessionsService, toSeconds } from './sessions.service';
import { TwoFactorService } from './two-factor.service';
import { KnownDevicesRepository } from './known-devices.repository';
import { describeUserAgent, deviceKey } from './user-agent';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly siteSettings: SiteSettingsService,
    private readonly rateLimiter: RateLimiter,
    private readonly communities: CommunitiesService,
    private readonly lists: ListsService,
    private readonly passportLogin: PassportLogin,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly twoFactor: TwoFactorService,
    private readonly knownDevices: KnownDevicesRepository,
  ) {}

  /**
   * `POST /api/_login`: `action` counts only for a logged-in session (docs/api/session.md §6). Answers the user,
   * or undefined after a logout (the contract's empty body; a visitor's logout is a no-op).
   */
  async loginOrLogout(body: Partial<LoginRequest>, action: string | undefined, caller: Caller): Promise<User | undefined> {
    if (caller.userId) return this.handleLoggedIn(action, caller);
    if (action === LOGIN_ACTIONS.logout) return undefined;
    return this.login(body, caller);
  }

  async signup(body: Partial<SignupRequest>, caller: Caller): Promise<User> {
    if (caller.userId) throw new DomainError('ALREADY_LOGGED_IN');
    if ((await this.siteSettings.get()).signupsDisabled) throw new DomainError('SIGNUPS_DISABLED');
    await this.rateLimiter.consume('signupPerAddress', caller.rateLimitAddress, caller);
    const username = (body.username ?? '').trim();
    if (await this.users.findByUsername(username)) throw new DomainError('USER_EXISTS', { username });
    assertValidUsername(username);
    const password = body.password ?? '';
    assertPasswordAllowed(password);
    const email = (body.email ?? '').trim().slice(0, Limits.emailMax) || null;
    const now = this.clock.now();
    const id = newId(now);
    const account = await this.users.createAccount(
      {
        id,
        username,
        email,
        passwordHash: await hashPassword(password),
        createdIp: caller.ip,
        createdAt: now,
      },
      (tx) => this.lists.createBookmarks(tx, id),
    );
    await this.communities.joinDefaultCommunities(account.id);
    // The welcome notification follows from the worker's job (docs/api/notifications.md §6).
    await this.startSession(account, caller);
    return this.users.view(account, null);
  }

  async currentUser(caller: Caller): Promise<User> {
    const user = caller.userId ? await this.users.findById(caller.userId) : null;
    if (!user) throw new DomainError('NOT_LOGGED_IN');
    return this.users.view(user, { id: user.id, isAdmin: user.isAdmin });
  }

  private async handleLoggedIn(action: string | undefined, caller: Caller): Promise<User | undefined> {
    if (action === undefined || action === '') return this.currentUser(caller);
    if (action !== LOGIN_ACTIONS.logout) throw new DomainError('INVALID_ACTION');
    const ended = { sessionId: caller.sessionId, userId: caller.userId as string };
    const newSessionId = await this.sessions.rotate(caller.sessionId, caller.session, {});
    caller.replaceSession(newSessionId, {});
    // docs/api/session.md §6.1: the push area drops this session's subscription.
    await this.events.emit('session.logged-out', ended);
    return undefined;
  }

  private async login(body: Partial<LoginRequest>, caller: Caller): Promise<User> {
    const typedName = body.username ?? '';
    await this.rateLimiter.consume('loginPerAddress', caller.rateLimitAddress, caller);
    // Keyed on the name as the lookup reads it, so `BOB`, ` bob` and `BoB` share one window.
    await this.rateLimiter.consume('loginPerAddressAndName', `${caller.rateLimitAddress}:${loginNameKey(typedName)}`, caller);
    const user = await this.passportLogin.authenticate(typedName, body.password ?? '');
    await this.assertSecondFactor(user, body, caller);
    await this.startSession(user, caller);
    // A ban stored while the password was being verified: the ban ends the sessions it finds, and this
    // one may have been added after it looked, so it is read again now that the session is indexed.
    if ((await this.users.findById(user.id))?.bannedAt) {
      await this.sessions.rotate(caller.sessionId, caller.session, {}).then((id) => caller.replaceSession(id, {}));
      throw new DomainError('ACCOUNT_SUSPENDED');
    }
    return this.users.view(user, null);
  }

  /**
   * Ours (docs/api/session.md, "Two-factor sign-in"): after the right password, an account with two-factor sign-in
   * needs `totpCode` or `recoveryCode` in the same call; without one the answer is `401 two_factor_required`, so the
   * password alone never opens a session. Accounts without it never reach the codes.
   */
  private async assertSecondFactor(user: UserEntity, body: Partial<LoginRequest>, caller: Caller): Promise<void> {
    if (!(await this.twoFactor.isEnabled(user.id))) return;
    const factor = { totpCode: body.totpCode?.trim() || undefined, recoveryCode: body.recoveryCode?.trim() || undefined };
    if (!factor.totpCode && !factor.recoveryCode) throw new DomainError('TWO_FACTOR_REQUIRED');
    if (!(await this.twoFactor.verifySecondFactor(user.id, factor, caller))) throw new DomainError('TWO_FACTOR_INVALID');
  }

  /**
   * Logs the caller in as `user`: a new session holding what the sessions list shows (browser, OS, device kind,
   * address), and a `new_device` notification when the account signs in from a combination it never used.
   */
  private async startSession(user: UserEntity, caller: Caller): Promise<void> {
    const at = this.clock.now();
    const now = toSeconds(at);
    const device = describeUserAgent(caller.userAgent);
    const data = { uid: user.id, loginAt: now, lastSeen: now, ip: caller.ip, ...device };
    const newSessionId = await this.sessions.rotate(caller.sessionId, caller.session, data);
    caller.replaceSession(newSessionId, data);
    if (await this.knownDevices.record(user.id, deviceKey(device), at)) {
      await this.events.emit('account.new-device', {
        userId: user.id,
        browser: device.browser ?? null,
        os: device.os ?? null,
        device: device.device ?? null,
        ip: caller.ip,
      });
    }
  }
}
