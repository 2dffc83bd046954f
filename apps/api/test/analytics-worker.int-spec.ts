import type { BasicSiteStats } from '@app/contract';
import { createCommunity, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPosts } from './post-fixtures';
import { useBuiltWorkers, waitFor } from './worker-process';
import { startWithAdmin } from './support/forum';

/**
 * The hourly `bss` snapshot (docs/api/rules.md §17) written by the built worker process, read back through
 * `GET /api/analytics/bss`, on a dataset whose every time is chosen.
 */
const JOB = 'analytics.record-site-stats';
const workers = useBuiltWorkers('test-analytics-worker');

let api: TestApi;
let admin: Member;

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false }));
});

afterAll(() => api.close());

/** Sets an account's signup and last-seen times, as intervals before now. */
const times = (member: Member, createdAgo: string, lastSeenAgo: string) =>
  api.db.query(`UPDATE users SET created_at = now() - $2::interval, last_seen = now() - $3::interval WHERE id = $1`, [member.id, createdAgo, lastSeenAgo]);

describe('the site statistics snapshot', () => {
  it('is stored by the worker with every field computed as docs/api/rules.md §17 says', async () => {
    const community = await createCommunity(admin);
    const posts = await createPosts(admin, community.name, 3);
    const comments: string[] = [];
    for (let i = 0; i < 3; i++) comments.push((await admin.client.post(`/api/posts/${posts[0].publicId}/comments`, { body: `comment ${i}` })).body.id);
    expect(comments.every((id) => typeof id === 'string')).toBe(true);
    // A removed post and a deleted comment still count.
    expect((await admin.client.send('delete', `/api/posts/${posts[0].publicId}?deleteAs=normal`)).status).toBe(200);
    expect((await admin.client.send('delete', `/api/posts/${posts[0].id}/comments/${comments[0]}`)).status).toBe(200);

    const [a, b, c, d, e, f] = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signUp(api)));
    // Two sessions use the installed app, one of them twice: two pwa_use events.
    expect((await a.client.post('/api/analytics', { event: 'pwa_use' })).status).toBe(200);
    expect((await a.client.post('/api/analytics', { event: 'pwa_use' })).status).toBe(200);
    expect((await api.client().post('/api/analytics', { event: 'pwa_use' })).status).toBe(200);

    // From here on no request by these accounts: every time below stays as set.
    await api.db.query(`UPDATE users SET created_at = now() - interval '400 days', last_seen = now() - interval '400 days'`);
    await times(a, '2 hours', '1 hour'); // active day/week/month; too new to be returning
    await times(b, '3 days', '2 hours'); // active day/week/month; returning day
    await times(c, '10 days', '3 days'); // active week/month; returning week
    await times(d, '60 days', '20 days'); // active month; returning month
    await times(e, '100 days', '40 days'); // not active
    await times(f, '50 days', '12 hours'); // deleted: still counted by its last-seen time
    await api.db.query(`UPDATE users SET deleted_at = now() - interval '11 hours' WHERE id = $1`, [f.id]);
    const setCreated = (table: string, id: string, ago: string) =>
      api.db.query(`UPDATE ${table} SET created_at = now() - $2::interval WHERE id = $1`, [id, ago]);
    await setCreated('posts', posts[0].id, '2 hours');
    await setCreated('posts', posts[1].id, '3 days');
    await setCreated('posts', posts[2].id, '10 days');
    await setCreated('comments', comments[0], '1 hour');
    await setCreated('comments', comments[1], '5 days');
    await setCreated('comments', comments[2], '8 days');
    // Three stored push subscriptions, two of them a's (notifications_enabled counts subscriptions).
    for (const [i, member] of [a, a, b].entries()) {
      await api.db.query(
        `INSERT INTO push_subscriptions (session_key, user_id, endpoint, p256dh, auth, created_at, updated_at) VALUES ($1, $2, $3, 'k', 'a', now(), now())`,
        [`bss-test-${i}`, member.id, `https://push.example/${i}`],
      );
    }
    const accounts = Number((await api.db.query(`SELECT count(*) FROM users`))[0].count);
    expect(accounts).toBe(2 + 1 + 6); // ghost, nobody, the admin, a–f

    const worker = workers.start(api, { ANALYTICS_SNAPSHOT_EVERY_MS: '1000' });
    try {
      await waitFor(async () => Number((await api.db.query(`SELECT count(*) FROM job_runs WHERE job = $1`, [JOB]))[0].count) >= 2, 30_000, worker.output);
    } finally {
      await worker.stop();
    }

    const page = await admin.client.get('/api/analytics/bss?next=');
    expect(page.status).toBe(200);
    const events = page.body.events as { name: string; uniqueKey: null; payload: string }[];
    expect(events.length).toBeGreaterThanOrEqual(2);
    const expected: BasicSiteStats = {
      version: 0,
      users_day: 3,
      users_week: 4,
      users_month: 5,
      return_users_day: 2,
      return_users_week: 2,
      return_users_month: 2,
      signups: accounts,
      pwa_installs: 2,
      notifications_enabled: 3,
      posts_day: 1,
      posts_week: 2,
      comments_day: 1,
      comments_week: 2,
    };
    // Every snapshot alike: the snapshots themselves are not "installs" (upstream's quirk).
    for (const event of events) {
      expect(event).toMatchObject({ name: '', uniqueKey: null });
      expect(JSON.parse(event.payload)).toEqual(expected);
    }
    const runs = (await api.db.query(`SELECT result FROM job_runs WHERE job = $1`, [JOB])) as { result: BasicSiteStats }[];
    expect(runs.length).toBe(events.length);
    expect(runs.every((r) => r.result.users_month === 5)).toBe(true);
  }, 90_000);
});
