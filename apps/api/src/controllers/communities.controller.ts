import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import type { Community } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import { CommunitiesService, CommunityMembershipService } from '@app/server/communities';
import type { CommunityRecord } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { CommunityRoute, RouteCommunity } from '../http/community-route';
import { CommunitiesQueryDto, CreateCommunityDto, JoinCommunityDto, UpdateCommunityDto } from '../dto/communities.dto';
import { Documented } from '../openapi/documented';

/** Communities (docs/api/communities.md): list, one, create, settings, join/leave. */
@Controller()
export class CommunitiesController {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly membership: CommunityMembershipService,
  ) {}

  @Get('communities')
  @Documented('List or search communities', ['INVALID_COMMUNITIES_SORT', 'INVALID_COMMUNITIES_LIMIT', 'NOT_LOGGED_IN'])
  @Public()
  list(@Query() query: CommunitiesQueryDto, @CurrentCaller() caller: Caller): Promise<Community[]> {
    return this.communities.list(query, caller.userId);
  }

  @Post('communities')
  @Documented('Create a community', [
    'COMMUNITY_NAME_EMPTY',
    'COMMUNITY_NAME_TOO_SHORT',
    'COMMUNITY_NAME_TOO_LONG',
    'COMMUNITY_NAME_BAD_CHARACTERS',
    'COMMUNITY_NAME_RESERVED',
    'NOT_ADMIN',
    'COMMUNITY_EXISTS',
  ])
  @LoggedIn()
  @HttpCode(200)
  create(@Body() body: CreateCommunityDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Community> {
    return this.communities.create(body, caller.userId);
  }

  @Get('communities/:communityId')
  @Documented('Get a community', [])
  @Public()
  @CommunityRoute({ allowByName: true })
  get(@RouteCommunity() community: CommunityRecord, @CurrentCaller() caller: Caller): Promise<Community> {
    return this.communities.get(community, caller.userId);
  }

  @Put('communities/:communityId')
  @Documented("Update a community's settings", [])
  @LoggedIn()
  @CommunityRoute({ allowByName: true, modOrAdmin: 'NOT_MOD' })
  update(
    @RouteCommunity() community: CommunityRecord,
    @Body() body: UpdateCommunityDto,
    @LoggedInCaller() caller: Caller & { userId: string },
  ): Promise<Community> {
    return this.communities.update(community, body, caller.userId);
  }

  @Post('_joinCommunity')
  @Documented('Join or leave a community', ['COMMUNITY_NOT_FOUND'])
  @LoggedIn()
  @RateLimited('joinCommunity')
  @HttpCode(200)
  join(@Body() body: JoinCommunityDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Community> {
    return this.membership.joinOrLeave(body, caller);
  }
}
