import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { AccountErasure } from '@app/server/core/events';
import { PostAnnouncementSteps } from '@app/server/posts';
import { createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { badge, inbox } from './notification-fixtures';
import { createPost } from './post-fixtures';
import { ensureWorkerBuilt, startWorker, waitFor, WorkerProcess } from './worker-process';

/**
 * Announcements (docs/api/notifications.md §7) delivered by the built worker process to 10,000 accounts seeded
 * by SQL: once per account, older unseen announcements trimmed, badges counted, bounded memory, and a
 * worker killed mid-way resumes without notifying anyone twice.
 */
const SEEDED = 10_000;
const MB = 1024 * 1024;
const dataDir = resolve(`tmp/test-announce-worker-${randomBytes(4).toString('hex')}`);

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };
/** Two unseen announcements in the latest 10 before the first delivery, and a seen one. */
let crowded: Member;
/** An unseen announcement outside the latest 10 (ten newer unseen notifications). */
let windowed: Member;
/** Already at the 200-notification cap. */
let full: Member;
let banned: Member;
/** Started first, so its boot overlaps the seeding; delivers the fan-out, then is killed mid-way by the next test. */
let running: WorkerProcess | undefined;
/** The worker's memory once ready and idle, and its RSS sampled every 20 ms from then on. */
let idle: { rss: number; hwm: number };
const samples: number[] = [];
let sampler: NodeJS.Timeout | undefined;
/** Announced by the first test, delivered in the second. */
let bigNews: { id: string; publicId: string };
const old: Record<'older' | 'newer' | 'seen' | 'outside', number> = { older: 0, newer: 0, seen: 0, outside: 0 };

const announcementWorker = (): WorkerProcess => startWorker(api, dataDir, { ANNOUNCEMENTS_EVERY_MS: '1000' });

const announce = (publicId: string) => admin.client.send('put', `/api/posts/${publicId}?action=announce`);

interface Delivery {
  last_user_id: string | null;
  sent_count: number;
  finished_at: Date | null;
  stopped_reason: string | null;
}

async function delivery(postId: string): Promise<Delivery | undefined> {
  return (await api.db.query(`SELECT last_user_id, sent_count, finished_at, stopped_reason FROM announcement_deliveries WHERE post_id = $1`, [postId]))[0];
}

const liveAccounts = async (): Promise<number> =>
  Number((await api.db.query(`SELECT count(*) FROM users WHERE deleted_at IS NULL AND banned_at IS NULL`))[0].count);

