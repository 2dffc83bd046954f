/**
 * How many Web Push subscriptions are stored (`notifications_enabled`, algorithms.md §17). The push
 * area provides the real count; until it stores subscriptions there are none.
 */
export abstract class PushSubscriptionCount {
  abstract count(): Promise<number>;
}

export class NoPushSubscriptionsYet extends PushSubscriptionCount {
  async count(): Promise<number> {
    return 0;
  }
}
