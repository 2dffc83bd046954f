import { Controller, Get, Param, Query } from '@nestjs/common';
import type { AdminUsersPage, AdminUserView, User, UserFeedPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { ProfileFeedService, ProfilesService } from '@app/server/profiles';
import { UsersService } from '@app/server/users';
import { AdminUsersQueryDto, ProfileFeedQueryDto } from '../dto/profiles.dto';
import { AdminOnly, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';

@Controller('users')
export class UsersController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly profileFeed: ProfileFeedService,
    private readonly users: UsersService,
  ) {}

  /** `GET /api/users` (admins): every account, 100 per page, newest first. */
  @Get()
  @AdminOnly()
  list(@Query() query: AdminUsersQueryDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<AdminUsersPage> {
    return this.users.adminList(query.next, { id: caller.userId, isAdmin: true });
  }

  /**
   * The profile; the signup form also uses it to tell a taken name (200) from a free one (404).
   * `?adminsView=true` asks for the admin detail view: the service refuses visitors and non-admins.
   */
  @Get(':username')
  @Public()
  profile(@Param('username') username: string, @Query('adminsView') adminsView: unknown, @CurrentCaller() caller: Caller): Promise<User | AdminUserView> {
    return this.profiles.profile(username, caller.userId, adminsView === 'true');
  }

  @Get(':username/feed')
  @Public()
  feed(@Param('username') username: string, @Query() query: ProfileFeedQueryDto, @CurrentCaller() caller: Caller): Promise<UserFeedPage> {
    return this.profileFeed.feed(username, query, caller.userId);
  }
}
