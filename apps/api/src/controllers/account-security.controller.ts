import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ActiveSessionsList, EndedSessions, Success } from '@app/contract';
import { EmailChangeService, PasswordResetService } from '@app/server/accounts';
import { ActiveSessionsService } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';
import { EmailChangeConfirmDto, EmailChangeDto, PasswordResetConfirmDto, PasswordResetDto } from '../dto/account-security.dto';
import { LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** Ours: active sessions, password reset and email change (docs/api/account-security.md). */
@Controller()
export class AccountSecurityController {
  constructor(
    private readonly activeSessions: ActiveSessionsService,
    private readonly passwordReset: PasswordResetService,
    private readonly emailChange: EmailChangeService,
  ) {}

  @Get('_sessions')
  @Documented('List your signed-in sessions', [])
  @LoggedIn()
  sessions(@LoggedInCaller() caller: Member): Promise<ActiveSessionsList> {
    return this.activeSessions.list(caller);
  }

  @Post('_sessions/end-others')
  @Documented('Sign out every other session', [])
  @LoggedIn()
  @HttpCode(200)
  endOthers(@LoggedInCaller() caller: Member): Promise<EndedSessions> {
    return this.activeSessions.endOthers(caller);
  }

  @Delete('_sessions/:sessionId')
  @Documented('Sign out one other session', ['SESSION_NOT_FOUND', 'SESSION_IS_CURRENT'])
  @LoggedIn()
  async endSession(@Param('sessionId') sessionId: string, @LoggedInCaller() caller: Member): Promise<Success> {
    await this.activeSessions.end(caller, sessionId);
    return { success: true };
  }

  @Post('_password_reset')
  @Documented('Ask for a password reset link by email', ['EMAIL_DISABLED', 'TOO_MANY_REQUESTS'])
  @Public()
  @HttpCode(200)
  requestReset(@Body() body: PasswordResetDto, @CurrentCaller() caller: Caller): Promise<Success> {
    return this.passwordReset.request(body, caller);
  }

  @Post('_password_reset/confirm')
  @Documented('Set a new password with a reset link', [
    'EMAIL_DISABLED',
    'TOO_MANY_REQUESTS',
    'INVALID_EMAIL_TOKEN',
    'PASSWORD_EMPTY',
    'PASSWORD_TOO_SHORT',
    'PASSWORD_TOO_LONG',
  ])
  @Public()
  @HttpCode(200)
  confirmReset(@Body() body: PasswordResetConfirmDto, @CurrentCaller() caller: Caller): Promise<Success> {
    return this.passwordReset.confirm(body, caller);
  }

  @Post('_email_change')
  @Documented('Change your email address (confirmed by a link to the new one)', [
    'EMAIL_DISABLED',
    'TOO_MANY_REQUESTS',
    'USER_DELETED',
    'EMAIL_WRONG_PASSWORD',
    'INVALID_EMAIL',
  ])
  @LoggedIn()
  @HttpCode(200)
  requestEmailChange(@Body() body: EmailChangeDto, @LoggedInCaller() caller: Member): Promise<Success> {
    return this.emailChange.request(body, caller);
  }

  @Post('_email_change/confirm')
  @Documented('Confirm a new email address with its link', ['EMAIL_DISABLED', 'TOO_MANY_REQUESTS', 'INVALID_EMAIL_TOKEN'])
  @Public()
  @HttpCode(200)
  confirmEmailChange(@Body() body: EmailChangeConfirmDto, @CurrentCaller() caller: Caller): Promise<Success> {
    return this.emailChange.confirm(body, caller);
  }
}
