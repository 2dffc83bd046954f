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
import { Documented } from '../openapi/documented';

/** Reporting posts and comments, and the moderators' list of reports (docs/api/communities.md, "Reports"). */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('_report')
  @Documented('Report a post or a comment', [
    'INVALID_REPORT_TYPE',
    'POST_NOT_FOUND',
    'COMMENT_NOT_FOUND',
    'BANNED_FROM_COMMUNITY',
    'INVALID_REPORT_REASON',
    'ALREADY_REPORTED',
  ])
  @LoggedIn()
  @RateLimited('report')
  @HttpCode(200)
  report(@Body() body: ReportDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Report> {
    return this.reports.report(body, caller);
  }

  @Get('communities/:communityId/reports')
  @Documented("List a community's reports", ['FEED_LIMIT_NOT_A_NUMBER', 'FEED_LIMIT_OUT_OF_RANGE', 'INVALID_PAGE', 'INVALID_FEED_FILTER'])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  list(@RouteCommunity() community: CommunityRecord, @Query() query: ReportsQueryDto): Promise<ReportsPage> {
    return this.reports.page(community, query);
  }

  @Delete('communities/:communityId/reports/:reportId')
  @Documented('Dismiss a report', ['INVALID_REPORT_ID', 'REPORT_NOT_FOUND'])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  dismiss(
    @RouteCommunity() community: CommunityRecord,
    @Param('reportId') reportId: string,
    @LoggedInCaller() caller: Caller & { userId: string },
  ): Promise<Report> {
    return this.reports.dismiss(community, reportId, caller.userId);
  }
}
