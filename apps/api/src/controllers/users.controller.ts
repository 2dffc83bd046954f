import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { AdminUsersPage, AdminUserView, Badge, Success, User, UserFeedPage } from '@app/contract';
import { AccountDeletionService } from '@app/server/accounts';
import type { Caller } from '@app/server/core/caller';
import { ProfileFeedService, ProfilesService } from '@app/server/profiles';
import { BadgesService, UsersService } from '@app/server/users';
import { AdminUsersQueryDto, ProfileFeedQueryDto } from '../dto/profiles.dto';
import { DeleteAccountDto } from '../dto/settings.dto';
import { AdminOnly, LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { RawBody } from '../http/raw-body.decorator';

type Member = Caller & { userId: string };

@Controller('users')
export class UsersController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly profileFeed: ProfileFeedService,
    private readonly badges: BadgesService,
    private readonly deletion: AccountDeletionService,
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

  /**
   * Admins only, but refused by the service with this route's own wording ("User not admin."), after
   * the login check. Answers the user's badges.
   */
  @Post(':username/badges')
  @LoggedIn()
  @HttpCode(200)
  addBadge(@Param('username') username: string, @RawBody() body: unknown, @LoggedInCaller() caller: Member): Promise<Badge[]> {
    return this.badges.add(username, body, caller.userId);
  }

  /** `?byType=true`: `{badgeId}` is a type name (the web client's "remove supporter badge"). */
  @Delete(':username/badges/:badgeId')
  @LoggedIn()
  async removeBadge(
    @Param('username') username: string,
    @Param('badgeId') badgeId: string,
    @Query('byType') byType: unknown,
    @LoggedInCaller() caller: Member,
  ): Promise<Success> {
    await this.badges.remove(username, badgeId, byType === 'true', caller.userId);
    return { success: true };
  }

  /** The owner with their password, or an admin with theirs (docs/api/users.md); the limit counts after the body. */
  @Delete(':username')
  @LoggedIn()
  @HttpCode(200)
  delete(@Param('username') username: string, @Body() body: DeleteAccountDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Success> {
    return this.deletion.deleteAccount(username, body, caller);
  }
}
