import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { AdminUsersPage, AdminUserView, Badge, Success, User } from '@app/contract';
import { AccountDeletionService } from '@app/server/accounts';
import type { Caller } from '@app/server/core/caller';
import { RawJson } from '@app/server/core/raw-json';
import { ProfileFeedService, ProfilesService } from '@app/server/profiles';
import { BadgesService, UsersService } from '@app/server/users';
import { CursorQueryDto } from '../dto/paging.dto';
import { ProfileFeedQueryDto } from '../dto/profiles.dto';
import { DeleteAccountDto } from '../dto/settings.dto';
import { AdminOnly, LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { RawBody } from '../http/raw-body.decorator';
import { Documented } from '../openapi/documented';

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
  @Documented('List all users', ['INVALID_ID'])
  @AdminOnly()
  list(@Query() query: CursorQueryDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<AdminUsersPage> {
    return this.users.adminList(query.next, { id: caller.userId, isAdmin: true });
  }

  /**
   * The profile; the signup form also uses it to tell a taken name (200) from a free one (404).
   * `?adminsView=true` asks for the admin detail view: the service refuses visitors and non-admins.
   */
  @Get(':username')
  @Documented("Get a user's profile", ['USER_NOT_FOUND', 'NOT_LOGGED_IN', 'NOT_ADMIN'])
  @Public()
  profile(@Param('username') username: string, @Query('adminsView') adminsView: unknown, @CurrentCaller() caller: Caller): Promise<User | AdminUserView> {
    return this.profiles.profile(username, caller.userId, adminsView === 'true');
  }

  /** A UserFeedPage, sent as the JSON text ProfileFeedService assembles. */
  @Get(':username/feed')
  @Documented("List a user's posts and comments", [
    'USER_NOT_FOUND',
    'INVALID_USER_FEED_FILTER',
    'FEED_LIMIT_NOT_A_NUMBER',
    'FEED_LIMIT_OUT_OF_RANGE',
    'INVALID_CURSOR',
    'USER_BANNED',
    'NOT_ADMIN',
  ])
  @Public()
  feed(@Param('username') username: string, @Query() query: ProfileFeedQueryDto, @CurrentCaller() caller: Caller): Promise<RawJson> {
    return this.profileFeed.feed(username, query, caller.userId);
  }

  /**
   * Admins only, but refused by the service with this route's own wording ("User not admin."), after
   * the login check. Answers the user's badges.
   */
  @Post(':username/badges')
  @Documented('Give a user a badge', ['NOT_ADMIN_ADD_BADGE', 'USER_NOT_FOUND', 'SENTINEL_NOT_A_MEMBER', 'INVALID_JSON', 'USER_DELETED', 'BADGE_TYPE_NOT_FOUND'])
  @LoggedIn()
  @HttpCode(200)
  addBadge(@Param('username') username: string, @RawBody() body: unknown, @LoggedInCaller() caller: Member): Promise<Badge[]> {
    return this.badges.add(username, body, caller.userId);
  }

  /** `?byType=true`: `{badgeId}` is a type name (the web client's "remove supporter badge"). */
  @Delete(':username/badges/:badgeId')
  @Documented("Remove a user's badge", ['NOT_ADMIN_REMOVE_BADGE', 'USER_NOT_FOUND', 'USER_DELETED', 'BADGE_TYPE_NOT_FOUND', 'BAD_BADGE_ID', 'BADGE_NOT_FOUND'])
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
  @Documented('Delete an account', ['TOO_MANY_REQUESTS', 'DELETE_WRONG_PASSWORD', 'NOT_ADMIN', 'USER_NOT_FOUND', 'SENTINEL_ACCOUNT', 'USER_DELETED'])
  @LoggedIn()
  @HttpCode(200)
  delete(@Param('username') username: string, @Body() body: DeleteAccountDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Success> {
    return this.deletion.deleteAccount(username, body, caller);
  }
}
