import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { JobsService } from '@app/server/core/jobs';
import { Member } from './community-fixtures';
import { TestApi } from './harness';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';

export interface RenderedItem {
  id: number;
  type: string;
  title: string;
  toURL: string;
  icons: string[];
  seen: boolean;
  seenAt: string | null;
  createdAt: string;
  updatedAt: string;
  textFormat: string;
}

export interface Page {
  count: number;
  newCount: number;
  items: RenderedItem[] | null;
  next: string;
}

/** The receiver's first page as the web client asks for it. */
export async function inbox(member: Member, query = 'render=true&format=html'): Promise<Page> {
  const res = await member.client.get(`/api/notifications?${query}`);
  if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Page;
}

/** The badge number `_user` reports. */
export async function badge(member: Member): Promise<number> {
  return (await member.client.get('/api/_user')).body.notificationsNewCount as number;
}

export async function notificationRows(api: TestApi, member: Member): Promise<number> {
  return Number((await api.db.query('SELECT count(*) FROM notifications WHERE user_id = $1', [member.id]))[0].count);
}

/** A hostile post title: it must come out inert in HTML titles. */
export const HOSTILE_TITLE = `<script>alert("x")</script> & 'co'`;
export const ESCAPED_TITLE = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;';

export async function setTitle(api: TestApi, postId: string, title: string): Promise<void> {
  await api.db.query('UPDATE posts SET title = $2 WHERE id = $1', [postId, title]);
}

const UPVOTE_JOB = 'notifications.notify-upvote';

/**
 * The built worker (apps/worker), which makes the upvote notifications (not the vote's request), on the test api's
 * database and Redis prefix.
 */
export function startNotificationWorker(api: TestApi): WorkerProcess {
  ensureWorkerBuilt();
  const dataDir = resolve(`tmp/test-notification-worker-${randomBytes(4).toString('hex')}`);
  const worker = startWorker(api, dataDir);
  return {
    ...worker,
    stop: async () => {
      await worker.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the worker ran every upvote job enqueued so far; a failed one fails the test with its reason. */
export async function upvoteJobsDone(api: TestApi, worker: WorkerProcess): Promise<void> {
  const queue = api.app.get(JobsService).queue('notifications');
  await waitFor(
    async () => {
      const failed = (await queue.getJobs(['failed'])).find((job) => job.name === UPVOTE_JOB);
      if (failed) throw new Error(`${UPVOTE_JOB} failed: ${failed.failedReason}\n${worker.output()}`);
      return (await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'])).every((job) => job.name !== UPVOTE_JOB);
    },
    20_000,
    worker.output,
  );
}
