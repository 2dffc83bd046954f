import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { AdminSuccess, CommunityRequest } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import { AdminService } from '@app/server/admin';
import { CommunityRequestsService } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { AdminOnly, LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { AdminActionDto, NewCommunityRequestDto } from '../dto/communities.dto';
import { Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** `POST /api/_admin` and community requests (docs/api/users.md, docs/api/communities.md). */
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly requests: CommunityRequestsService,
  ) {}

  @Post('_admin')
  @Documented('Perform an admin action', [
    'INVALID_ADMIN_ACTION',
    'USER_NOT_FOUND',
    'SENTINEL_NOT_A_MEMBER',
    'NO_BAN_ADMIN',
    'COMMUNITY_NOT_FOUND',
    'INVALID_COMMUNITY_REQUEST_ID',
    'ALREADY_DENIED',
  ])
  @AdminOnly()
  @HttpCode(200)
  async perform(@Body() body: AdminActionDto, @LoggedInCaller() caller: Member): Promise<AdminSuccess> {
    await this.admin.perform(body, caller.userId);
    return { 'success:': true };
  }

  /** Answers an empty 200. */
  @Post('community_requests')
  @Documented('Request a new community', ['COMMUNITY_ALREADY_EXISTS', 'COMMUNITY_ALREADY_REQUESTED', 'PREVIOUSLY_DECLINED'])
  @LoggedIn()
  @RateLimited('communityRequest')
  @HttpCode(200)
  request(@Body() body: NewCommunityRequestDto, @LoggedInCaller() caller: Member): Promise<void> {
    return this.requests.request(body, caller);
  }

  @Get('community_requests')
  @Documented('List the requests for new communities', [])
  @AdminOnly()
  listRequests(): Promise<CommunityRequest[]> {
    return this.requests.list();
  }

  @Delete('community_requests/:requestId')
  @Documented('Delete a request for a new community', ['INVALID_REQUEST_ID'])
  @AdminOnly()
  deleteRequest(@Param('requestId') requestId: string): Promise<void> {
    return this.requests.delete(requestId);
  }
}
