import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { Report, ReportsPage } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import type { CommunityRecord } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { ReportsService } from '@app/server/reports';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { CommunityRoute, RouteCommunity } from '../http/community-route';
import { ReportDto, ReportsQueryDto } from '../dto/reports.dto';

/** Reporting posts and comments, and the moderators' list of reports (docs/api/communities.md, "Reports"). */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('_report')
  @LoggedIn()
  @RateLimited('report')
  @HttpCode(200)
  report(@Body() body: ReportDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Report> {
    return this.reports.report(body, caller);
  }

  @Get('communities/:communityId/reports')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  list(@RouteCommunity() community: CommunityRecord, @Query() query: ReportsQueryDto): Promise<ReportsPage> {
    return this.reports.page(community, query);
  }

  @Delete('communities/:communityId/reports/:reportId')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  dismiss(@RouteCommunity() community: CommunityRecord, @Param('reportId') reportId: string): Promise<Report> {
    return this.reports.dismiss(community, reportId);
  }
}
