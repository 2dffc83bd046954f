import { Injectable } from '@nestjs/common';
import type { EnableTwoFactorRequest, ReauthRequest, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import { ReauthService, TwoFactorService } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';

type Member = Caller & { userId: string };

/** The settings page's two-factor section (docs/api/session.md, "Two-factor sign-in"): every change re-authenticates first. */
@Injectable()
export class TwoFactorSettingsService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly reauth: ReauthService,
  ) {}

  status(caller: Member): Promise<TwoFactorStatus> {
    return this.twoFactor.status(caller.userId);
  }

  async setup(body: Partial<ReauthRequest>, caller: Member): Promise<TwoFactorSetup> {
    const user = await this.reauth.assertReauthenticated(caller.userId, body, caller);
    return this.twoFactor.setup(user.id, user.username);
  }

  enable(body: Partial<EnableTwoFactorRequest>, caller: Member): Promise<TwoFactorEnabled> {
    return this.twoFactor.enable(caller.userId, body.code ?? '', caller);
  }

  async disable(body: Partial<ReauthRequest>, caller: Member): Promise<TwoFactorStatus> {
    await this.reauth.assertReauthenticated(caller.userId, body, caller);
    await this.twoFactor.disable(caller.userId);
    return this.twoFactor.status(caller.userId);
  }
}
