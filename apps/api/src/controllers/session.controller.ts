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
  @Public()
  initial(@CurrentCaller() caller: Caller): Promise<InitialState> {
    return this.initialState.build(caller);
  }

  @Get('_user')
  @LoggedIn()
  user(@CurrentCaller() caller: Caller): Promise<User> {
    return this.profiles.currentUser(caller.userId);
  }

  /** Answers the User, or an empty body after a logout. */
  @Post('_login')
  @Public()
  @HttpCode(200)
  login(@Body() body: LoginDto, @Query('action') action: string | undefined, @CurrentCaller() caller: Caller): Promise<User | undefined> {
    return this.auth.loginOrLogout(body, action, caller);
  }

  /** Ours (contract `UsernameCheck`): the signup form's name check, 200 whether or not the name is free. */
  @Get('_username_check')
  @Public()
  @RateLimited('usernameCheck')
  usernameCheck(@Query('username') username: unknown): Promise<UsernameCheck> {
    return this.users.usernameCheck(username);
  }

  @Post('_signup')
  @Public()
  @HttpCode(201)
  signup(@Body() body: SignupDto, @CurrentCaller() caller: Caller): Promise<User> {
    return this.auth.signup(body, caller);
  }
}
