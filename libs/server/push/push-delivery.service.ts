import { Injectable, Logger } from '@nestjs/common';
import webpush from 'web-push';
import { Clock } from '@app/server/core/clock';
import { AppConfig, WebPushKeys, webPushKeys } from '@app/server/core/config';
import { JobPayloads } from '@app/server/core/jobs';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushRequest, PushTransport } from './push-transport';
import { PUSH_SUBSCRIPTION_IDLE_MS, PUSH_TTL_SECONDS, PushSubscriptionRecord } from './push.types';
import { boundedCache } from '@app/server/core/caching';

export type PushJob = JobPayloads['push.send-notification'];

/** What happened to one subscription. */
type Outcome = 'sent' | 'gone' | 'rejected' | 'retry';

export interface DeliveryResult {
  sent: number;
  /** 404/410: the push service forgot the subscription; it is deleted. */
  gone: number;
  /** Any other 4xx (or an unusable stored key): not retried, logged. */
  rejected: number;
}

/** A VAPID token is signed per push service origin and reused this long (it stays valid 12 hours). */
const VAPID_REUSE_MS = 3_600_000;
const VAPID_VALID_SECONDS = 12 * 3600;
/** Origins whose token is kept; push services are few, anything past this is a reason to start over. */
const VAPID_CACHE_MAX = 1000;

/** Thrown (after the progress is saved) so that BullMQ retries the job with backoff. */
export class PushRetryLater extends Error {}

/** docs/api/push.md §3: the notification without its payload; the service worker fetches the rest by `id`. */
export function pushPayload(job: PushJob): string {
  return JSON.stringify({ id: job.notificationId, type: job.type, notif: null, seen: false, seenAt: null, createdAt: job.createdAt });
}

/**
 * Delivers one notification to every subscription of its receiver (docs/api/push.md §3): RFC 8291 aes128gcm
 * payload encryption and RFC 8292 VAPID by web-push, sent by `PushTransport`. 2xx = delivered;
 * 404/410 = the subscription is gone and is deleted; 429, 5xx and network failures are retried (the
 * job throws, BullMQ backs off); other answers are refused for good and logged.
 */
@Injectable()
export class PushDeliveryService {
  private readonly logger = new Logger(PushDeliveryService.name);
  private readonly keys: WebPushKeys | null;
  private readonly vapidTokens = boundedCache<{ authorization: string; signedAt: number }>({ maxEntries: VAPID_CACHE_MAX });

  constructor(
    config: AppConfig,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly transport: PushTransport,
    private readonly clock: Clock,
  ) {
    this.keys = webPushKeys(config);
  }

  /** `saveProgress` records the subscriptions served so far before a retry (so none is pushed twice). */
  async deliver(job: PushJob, saveProgress: (delivered: string[]) => Promise<unknown>): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, gone: 0, rejected: 0 };
    if (!this.keys) return result;
    const delivered = new Set(job.delivered ?? []);
    const freshSince = new Date(this.clock.now().getTime() - PUSH_SUBSCRIPTION_IDLE_MS);
    const targets = uniqueEndpoints(await this.subscriptions.forDelivery(job.userId, freshSince)).filter((s) => !delivered.has(s.id));
    const payload = pushPayload(job);
    const outcomes = await Promise.all(targets.map((s) => this.sendOne(s, payload, job.notificationId)));
    let retry = 0;
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome === 'sent' || outcome === 'rejected') delivered.add(targets[i].id);
      if (outcome === 'retry') retry++;
      else result[outcome]++;
    }
    if (retry > 0) {
      await saveProgress([...delivered]);
      throw new PushRetryLater(`${retry} of ${targets.length} push deliveries failed; retrying`);
    }
    return result;
  }

  private async sendOne(subscription: PushSubscriptionRecord, payload: string, notificationId: number): Promise<Outcome> {
    let request: PushRequest;
    try {
      request = this.request(subscription, payload, notificationId);
    } catch (error) {
      // Keys are checked when stored; one that still fails to encrypt can never be pushed to.
      this.logger.warn(`push subscription ${subscription.id} unusable, deleted: ${error instanceof Error ? error.message : String(error)}`);
      await this.subscriptions.deleteGone(subscription.id, subscription.endpoint);
      return 'gone';
    }
    const answer = await this.transport.send(request);
    if (!answer.ok) {
      if (answer.reason === 'forbidden-address') return this.refused(subscription, 'endpoint resolves to a non-public address');
      return 'retry';
    }
    const { status } = answer;
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) {
      await this.subscriptions.deleteGone(subscription.id, subscription.endpoint);
      return 'gone';
    }
    if (status === 429 || status >= 500) return 'retry';
    return this.refused(subscription, `push service answered ${status}`);
  }

  private refused(subscription: PushSubscriptionRecord, why: string): Outcome {
    this.logger.warn(`push to subscription ${subscription.id} refused: ${why}`);
    return 'rejected';
  }

  private request(subscription: PushSubscriptionRecord, payload: string, notificationId: number): PushRequest {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        headers: { Authorization: this.vapidAuthorization(new URL(subscription.endpoint).origin) },
        TTL: PUSH_TTL_SECONDS,
        // docs/api/push.md §3: an aggregated notification's push replaces the earlier one.
        topic: String(notificationId),
        contentEncoding: 'aes128gcm',
      },
    );
    return {
      endpoint: details.endpoint,
      method: details.method,
      headers: details.headers as Record<string, string | number>,
      body: (details.body as Buffer | null) ?? null,
    };
  }

  /**
   * RFC 8292 `vapid t=…, k=…` for one push service. Signing costs twice the payload encryption, and the
   * token only names the origin, so it is signed once an hour per origin instead of once per push.
   */
  private vapidAuthorization(audience: string): string {
    const now = this.clock.now().getTime();
    const cached = this.vapidTokens.get(audience);
    if (cached && now - cached.signedAt < VAPID_REUSE_MS) return cached.authorization;
    const keys = this.keys as WebPushKeys;
    const expiration = Math.floor(now / 1000) + VAPID_VALID_SECONDS;
    const { Authorization: authorization } = webpush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
    this.vapidTokens.set(audience, { authorization, signedAt: now });
    return authorization;
  }
}

/** One push per device: a row stored twice under the same endpoint (a race of two sessions) is served once. */
function uniqueEndpoints(subscriptions: PushSubscriptionRecord[]): PushSubscriptionRecord[] {
  const seen = new Set<string>();
  return subscriptions.filter((s) => !seen.has(s.endpoint) && seen.add(s.endpoint));
}
