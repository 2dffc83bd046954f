import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { MutesSet, Success } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { MutesService } from '@app/server/mutes';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { MuteDto, UnmuteAllQueryDto } from '../dto/mutes.dto';
import { Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** The mute routes (docs/api/mutes.md). `users/:id` and `communities/:id` have two segments, so `:muteId` never shadows them. */
@Controller('mutes')
export class MutesController {
  constructor(private readonly mutes: MutesService) {}

  @Get()
  @Documented('List your mutes', [])
  @LoggedIn()
  list(@LoggedInCaller() caller: Member): Promise<MutesSet> {
    return this.mutes.list(caller.userId);
  }

  @Post()
  @Documented('Mute a user or a community', ['CANNOT_MUTE_SELF', 'USER_NOT_FOUND', 'USER_DELETED', 'COMMUNITY_NOT_FOUND', 'MUTE_LIMIT_REACHED'])
  @LoggedIn()
  @HttpCode(200)
  mute(@Body() body: MuteDto, @LoggedInCaller() caller: Member): Promise<MutesSet> {
    return this.mutes.mute(body, caller.userId);
  }

  @Delete()
  @Documented('Remove all your mutes, or all of one kind', ['INVALID_MUTE_TYPE'])
  @LoggedIn()
  unmuteAll(@Query() query: UnmuteAllQueryDto, @LoggedInCaller() caller: Member): Promise<MutesSet> {
    return this.mutes.unmuteAll(query.type, caller.userId);
  }

  @Delete('users/:userId')
  @Documented('Unmute a user', ['INVALID_ID'])
  @LoggedIn()
  unmuteUser(@Param('userId') userId: string, @LoggedInCaller() caller: Member): Promise<Success> {
    return this.mutes.unmute('user', userId, caller.userId);
  }

  @Delete('communities/:communityId')
  @Documented('Unmute a community', ['INVALID_ID'])
  @LoggedIn()
  unmuteCommunity(@Param('communityId') communityId: string, @LoggedInCaller() caller: Member): Promise<Success> {
    return this.mutes.unmute('community', communityId, caller.userId);
  }

  @Delete(':muteId')
  @Documented('Remove a mute', ['INVALID_ID'])
  @LoggedIn()
  unmuteById(@Param('muteId') muteId: string, @LoggedInCaller() caller: Member): Promise<Success> {
    return this.mutes.unmuteById(muteId, caller.userId);
  }
}