/** Per receiver, how many notifications announce this post (only receivers with at least one). */
async function perReceiver(postId: string): Promise<Map<string, number>> {
  const rows: { user_id: string; n: number }[] = await api.db.query(
    `SELECT user_id, count(*)::int AS n FROM notifications WHERE type = 'announcement' AND payload ->> 'postId' = $1 GROUP BY user_id`,
    [postId],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** Accounts whose badge is not their number of unseen notifications. */
async function wrongBadges(): Promise<number> {
  const rows = await api.db.query(
    `SELECT count(*)::int AS n FROM users u WHERE notifications_new_count <> (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND NOT n.seen)`,
  );
  return rows[0].n;
}

/** Accounts deleted or banned that received anything. */
async function notifiedOutsiders(): Promise<number> {
  const rows = await api.db.query(
    `SELECT count(DISTINCT n.user_id)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.type = 'announcement' AND (u.deleted_at IS NOT NULL OR u.banned_at IS NOT NULL)`,
  );
  return rows[0].n;
}

async function addNotification(member: Member, type: string, payload: object, seen: boolean, minutesAgo: number): Promise<number> {
  const rows = await api.db.query(
    `INSERT INTO notifications (user_id, type, payload, seen, seen_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $4 THEN now() END, now() - make_interval(mins => $5), now() - make_interval(mins => $5)) RETURNING id`,
    [member.id, type, JSON.stringify(payload), seen, minutesAgo],
  );
  await api.db.query(`UPDATE users SET notifications_new_count = (SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT seen) WHERE id = $1`, [
    member.id,
  ]);
  return rows[0].id;
}

const announcementIds = async (member: Member): Promise<number[]> =>
  (await api.db.query(`SELECT id FROM notifications WHERE user_id = $1 AND type = 'announcement' ORDER BY id`, [member.id])).map((r: { id: number }) => r.id);

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

beforeAll(async () => {
  ensureWorkerBuilt();
  api = await TestApi.start({ rateLimitsEnabled: false });
  running = announcementWorker();
  admin = await makeAdmin(api, await signUp(api));
  community = await createCommunity(admin);
  [crowded, windowed, full, banned] = [await signUp(api), await signUp(api), await signUp(api), await signUp(api)];
  await api.db.query(`UPDATE users SET banned_at = now() WHERE id = $1`, [banned.id]);
  // Every 97th seeded account is deleted and every 101st banned: both must be skipped.
  await api.db.query(
    `INSERT INTO users (id, username, password_hash, created_at, deleted_at, banned_at)
     SELECT 'ab' || lpad(to_hex(g), 22, '0'), 'seeded' || g, '!', now() - interval '30 days',
            CASE WHEN g % 97 = 0 THEN now() END, CASE WHEN g % 101 = 0 THEN now() END
     FROM generate_series(1, $1::int) AS g`,
    [SEEDED],
  );
  await api.db.query(`ANALYZE users`);
  old.older = await addNotification(crowded, 'announcement', { postId: 'old1' }, false, 30);
  old.newer = await addNotification(crowded, 'announcement', { postId: 'old2' }, false, 20);
  old.seen = await addNotification(crowded, 'announcement', { postId: 'old3' }, true, 10);
  old.outside = await addNotification(windowed, 'announcement', { postId: 'old4' }, false, 60);
  for (let i = 0; i < 10; i++) await addNotification(windowed, 'welcome', { communityName: community.name }, false, 50 - i);
  await api.db.query(
    `INSERT INTO notifications (user_id, type, payload, seen, seen_at, created_at, updated_at)
     SELECT $1, 'welcome', $2, true, now(), now() - make_interval(mins => 1000 - g), now() - make_interval(mins => 1000 - g) FROM generate_series(1, 200) AS g`,
    [full.id, JSON.stringify({ communityName: community.name })],
  );
  const worker = running;
  await waitFor(() => worker.output().includes('worker ready'), 60_000, worker.output);
  const pid = worker.process.pid as number;
  idle = memoryOf(pid);
  sampler = setInterval(() => samples.push(memoryOf(pid).rss), 20);
}, 180_000);

afterAll(async () => {
  clearInterval(sampler);
  await running?.stop();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('announcements delivered by the worker', () => {
  it('announce: admin only, once per post (409 duplicate), queued in the same act', async () => {
    bigNews = await createPost(admin, community.name, { title: 'Big <news>' });
    expect((await crowded.client.send('put', `/api/posts/${bigNews.publicId}?action=announce`)).body).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await delivery(bigNews.id)).toBeUndefined();
    expect((await announce(bigNews.publicId)).status).toBe(200);
    expect((await announce(bigNews.publicId)).body).toEqual({ status: 409, code: 'duplicate', message: 'Post was already announced' });
    expect(await delivery(bigNews.id)).toBeDefined();
  });

  it('notifies every live account exactly once, trims older unseen announcements, counts badges, in bounded memory', async () => {
    const post = bigNews;
    const worker = running as WorkerProcess;
    try {
      await waitFor(async () => (await delivery(post.id))?.finished_at != null, 60_000, worker.output);
    } finally {
      clearInterval(sampler);
    }
    const after = memoryOf(worker.process.pid as number);
    const peak = Math.max(...samples, after.rss);
    const growth = { rssMb: (peak - idle.rss) / MB, hwmMb: (after.hwm - idle.hwm) / MB };
    process.stdout.write(
      `fan-out of ${await liveAccounts()} accounts: worker RSS ${(idle.rss / MB).toFixed(0)} MB → peak ${(peak / MB).toFixed(0)} MB, VmHWM +${growth.hwmMb.toFixed(1)} MB\n`,
    );
    expect(growth.rssMb).toBeLessThan(50);
    expect(growth.hwmMb).toBeLessThan(50);

    const live = await liveAccounts();
    expect(live).toBeGreaterThan(SEEDED * 0.97);
    const received = await perReceiver(post.id);
    expect(received.size).toBe(live);
    expect([...received.values()].every((n) => n === 1)).toBe(true);
    expect(await notifiedOutsiders()).toBe(0);
    expect(received.has(banned.id)).toBe(false);
    expect(received.has(admin.id)).toBe(true);
    expect(await delivery(post.id)).toMatchObject({ sent_count: live, stopped_reason: null });
    expect(Number((await api.db.query(`SELECT count(*) FROM announcement_sends WHERE post_id = $1`, [post.id]))[0].count)).toBe(live);
    expect(await wrongBadges()).toBe(0);

    // The older of two unseen announcements in the latest 10 goes; the newer and the seen one stay.
    const crowdedNow = await announcementIds(crowded);
    expect(crowdedNow).not.toContain(old.older);
    expect(crowdedNow).toEqual(expect.arrayContaining([old.newer, old.seen]));
    expect(crowdedNow).toHaveLength(3);
    expect(await badge(crowded)).toBe(2);
    // Outside the latest 10, an unseen announcement is not looked at.
    expect(await announcementIds(windowed)).toEqual([old.outside, Math.max(...(await announcementIds(windowed)))]);
    // The cap of 200: the oldest made room.
    const fullRows = await api.db.query(`SELECT count(*)::int AS n, bool_or(type = 'announcement') AS announced FROM notifications WHERE user_id = $1`, [
      full.id,
    ]);
    expect(fullRows[0]).toEqual({ n: 200, announced: true });

    // What the receiver sees.
    const page = await inbox(admin);
    expect(page.newCount).toBe(1);
    expect(page.items?.[0]).toMatchObject({
      type: 'announcement',
      seen: false,
      title: '<b>Big &lt;news&gt;</b>',
      toURL: `/${community.name}/post/${post.publicId}`,
      icons: ['/favicon.png?v=2'],
    });
    const plain = await inbox(admin, 'render=true');
    expect(plain.items?.[0].title).toBe('Big <news>');
    const raw = (await admin.client.get('/api/notifications')).body as { items: { type: string; notif: { postId: string; post: { publicId: string } } }[] };
    expect(raw.items[0]).toMatchObject({ type: 'announcement', notif: { postId: post.id, post: { publicId: post.publicId } } });
  }, 90_000);

  it('a worker killed mid-way resumes where its last batch committed: still exactly one per account; a deleted post stops', async () => {
    const post = await createPost(admin, community.name, { title: 'Second news' });
    const withdrawn = await createPost(admin, community.name, { title: 'Withdrawn' });
    // Deleted first (the worker is running): its delivery is stopped before anyone is notified.
    expect((await admin.client.send('delete', `/api/posts/${withdrawn.publicId}?deleteAs=normal`)).status).toBe(200);
    expect((await announce(withdrawn.publicId)).status).toBe(200);
    // The worker of the test before, idle now.
    const first = running as WorkerProcess;
    try {
      expect((await announce(post.publicId)).status).toBe(200);
      await waitFor(async () => ((await delivery(post.id))?.sent_count ?? 0) > 0, 30_000, first.output);
      first.process.kill('SIGKILL');
    } finally {
      await first.stop();
    }
    const cut = await delivery(post.id);
    const live = await liveAccounts();
    expect(cut?.finished_at).toBeNull();
    expect(cut?.sent_count).toBeLessThan(live);
    // Whatever committed is whole: sends, notifications and progress agree.
    const partial = await perReceiver(post.id);
    expect(partial.size).toBe(cut?.sent_count);
    expect(Number((await api.db.query(`SELECT count(*) FROM announcement_sends WHERE post_id = $1`, [post.id]))[0].count)).toBe(cut?.sent_count);

    const second = announcementWorker();
    running = second;
    try {
      await waitFor(async () => (await delivery(post.id))?.finished_at != null, 60_000, second.output);
    } finally {
      await second.stop();
    }
    const received = await perReceiver(post.id);
    expect(received.size).toBe(live);
    expect([...received.values()].every((n) => n === 1)).toBe(true);
    expect(await delivery(post.id)).toMatchObject({ sent_count: live });
    expect(await notifiedOutsiders()).toBe(0);
    expect(await wrongBadges()).toBe(0);
    // The first announcement, now the older unseen one, is kept; the one before it goes.
    expect(await announcementIds(crowded)).not.toContain(old.newer);
    expect(await badge(crowded)).toBe(2);

    expect(await delivery(withdrawn.id)).toMatchObject({ sent_count: 0, stopped_reason: 'post-deleted' });
    expect((await delivery(withdrawn.id))?.finished_at).not.toBeNull();
    expect((await perReceiver(withdrawn.id)).size).toBe(0);
  }, 90_000);

  it('the api queues through the posts area’s announce step, and erasing an account erases its send log', async () => {
    expect(api.app.get(PostAnnouncementSteps).registeredAreas()).toEqual(['notifications']);
    const erasure = api.app.get(AccountErasure);
    expect(erasure.registeredAreas()).toContain('announcement sends');
    // No worker runs now: the queued row is as the announce left it.
    const post = await createPost(admin, community.name, { title: 'Queued' });
    expect((await announce(post.publicId)).status).toBe(200);
    expect(await delivery(post.id)).toEqual({ last_user_id: null, sent_count: 0, finished_at: null, stopped_reason: null });
    const sendsOf = async (member: Member) => Number((await api.db.query(`SELECT count(*) FROM announcement_sends WHERE user_id = $1`, [member.id]))[0].count);
    expect(await sendsOf(crowded)).toBe(2);
    await api.db.transaction((tx) => erasure.eraseAccount(tx, crowded.id));
    expect(await sendsOf(crowded)).toBe(0);
    expect(await sendsOf(windowed)).toBe(2);
  });
});
