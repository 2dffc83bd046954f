import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { SETTINGS_ACTIONS, User } from '@app/contract';
import { AccountSettingsService } from '@app/server/accounts';
import type { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';
import { RateLimited } from '@app/server/core/throttling';
import { ChangePasswordDto, UpdateProfileDto } from '../dto/settings.dto';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { validateBody } from '../http/validate-body';
import { Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/**
 * `POST /api/_settings` (docs/api/users.md): the checks run "auth; 429; invalid_action; json" (docs/api/errors.md §3),
 * so the body is read last.
 */
@Controller()
export class SettingsController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Post('_settings')
  @Documented('Update your profile or change your password', [
    'INVALID_ACTION',
    'USER_DELETED',
    'PASSWORD_NOT_MATCH',
    'WRONG_PASSWORD',
    'PASSWORD_EMPTY',
    'PASSWORD_TOO_SHORT',
    'PASSWORD_TOO_LONG',
    'PASSWORD_TOO_COMMON',
    'REAUTH_CODE_REQUIRED',
    'REAUTH_CODE_INVALID',
    'TOO_MANY_REQUESTS',
  ])
  @LoggedIn()
  @RateLimited('settings')
  @HttpCode(200)
  // The body's DTO depends on `?action=` (OpenAPI: one of them).
  @ApiExtraModels(UpdateProfileDto, ChangePasswordDto)
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(UpdateProfileDto) }, { $ref: getSchemaPath(ChangePasswordDto) }] } })
  async update(@Query('action') action: unknown, @Body() body: unknown, @LoggedInCaller() caller: Member): Promise<User> {
    if (action === SETTINGS_ACTIONS.updateProfile) return this.settings.updateProfile(await validateBody(UpdateProfileDto, body), caller);
    if (action === SETTINGS_ACTIONS.changePassword) return this.settings.changePassword(await validateBody(ChangePasswordDto, body), caller);
    throw new DomainError('INVALID_ACTION');
  }
}
