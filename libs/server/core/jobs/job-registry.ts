import type { NotificationType } from '@app/contract';

/**
 * Every background job: its queue and its payload type. Producers and processors are typed by this one
 * table, so a renamed job or a changed payload fails the build on both sides.
 * Queues are nouns; job names are `area.verb-noun` (docs/architecture.md).
 */
export interface JobPayloads {
  /** Proves the worker's wiring: records that the worker is alive. `holdMs` simulates a long job in tests. */
  'system.record-heartbeat': { requestedAt: string; holdMs?: number };
  /** Makes every named copy of an image's context (job id `make-copies-{imageId}`). */
  'images.make-copies': { imageId: string };
  /** Hourly: deletes uploads no post took in time (records and files). */
  'images.delete-temporary': { requestedAt: string };
  /** Fetches a link post's thumbnail through the SSRF-safe fetcher (job id `link-thumbnail-{postId}`). */
  'images.fetch-link-thumbnail': { postId: string };
  /** Hourly: drops top-window rows older than their window. */
  'posts.prune-windows': { requestedAt: string };
  /** Every minute: the welcome notification of accounts 6 hours old (docs/api/notifications.md §6). */
  'notifications.send-welcomes': { requestedAt: string };
  /**
   * A new upvote's notification to the author (docs/api/notifications.md §2), made after the vote's answer, so a vote does no notification work;
   * job id `upvote-{targetType}-{targetId}-{voterId}-{enqueuedAtMs}`, recorded as a receipt in the
   * notification's transaction so a second run counts nothing.
   */
  'notifications.notify-upvote': { targetType: 'post' | 'comment'; targetId: string; postId: string; authorId: string; voterId: string };
  /** Hourly: forgets the receipts of upvote jobs older than a day. */
  'notifications.prune-receipts': { requestedAt: string };
  /** Every 10 seconds: delivers announced posts to every account, in batches (docs/api/notifications.md §7). */
  'notifications.deliver-announcements': { requestedAt: string };
  /** Hourly: stores the basic site statistics as a `bss` analytics event (docs/api/rules.md §17). */
  'analytics.record-site-stats': { requestedAt: string };
  /** Hourly: removes clients' analytics events older than the retention period (docs/security.md, "Analytics"). */
  'analytics.prune-events': { requestedAt: string };
  /** Every 100 seconds: IP blocks past their expiry stop being in effect (docs/api/rules.md §16). */
  'ipblocks.expire-blocks': { requestedAt: string };
  /**
   * Pushes one created or aggregated notification to every subscription of its receiver (docs/api/push.md §3);
   * job id `push-{notificationId}-{updatedAtMs}`. `delivered` lists the subscriptions already served
   * by an earlier attempt, so a retry never pushes to them again.
   */
  'push.send-notification': { notificationId: number; userId: string; type: NotificationType; createdAt: string; updatedAtMs: number; delivered?: string[] };
}

export type JobName = keyof JobPayloads;

/**
 * What the producer adds to every payload: the id of the HTTP request that enqueued the job (absent for
 * scheduled jobs), so the worker's log lines of the job carry it (docs/operations.md, "Logs").
 */
export interface JobTrace {
  requestId?: string;
}

export const QUEUE_OF_JOB = {
  'system.record-heartbeat': 'system',
  'images.make-copies': 'images',
  'images.delete-temporary': 'images',
  'images.fetch-link-thumbnail': 'images',
  'posts.prune-windows': 'posts',
  'notifications.send-welcomes': 'notifications',
  'notifications.deliver-announcements': 'notifications',
  'notifications.notify-upvote': 'notifications',
  'notifications.prune-receipts': 'notifications',
  'analytics.record-site-stats': 'analytics',
  'analytics.prune-events': 'analytics',
  'ipblocks.expire-blocks': 'ipblocks',
  'push.send-notification': 'push',
} as const satisfies Record<JobName, string>;

export type QueueName = (typeof QUEUE_OF_JOB)[JobName];

export const QUEUE_NAMES: readonly QueueName[] = [...new Set(Object.values(QUEUE_OF_JOB))];

/** Retries with exponential backoff; finished jobs are kept briefly for inspection. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
