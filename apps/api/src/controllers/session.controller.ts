import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { InitialState, User, UsernameCheck } from '@app/contract';
import { AuthService } from '@app/server/auth';
import type { Caller } from '@app/server/core/caller';
import { InitialStateService } from '@app/server/initial-state';
import { ProfilesService } from '@app/server/profiles';
import { UsersService } from '@app/server/users';
import { RateLimited } from '@app/server/core/throttling';
import { LoggedIn, Public } from '../http/access';
import { CurrentCaller } from '../http/caller.decorator';
import { LoginDto, SignupDto } from '../dto/session.dto';
import { Documented } from '../openapi/documented';

/** Initial state, user poll, login/logout, signup (docs/api/session.md). */
@Controller()
export class SessionController {
  constructor(
    private readonly auth: AuthService,
    private readonly initialState: InitialStateService,
    private readonly profiles: ProfilesService,
    private readonly users: UsersService,
  ) {}

  @Get('_initial')
  @Documented('Get the initial state', [])
  @Public()
  initial(@CurrentCaller() caller: Caller): Promise<InitialState> {
    return this.initialState.build(caller);
  }

  @Get('_user')
  @Documented('Get the signed-in user', [])
  @LoggedIn()
  user(@CurrentCaller() caller: Caller): Promise<User> {
    return this.profiles.currentUser(caller.userId);
  }

  /** Answers the User, or an empty body after a logout. */
  @Post('_login')
  @Documented('Log in or log out', ['INVALID_ACTION', 'TOO_MANY_REQUESTS', 'WRONG_PASSWORD', 'ACCOUNT_SUSPENDED', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID'])
  @Public()
  @HttpCode(200)
  login(@Body() body: LoginDto, @Query('action') action: string | undefined, @CurrentCaller() caller: Caller): Promise<User | undefined> {
    return this.auth.loginOrLogout(body, action, caller);
  }

  /** Ours (contract `UsernameCheck`): the signup form's name check, 200 whether or not the name is free. */
  @Get('_username_check')
  @Documented('Check whether a username is taken', [])
  @Public()
  @RateLimited('usernameCheck')
  usernameCheck(@Query('username') username: unknown): Promise<UsernameCheck> {
    return this.users.usernameCheck(username);
  }

  @Post('_signup')
  @Documented('Sign up', [
    'ALREADY_LOGGED_IN',
    'SIGNUPS_DISABLED',
    'TOO_MANY_REQUESTS',
    'USER_EXISTS',
    'USERNAME_EMPTY',
    'USERNAME_TOO_SHORT',
    'USERNAME_TOO_LONG',
    'USERNAME_BAD_CHARACTERS',
    'PASSWORD_EMPTY',
    'PASSWORD_TOO_SHORT',
    'PASSWORD_TOO_LONG',
    'PASSWORD_TOO_COMMON',
  ])
  @Public()
  @HttpCode(201)
  signup(@Body() body: SignupDto, @CurrentCaller() caller: Caller): Promise<User> {
    return this.auth.signup(body, caller);
  }
}
