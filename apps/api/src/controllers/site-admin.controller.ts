import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { IPBlock, IPBlocksPage, SiteSettings } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { BlockedAddresses, IpBlocksService } from '@app/server/ip-blocks';
import { SiteSettingsService } from '@app/server/site-settings';
import { AdminOnly } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { IpBlocksQueryDto, NewIpBlockDto, SiteSettingsDto } from '../dto/site-admin.dto';
import { Documented } from '../openapi/documented';

/** Site settings and IP blocks (docs/api/users.md, "Admin endpoints"): admins only. */
@Controller()
export class SiteAdminController {
  constructor(
    private readonly siteSettings: SiteSettingsService,
    private readonly blocked: BlockedAddresses,
    private readonly ipBlocks: IpBlocksService,
  ) {}

  @Get('site_settings')
  @Documented('Get the site settings', [])
  @AdminOnly()
  settings(): Promise<SiteSettings> {
    return this.siteSettings.get();
  }

  /** Merges the fields sent over the stored settings; Tor blocking reaches every api process. */
  @Put('site_settings')
  @Documented('Update the site settings', [])
  @AdminOnly()
  updateSettings(@Body() body: SiteSettingsDto): Promise<SiteSettings> {
    return this.blocked.updateSettings({
      signupsDisabled: body.signupsDisabled,
      torBlocked: body.torBlocked,
      twoFactorRequiredForStaff: body.twoFactorRequiredForStaff,
    });
  }

  @Get('ipblocks')
  @Documented('List the IP blocks', ['IPBLOCKS_INVALID_LIMIT', 'IPBLOCKS_INVALID_NEXT'])
  @AdminOnly()
  listBlocks(@Query() query: IpBlocksQueryDto): Promise<IPBlocksPage> {
    return this.ipBlocks.list(query);
  }

  @Post('ipblocks')
  @Documented('Block an IP address or range', [
    'BAD_IP',
    'BAD_IP_MASK',
    'IP_SUBNET_TOO_LARGE',
    'IP_RANGE_HOLDS_IPV4',
    'IP_RANGE_HOLDS_OWN_ADDRESS',
    'BLOCK_DUPLICATE',
  ])
  @AdminOnly()
  @HttpCode(200)
  createBlock(@Body() body: NewIpBlockDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<IPBlock> {
    return this.ipBlocks.create(body, caller.userId, caller.ip);
  }

  @Delete('ipblocks')
  @Documented('Cancel every IP block', [])
  @AdminOnly()
  cancelAllBlocks(@LoggedInCaller() caller: Caller & { userId: string }): Promise<IPBlocksPage> {
    return this.ipBlocks.cancelAll(caller.userId);
  }

  @Get('ipblocks/:blockId')
  @Documented('Get an IP block', ['INVALID_BLOCK_ID', 'BLOCK_NOT_FOUND'])
  @AdminOnly()
  getBlock(@Param('blockId') blockId: string): Promise<IPBlock> {
    return this.ipBlocks.get(blockId);
  }

  @Delete('ipblocks/:blockId')
  @Documented('Cancel an IP block', ['INVALID_BLOCK_ID', 'BLOCK_NOT_FOUND', 'BLOCK_NOT_IN_EFFECT'])
  @AdminOnly()
  cancelBlock(@Param('blockId') blockId: string, @LoggedInCaller() caller: Caller & { userId: string }): Promise<IPBlock> {
    return this.ipBlocks.cancel(blockId, caller.userId);
  }
}
