import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import type { BssPage, Success } from '@app/contract';
import { AnalyticsService, parseBssQuery } from '@app/server/analytics';
import type { Caller } from '@app/server/core/caller';
import { RateLimited } from '@app/server/core/throttling';
import { AnalyticsEventDto } from '../dto/analytics.dto';
import { AdminOnly, Public } from '../http/access';
import { CurrentCaller } from '../http/caller.decorator';
import { Documented } from '../openapi/documented';

/** Client analytics events and the site statistics snapshots (docs/api/users.md, "POST /api/analytics" and "GET /api/analytics/bss"). */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Open to visitors; limited per client address before the body is looked at (docs/api/errors.md §3: "csrf; 429; json"). */
  @Post()
  @Documented('Record an analytics event', ['BAD_EVENT'])
  @Public()
  @RateLimited('analyticsEvent')
  @HttpCode(200)
  async record(@Body() body: AnalyticsEventDto, @Headers('user-agent') userAgent: string | undefined, @CurrentCaller() caller: Caller): Promise<Success> {
    await this.analytics.record(body.event, caller, userAgent);
    return { success: true };
  }

  @Get('bss')
  @Documented('List the site statistics snapshots', ['INVALID_BSS_LIMIT', 'INVALID_NEXT_VALUE'])
  @AdminOnly()
  bss(@Query('limit') limit: unknown, @Query('next') next: unknown): Promise<BssPage> {
    return this.analytics.bssPage(parseBssQuery(limit, next));
  }
}
