import { Injectable } from '@nestjs/common';
import { EmailChangeConfirmRequest, EmailChangeRequest, EmailTokenLifetimes, isValidEmail, Limits, Success } from '@app/contract';
import { ReauthService } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { RateLimiter } from '@app/server/core/throttling';
import { Mailer } from '@app/server/mail';
import { UsersService } from '@app/server/users';
import { EmailTokensRepository } from './email-tokens.repository';
import { hashLinkToken, LINK_TOKEN_PATTERN, linkTo, newLinkToken } from './email-links';

type Member = Caller & { userId: string };

const MINUTE_MS = 60_000;

/** Changing the account's email (docs/api/account-security.md): takes effect once the new address confirms. */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly tokens: EmailTokensRepository,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly reauth: ReauthService,
  ) {}

  /** Sends the confirmation link to the new address; an empty address removes the email at once. */
  async request(body: Partial<EmailChangeRequest>, caller: Member): Promise<Success> {
    if (!this.mailer.enabled) throw new DomainError('EMAIL_DISABLED');
    await this.rateLimiter.consume('emailLinkPerAddress', caller.rateLimitAddress, caller);
    // Re-authentication (docs/security.md): the password, and a code when two-factor sign-in is on.
    const user = await this.reauth.assertReauthenticated(caller.userId, { password: body.password, code: body.code }, caller, {
      wrongPassword: 'EMAIL_WRONG_PASSWORD',
    });
    const email = (body.email ?? '').trim();
    const at = this.clock.now();
    if (!email) {
      await this.tokens.removeEmail(user.id, at);
      return { success: true };
    }
    if (!isValidEmail(email) || email.length > Limits.emailMax) throw new DomainError('INVALID_EMAIL');
    await this.rateLimiter.consume('passwordResetPerAccount', `email:${user.id}`, caller);
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(at.getTime() + EmailTokenLifetimes.emailChangeMinutes * MINUTE_MS);
    await this.tokens.insert({ hash, userId: user.id, purpose: 'email_change', newEmail: email, at, expiresAt });
    this.mailer.sendLater({
      to: email,
      subject: 'Confirm your email address',
      text: [
        `@${user.username} asked to use this address for their account.`,
        '',
        `To confirm it, open this link within ${EmailTokenLifetimes.emailChangeMinutes} minutes (it works once):`,
        linkTo(this.config.publicUrl, '/account/confirm-email', token),
        '',
        'If you did not ask for this, ignore this mail: nothing changes.',
      ].join('\n'),
    });
    return { success: true };
  }

  /** The link's token proves the mailbox; it needs no session (the link may open in another browser). */
  async confirm(body: Partial<EmailChangeConfirmRequest>, caller: Caller): Promise<Success> {
    if (!this.mailer.enabled) throw new DomainError('EMAIL_DISABLED');
    await this.rateLimiter.consume('emailLinkPerAddress', caller.rateLimitAddress, caller);
    const token = body.token ?? '';
    if (!LINK_TOKEN_PATTERN.test(token)) throw new DomainError('INVALID_EMAIL_TOKEN');
    if (!(await this.tokens.confirmEmail(hashLinkToken(token), this.clock.now()))) throw new DomainError('INVALID_EMAIL_TOKEN');
    return { success: true };
  }
}
