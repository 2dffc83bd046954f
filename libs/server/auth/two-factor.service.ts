import { Injectable } from '@nestjs/common';
import { TWO_FACTOR, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { toWireTimeOrNull, Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { RateLimiter } from '@app/server/core/throttling';
import { StaffTwoFactorPolicy, TwoFactorRepository, UsersService } from '@app/server/users';
import { hashPassword, verifyPassword } from './passwords';
import { newRecoveryCode, normalizeRecoveryCode, Totp } from './totp';

/** A second factor as a client sends it: a 6-digit authenticator code or a recovery code. */
export interface SecondFactor {
  totpCode?: string;
  recoveryCode?: string;
}

/**
 * TOTP two-factor sign-in (docs/api/session.md "Two-factor sign-in", docs/security.md): the set-up and its confirming
 * code, the recovery codes, and the check of a second factor at login and at re-authentication.
 */
@Injectable()
export class TwoFactorService {
  private totpInstance: Totp | undefined;

  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly users: UsersService,
    private readonly staffPolicy: StaffTwoFactorPolicy,
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const [row, codes, requiredForAccount] = await Promise.all([
      this.repository.find(userId),
      this.repository.unusedRecoveryCodes(userId),
      this.staffPolicy.isRequiredFor(userId),
    ]);
    const enabledAt = row?.enabledAt ?? null;
    return { enabled: enabledAt !== null, enabledAt: toWireTimeOrNull(enabledAt), recoveryCodesLeft: enabledAt ? codes.length : 0, requiredForAccount };
  }

  isEnabled(userId: string): Promise<boolean> {
    return this.repository.isEnabled(userId);
  }

  /** A new secret, kept sealed as pending until `enable` confirms a code of it; the caller has re-authenticated. */
  async setup(userId: string, accountName: string): Promise<TwoFactorSetup> {
    if (await this.repository.isEnabled(userId)) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const secret = this.totp.newSecret();
    await this.repository.savePending(userId, this.totp.seal(secret), this.clock.now());
    return { secret, otpauthUri: this.totp.uri(secret, accountName) };
  }

  /** Confirms the pending secret with a current code; answers the recovery codes, in clear this once. */
  async enable(userId: string, code: string, caller: Caller): Promise<TwoFactorEnabled> {
    const row = await this.repository.find(userId);
    if (row?.enabledAt) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const now = this.clock.now();
    const fresh = row?.pendingSince && now.getTime() - row.pendingSince.getTime() <= TWO_FACTOR.setupValidSeconds * 1000;
    if (!row?.pendingSecretSealed || !fresh) throw new DomainError('TWO_FACTOR_SETUP_MISSING');
    await this.consumeAttempt(userId, caller);
    const step = await this.totp.matchStep(this.totp.unseal(row.pendingSecretSealed), code, now, null);
    if (step === null) throw new DomainError('REAUTH_CODE_INVALID');
    const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
    const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(normalizeRecoveryCode(c))));
    if (!(await this.repository.enable(userId, row.pendingSecretSealed, step, hashes, now))) throw new DomainError('TWO_FACTOR_SETUP_MISSING');
    return { recoveryCodes };
  }

  /** Turns two-factor sign-in off; the caller has re-authenticated with the password and a code. */
  async disable(userId: string): Promise<void> {
    if (!(await this.repository.isEnabled(userId))) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    await this.repository.disable(userId);
  }

  /**
   * Checks a second factor of an account with two-factor sign-in, counting the attempt per account and per address
   * first. A TOTP code's step is recorded (no replay); a recovery code is spent. True when it matched.
   */
  async verifySecondFactor(userId: string, factor: SecondFactor, caller: Caller): Promise<boolean> {
    await this.consumeAttempt(userId, caller);
    if (factor.totpCode) return this.verifyTotp(userId, factor.totpCode);
    if (factor.recoveryCode) return this.spendRecoveryCode(userId, factor.recoveryCode);
    return false;
  }

  private async verifyTotp(userId: string, code: string): Promise<boolean> {
    const row = await this.repository.find(userId);
    if (!row?.enabledAt || !row.secretSealed) return false;
    const step = await this.totp.matchStep(this.totp.unseal(row.secretSealed), code, this.clock.now(), row.lastUsedStep);
    return step !== null && this.repository.useStep(userId, step);
  }

  private async spendRecoveryCode(userId: string, code: string): Promise<boolean> {
    const typed = normalizeRecoveryCode(code);
    if (typed.length === 0 || typed.length > 64) return false;
    for (const candidate of await this.repository.unusedRecoveryCodes(userId)) {
      if (await verifyPassword(candidate.codeHash, typed)) return this.repository.useRecoveryCode(candidate.id, this.clock.now());
    }
    return false;
  }

  private async consumeAttempt(userId: string, caller: Caller): Promise<void> {
    await this.rateLimiter.consume('twoFactorPerAccount', userId, caller);
    await this.rateLimiter.consume('twoFactorPerAddress', caller.rateLimitAddress, caller);
  }

  private get totp(): Totp {
    if (!this.config.sessionSecret) throw new Error('SESSION_SECRET is not configured');
    this.totpInstance ??= new Totp(this.config.sessionSecret);
    return this.totpInstance;
  }
}
