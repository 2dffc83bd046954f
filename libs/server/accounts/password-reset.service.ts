import { Injectable } from '@nestjs/common';
import { EmailTokenLifetimes, PasswordResetConfirmRequest, PasswordResetRequest, Success } from '@app/contract';
import { assertPasswordAllowed, hashPassword, SessionsService } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';
import { Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { RateLimiter } from '@app/server/core/throttling';
import { Mailer } from '@app/server/mail';
import { EmailTokensRepository } from './email-tokens.repository';
import { hashLinkToken, LINK_TOKEN_PATTERN, linkTo, newLinkToken } from './email-links';

const MINUTE_MS = 60_000;

/** "Forgot password?" (docs/api/account-security.md): a single-use link by email, then a new password. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly tokens: EmailTokensRepository,
    private readonly mailer: Mailer,
    private readonly sessions: SessionsService,
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a link to every live account (at most 3) whose name or email is `login` and that has an email. The
   * answer is the same whether any matched: the mail goes out after it (Mailer.sendLater).
   */
  async request(body: Partial<PasswordResetRequest>, caller: Caller): Promise<Success> {
    this.assertEnabled();
    const login = (body.login ?? '').trim().slice(0, 320);
    await this.rateLimiter.consume('passwordResetPerAddress', caller.rateLimitAddress, caller);
    await this.rateLimiter.consume('passwordResetPerAccount', login.toLowerCase(), caller);
    if (!login) return { success: true };
    const at = this.clock.now();
    // Links a day past their expiry are of no use: each request sweeps them (an index range, rate limited).
    await this.tokens.pruneBefore(at);
    const expiresAt = new Date(at.getTime() + EmailTokenLifetimes.passwordResetMinutes * MINUTE_MS);
    for (const target of await this.tokens.resetTargets(login)) {
      const { token, hash } = newLinkToken();
      await this.tokens.insert({ hash, userId: target.id, purpose: 'password_reset', newEmail: null, at, expiresAt });
      this.mailer.sendLater({
        to: target.email,
        subject: 'Reset your password',
        text: [
          `Someone asked to reset the password of @${target.username}.`,
          '',
          `To choose a new password, open this link within ${EmailTokenLifetimes.passwordResetMinutes} minutes (it works once):`,
          linkTo(this.config.publicUrl, '/account/reset-password', token),
          '',
          'If it was not you, ignore this mail: your password stays as it is.',
        ].join('\n'),
      });
    }
    return { success: true };
  }

  /** Sets the new password and ends every session of the account; the caller then logs in with it. */
  async confirm(body: Partial<PasswordResetConfirmRequest>, caller: Caller): Promise<Success> {
    this.assertEnabled();
    await this.rateLimiter.consume('emailLinkPerAddress', caller.rateLimitAddress, caller);
    const token = body.token ?? '';
    if (!LINK_TOKEN_PATTERN.test(token)) throw new DomainError('INVALID_EMAIL_TOKEN');
    const password = body.password ?? '';
    // The same policy as signup and change (length, not one of the common passwords: docs/security.md "Passwords").
    assertPasswordAllowed(password);
    const userId = await this.tokens.resetPassword(hashLinkToken(token), await hashPassword(password), this.clock.now());
    if (!userId) throw new DomainError('INVALID_EMAIL_TOKEN');
    await this.sessions.endAllSessionsOf(userId);
    return { success: true };
  }

  private assertEnabled(): void {
    if (!this.mailer.enabled) throw new DomainError('EMAIL_DISABLED');
  }
}
