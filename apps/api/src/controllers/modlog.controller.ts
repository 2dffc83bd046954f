import { Controller, Get, Query } from '@nestjs/common';
import type { ModlogPage } from '@app/contract';
import type { CommunityRecord } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { ModlogService } from '@app/server/modlog';
import { Public } from '../http/access';
import { CurrentCaller } from '../http/caller.decorator';
import { CommunityRoute, RouteCommunity } from '../http/community-route';
import { ModlogQueryDto } from '../dto/modlog.dto';
import { Documented } from '../openapi/documented';

/** Our moderation log (docs/moderation-log.md): public pages, newest first, keyset `next`. */
@Controller()
export class ModlogController {
  constructor(private readonly modlog: ModlogService) {}

  @Get('communities/:communityId/modlog')
  @Documented("Read a community's moderation log (ours)", ['INVALID_MODLOG_QUERY'])
  @Public()
  @CommunityRoute({ allowByName: true })
  community(@RouteCommunity() community: CommunityRecord, @Query() query: ModlogQueryDto, @CurrentCaller() caller: Caller): Promise<ModlogPage> {
    return this.modlog.communityPage(community, query, caller.userId);
  }

  @Get('modlog')
  @Documented("Read the site's log of admin actions (ours)", ['INVALID_MODLOG_QUERY'])
  @Public()
  site(@Query() query: ModlogQueryDto): Promise<ModlogPage> {
    return this.modlog.sitePage(query);
  }
}
