import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { CommunityRule, User } from '@app/contract';
import { CommunityBansService, CommunityModsService, CommunityRulesService } from '@app/server/communities';
import type { CommunityRecord } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { LoggedIn, Public } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { CommunityRoute, RouteCommunity } from '../http/community-route';
import { CommunityRuleDto, CommunityUserDto } from '../dto/communities.dto';

type Member = Caller & { userId: string };

/** The rules, moderators and bans of one community (docs/api/communities.md). */
@Controller('communities/:communityId')
export class CommunityModerationController {
  constructor(
    private readonly rules: CommunityRulesService,
    private readonly mods: CommunityModsService,
    private readonly bans: CommunityBansService,
  ) {}

  @Get('rules')
  @Public()
  @CommunityRoute()
  listRules(@RouteCommunity() community: CommunityRecord): Promise<CommunityRule[]> {
    return this.rules.list(community);
  }

  @Post('rules')
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_MOD' })
  addRule(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityRuleDto, @LoggedInCaller() caller: Member): Promise<CommunityRule[]> {
    return this.rules.add(community, body, caller.userId);
  }

  /** The path's community is not checked: a rule is judged by its own community (docs/api/communities.md, "Rules"). */
  @Get('rules/:ruleId')
  @Public()
  getRule(@Param('ruleId') ruleId: string): Promise<CommunityRule> {
    return this.rules.get(ruleId);
  }

  @Put('rules/:ruleId')
  @LoggedIn()
  updateRule(@Param('ruleId') ruleId: string, @Body() body: CommunityRuleDto, @LoggedInCaller() caller: Member): Promise<CommunityRule> {
    return this.rules.update(ruleId, body, caller.userId);
  }

  @Delete('rules/:ruleId')
  @LoggedIn()
  deleteRule(@Param('ruleId') ruleId: string, @LoggedInCaller() caller: Member): Promise<CommunityRule> {
    return this.rules.delete(ruleId, caller.userId);
  }

  @Get('mods')
  @Public()
  @CommunityRoute()
  listMods(@RouteCommunity() community: CommunityRecord): Promise<User[]> {
    return this.mods.list(community);
  }

  @Post('mods')
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_MOD_NOT_ADMIN' })
  addMod(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityUserDto, @LoggedInCaller() caller: Member): Promise<User[]> {
    return this.mods.add(community, body.username, caller.userId);
  }

  @Delete('mods/:username')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_MOD_NOT_ADMIN' })
  removeMod(@RouteCommunity() community: CommunityRecord, @Param('username') username: string, @LoggedInCaller() caller: Member): Promise<User> {
    return this.mods.remove(community, username, caller.userId);
  }

  @Get('banned')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  listBanned(@RouteCommunity() community: CommunityRecord): Promise<User[]> {
    return this.bans.list(community);
  }

  @Post('banned')
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  ban(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityUserDto, @LoggedInCaller() caller: Member): Promise<User> {
    return this.bans.ban(community, body, caller.userId);
  }

  @Delete('banned')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  unban(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityUserDto): Promise<User> {
    return this.bans.unban(community, body);
  }
}
