import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { PushDeliveryService } from './push-delivery.service';
import { PushEnqueuer } from './push-enqueuer.service';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushTransport } from './push-transport';

/**
 * Web Push (docs/api/push.md). The api and the worker both import it: both make notifications, so both enqueue;
 * the worker's processor calls `PushDeliveryService`. Needs the global DomainEventsModule and JobsModule.
 */
@Module({
  providers: [PushSubscriptionsService, PushSubscriptionsRepository, PushEnqueuer, PushDeliveryService, PushTransport, Clock],
  exports: [PushSubscriptionsService, PushDeliveryService],
})
export class PushModule {}
