import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import { TwoFactorSettingsService } from '@app/server/accounts';
import type { Caller } from '@app/server/core/caller';
import { RateLimited } from '@app/server/core/throttling';
import { EnableTwoFactorDto, ReauthDto } from '../dto/two-factor.dto';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** Ours: two-factor sign-in in the settings page (docs/api/session.md, "Two-factor sign-in"). */
@Controller('_two_factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorSettingsService) {}

  @Get()
  @Documented('Get your two-factor sign-in status', [])
  @LoggedIn()
  status(@LoggedInCaller() caller: Member): Promise<TwoFactorStatus> {
    return this.twoFactor.status(caller);
  }

  /** Re-authenticates with the password, then answers a new secret and its otpauth:// URI (pending until enabled). */
  @Post('setup')
  @Documented('Start setting up two-factor sign-in', ['REAUTH_WRONG_PASSWORD', 'USER_DELETED', 'TWO_FACTOR_ALREADY_ENABLED'])
  @LoggedIn()
  @RateLimited('settings')
  @HttpCode(200)
  setup(@Body() body: ReauthDto, @LoggedInCaller() caller: Member): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(body, caller);
  }

  /** Confirms the set-up with a current code; answers the ten recovery codes, shown this once. */
  @Post('enable')
  @Documented('Turn on two-factor sign-in', ['TWO_FACTOR_ALREADY_ENABLED', 'TWO_FACTOR_SETUP_MISSING', 'REAUTH_CODE_INVALID', 'TOO_MANY_REQUESTS'])
  @LoggedIn()
  @RateLimited('settings')
  @HttpCode(200)
  enable(@Body() body: EnableTwoFactorDto, @LoggedInCaller() caller: Member): Promise<TwoFactorEnabled> {
    return this.twoFactor.enable(body, caller);
  }

  /** Needs the password and a code (authenticator or recovery code). */
  @Post('disable')
  @Documented('Turn off two-factor sign-in', [
    'REAUTH_WRONG_PASSWORD',
    'USER_DELETED',
    'REAUTH_CODE_REQUIRED',
    'REAUTH_CODE_INVALID',
    'TWO_FACTOR_NOT_ENABLED',
    'TOO_MANY_REQUESTS',
  ])
  @LoggedIn()
  @RateLimited('settings')
  @HttpCode(200)
  disable(@Body() body: ReauthDto, @LoggedInCaller() caller: Member): Promise<TwoFactorStatus> {
    return this.twoFactor.disable(body, caller);
  }
}
