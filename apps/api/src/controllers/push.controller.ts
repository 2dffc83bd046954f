import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { Success } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { PushSubscriptionsService } from '@app/server/push';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { PushSubscriptionDto } from '../dto/push.dto';
import { Documented } from '../openapi/documented';

/** Storing a browser's push subscription (docs/api/push.md §2). */
@Controller('push_subscriptions')
export class PushController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Post()
  @Documented('Subscribe this browser to push notifications', ['PUSH_ENDPOINT_TAKEN'])
  @LoggedIn()
  @HttpCode(200)
  subscribe(@Body() body: PushSubscriptionDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Success> {
    return this.subscriptions.subscribe(body, caller);
  }
}
