import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { CommunityRule, User } from '@app/contract';
import { CommunityBansService, CommunityModsService, CommunityRulesService } from '@app/server/communities';
import type { CommunityRecord } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { LoggedIn, Public } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { CommunityRoute, RouteCommunity } from '../http/community-route';
import { CommunityRuleDto, CommunityUserDto } from '../dto/communities.dto';
import { Documented } from '../openapi/documented';

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
  @Documented("List a community's rules", [])
  @Public()
  @CommunityRoute()
  listRules(@RouteCommunity() community: CommunityRecord): Promise<CommunityRule[]> {
    return this.rules.list(community);
  }

  @Post('rules')
  @Documented('Add a rule to a community', [])
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_MOD' })
  addRule(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityRuleDto, @LoggedInCaller() caller: Member): Promise<CommunityRule[]> {
    return this.rules.add(community, body, caller.userId);
  }

  /** The path's community is not checked: a rule is judged by its own community (docs/api/communities.md, "Rules"). */
  @Get('rules/:ruleId')
  @Documented('Get a community rule', ['RULE_NOT_FOUND', 'RULES_NOT_FOUND'])
  @Public()
  getRule(@Param('ruleId') ruleId: string): Promise<CommunityRule> {
    return this.rules.get(ruleId);
  }

  @Put('rules/:ruleId')
  @Documented('Edit a community rule', ['RULE_NOT_FOUND', 'RULES_NOT_FOUND', 'NOT_MOD'])
  @LoggedIn()
  updateRule(@Param('ruleId') ruleId: string, @Body() body: CommunityRuleDto, @LoggedInCaller() caller: Member): Promise<CommunityRule> {
    return this.rules.update(ruleId, body, caller.userId);
  }

  @Delete('rules/:ruleId')
  @Documented('Delete a community rule', ['RULE_NOT_FOUND', 'RULES_NOT_FOUND', 'NOT_MOD'])
  @LoggedIn()
  deleteRule(@Param('ruleId') ruleId: string, @LoggedInCaller() caller: Member): Promise<CommunityRule> {
    return this.rules.delete(ruleId, caller.userId);
  }

  @Get('mods')
  @Documented("List a community's moderators", [])
  @Public()
  @CommunityRoute()
  listMods(@RouteCommunity() community: CommunityRecord): Promise<User[]> {
    return this.mods.list(community);
  }

  @Post('mods')
  @Documented('Add a moderator to a community', ['EMPTY_USERNAME', 'USER_NOT_FOUND', 'USER_DELETED'])
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_MOD_NOT_ADMIN' })
  addMod(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityUserDto, @LoggedInCaller() caller: Member): Promise<User[]> {
    return this.mods.add(community, body.username, caller.userId);
  }

  @Delete('mods/:username')
  @Documented('Remove a moderator from a community', ['USER_NOT_FOUND', 'NOT_A_MOD', 'LOWER_MOD'])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_MOD_NOT_ADMIN' })
  removeMod(@RouteCommunity() community: CommunityRecord, @Param('username') username: string, @LoggedInCaller() caller: Member): Promise<User> {
    return this.mods.remove(community, username, caller.userId);
  }

  @Get('banned')
  @Documented('List the users banned from a community', [])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  listBanned(@RouteCommunity() community: CommunityRecord): Promise<User[]> {
    return this.bans.list(community);
  }

  @Post('banned')
  @Documented('Ban a user from a community', [
    'NO_USERNAME',
    'USER_NOT_FOUND',
    'SENTINEL_NOT_A_MEMBER',
    'CANNOT_BAN_MOD_OR_ADMIN',
    'INVALID_EXPIRES',
    'ALREADY_BANNED',
  ])
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  ban(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityUserDto, @LoggedInCaller() caller: Member): Promise<User> {
    return this.bans.ban(community, body, caller.userId);
  }

  @Delete('banned')
  @Documented('Unban a user from a community', ['NO_USERNAME', 'USER_NOT_FOUND'])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  unban(@RouteCommunity() community: CommunityRecord, @Body() body: CommunityUserDto, @LoggedInCaller() caller: Member): Promise<User> {
    return this.bans.unban(community, body, caller.userId);
  }
}
