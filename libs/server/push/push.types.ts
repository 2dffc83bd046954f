import type { NotificationType } from '@app/contract';

/** docs/api/notifications.md §2: every type is pushed except these (denied_comm's toURL is `#`: docs/api/push.md §4). */
const NOT_PUSHED: ReadonlySet<NotificationType> = new Set<NotificationType>(['new_votes', 'denied_comm']);

export const isPushed = (type: NotificationType): boolean => !NOT_PUSHED.has(type);

/** docs/api/push.md §3: push services keep a message this long for an offline device. */
export const PUSH_TTL_SECONDS = 30;
/** Attempts of one delivery job (the first and 4 retries with doubling backoff): then it is given up. */
export const PUSH_ATTEMPTS = 5;
/** One push request may take this long (connect, send, answer) before it counts as failed. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/**
 * A subscription not re-posted for this long is dropped at the next delivery: the web client re-posts
 * on every start, and a session unused this long has expired anyway (sessions: 90 days idle), so a
 * browser whose session ended without a logout stops being pushed to.
 */
export const PUSH_SUBSCRIPTION_IDLE_MS = 90 * 24 * 3_600_000;

export interface PushSubscriptionRecord {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A subscription as the browser sent it, checked (push-endpoint.ts). */
export interface CheckedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}
