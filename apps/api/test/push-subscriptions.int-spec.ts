import { createHash } from 'node:crypto';
import { AccountErasure, CreatedNotification, DomainEvents } from '@app/server/core/events';
import { JobsService } from '@app/server/core/jobs';
import { SessionsService } from '@app/server/auth';
import { CreatedNotifications, NotificationSender } from '@app/server/notifications';
import { PushEnqueuer } from '@app/server/push';
import { TEST_VAPID_KEYS } from '@app/server/core/testing';
import { Member, signUp } from './community-fixtures';
import { cookieValue, TestApi } from './harness';
import { browserKeys, subscribe } from './push-fixtures';
import { countQueries } from './query-counter';
import { useTestApi } from './support/test-api-per-file';

/** Push subscriptions (docs/api/push.md §2) with production's endpoint rules (PUSH_ALLOW_PRIVATE_ADDRESSES off). */
const api = useTestApi({ rateLimitsEnabled: false });

const ENDPOINT = 'https://push.example.com/send/abc123';

interface Row {
  session_key: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
  updated_at: Date;
}

const rowsOf = async (member: Member): Promise<Row[]> =>
  api.db.query(`SELECT session_key, user_id, endpoint, p256dh, auth, created_at, updated_at FROM push_subscriptions WHERE user_id = $1 ORDER BY id`, [
    member.id,
  ]);

const sessionKey = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/** A second browser session of the same account. */
async function secondSession(member: Member): Promise<Member> {
  const client = api.client();
  const res = await client.login(member.name);
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return { ...member, client };
}

describe('POST /api/push_subscriptions: errors', () => {
  it('refuses a visitor with 401 not_logged_in and a missing CSRF token with 401 (no code), storing nothing', async () => {
    const visitor = api.client();
    const res = await visitor.post('/api/push_subscriptions', { endpoint: ENDPOINT, keys: { p256dh: browserKeys().p256dh, auth: browserKeys().auth } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
    const member = await signUp(api);
    const keys = browserKeys();
    const noCsrf = await member.client.agent
      .post('/api/push_subscriptions')
      .set('X-Forwarded-For', member.client.ip)
      .send(JSON.stringify({ endpoint: ENDPOINT, keys: { p256dh: keys.p256dh, auth: keys.auth } }));
    expect(noCsrf.status).toBe(401);
    expect(noCsrf.body).toEqual({ status: 401, message: 'Unauthorized.' });
    expect(await rowsOf(member)).toEqual([]);
  });

  it('answers 400 invalid_json to every malformed body and unusable endpoint or key', async () => {
    const member = await signUp(api);
    const { p256dh, auth } = browserKeys();
    const offCurve = Buffer.from(p256dh, 'base64url');
    offCurve[64] ^= 1;
    const bodies: unknown[] = [
      '{"endpoint":',
      '',
      '[]',
      {},
      { endpoint: ENDPOINT },
      { endpoint: 42, keys: { p256dh, auth } },
      { endpoint: ENDPOINT, keys: 'k' },
      { endpoint: ENDPOINT, keys: { p256dh } },
      { endpoint: ENDPOINT, keys: { p256dh, auth: 7 } },
      { endpoint: ENDPOINT, expirationTime: 'soon', keys: { p256dh, auth } },
      { endpoint: ENDPOINT, keys: { p256dh: p256dh.slice(0, 60), auth } },
      { endpoint: ENDPOINT, keys: { p256dh: offCurve.toString('base64url'), auth } },
      { endpoint: ENDPOINT, keys: { p256dh: `${p256dh}!`, auth } },
      { endpoint: ENDPOINT, keys: { p256dh, auth: Buffer.alloc(15).toString('base64url') } },
      { endpoint: ENDPOINT, keys: { p256dh, auth: Buffer.alloc(32).toString('base64url') } },
      { endpoint: '', keys: { p256dh, auth } },
      { endpoint: 'not a url', keys: { p256dh, auth } },
      { endpoint: 'http://push.example.com/send/abc', keys: { p256dh, auth } },
      { endpoint: 'ftp://push.example.com/send/abc', keys: { p256dh, auth } },
      { endpoint: 'https://push.example.com:8443/send/abc', keys: { p256dh, auth } },
      { endpoint: 'https://user:pw@push.example.com/send/abc', keys: { p256dh, auth } },
      { endpoint: 'https://127.0.0.1/send', keys: { p256dh, auth } },
      { endpoint: 'https://10.1.2.3/send', keys: { p256dh, auth } },
      { endpoint: 'https://[::1]/send', keys: { p256dh, auth } },
      { endpoint: 'https://169.254.169.254/latest', keys: { p256dh, auth } },
      { endpoint: 'https://localhost/send', keys: { p256dh, auth } },
      { endpoint: 'https://intranet/send', keys: { p256dh, auth } },
      { endpoint: 'https://localhost./send', keys: { p256dh, auth } },
      { endpoint: 'https://push.localhost/send', keys: { p256dh, auth } },
      { endpoint: 'https://push.localhost./send', keys: { p256dh, auth } },
      { endpoint: 'https://metadata.google.internal/computeMetadata/v1/', keys: { p256dh, auth } },
      { endpoint: 'https://printer.local/send', keys: { p256dh, auth } },
      { endpoint: 'https://router.home.arpa/send', keys: { p256dh, auth } },
      { endpoint: 'https://intranet./send', keys: { p256dh, auth } },
      { endpoint: 'https://[::ffff:7f00:1]/send', keys: { p256dh, auth } },
      { endpoint: `https://push.example.com/${'a'.repeat(2048)}`, keys: { p256dh, auth } },
    ];
    for (const body of bodies) {
      const res = await member.client.post('/api/push_subscriptions', body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 400,
        answer: { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' },
      });
    }
    expect(await rowsOf(member)).toEqual([]);
  });
});

describe('POST /api/push_subscriptions: storage', () => {
  it('stores the subscription under a hash of the session id and answers {"success":true}; expirationTime is ignored', async () => {
    const member = await signUp(api);
    const keys = browserKeys();
    const padded = `${keys.auth}==`;
    const res = await member.client.post('/api/push_subscriptions', { endpoint: ENDPOINT, expirationTime: 1234, keys: { p256dh: keys.p256dh, auth: padded } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const sid = cookieValue(await member.client.get('/api/_user'), 'SID');
    const rows = await rowsOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: member.id, endpoint: ENDPOINT, p256dh: keys.p256dh, auth: keys.auth });
    // The cookie is not re-sent on every answer: read the session id back from the agent's jar.
    const jarSid = sid ?? member.client.agent.jar.getCookie('SID', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;
    expect(rows[0].session_key).toBe(sessionKey(jarSid!));
    expect(rows[0].session_key).not.toContain(jarSid!);
  });

  it('re-posting from the same session updates its one row (endpoint, keys, update time)', async () => {
    const member = await signUp(api);
    expect((await subscribe(member, 'https://push.example.com/send/first')).status).toBe(200);
    const [before] = await rowsOf(member);
    const keys = browserKeys();
    expect((await subscribe(member, 'https://push.example.com/send/renewed', keys)).status).toBe(200);
    const rows = await rowsOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ session_key: before.session_key, endpoint: 'https://push.example.com/send/renewed', p256dh: keys.p256dh });
    expect(rows[0].created_at).toEqual(before.created_at);
    expect(rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it('keeps one row per session; the same endpoint posted from another session of the account replaces the old row', async () => {
    const member = await signUp(api);
    const other = await secondSession(member);
    await subscribe(member, 'https://push.example.com/a');
    await subscribe(other, 'https://push.example.com/b');
    expect((await rowsOf(member)).map((r) => r.endpoint)).toEqual(['https://push.example.com/a', 'https://push.example.com/b']);
    const third = await secondSession(member);
    await subscribe(third, 'https://push.example.com/a');
    expect((await rowsOf(member)).map((r) => r.endpoint)).toEqual(['https://push.example.com/b', 'https://push.example.com/a']);
  });

  it("refuses another account's endpoint with 409 and leaves the holder's row as it was", async () => {
    const holder = await signUp(api);
    const keys = browserKeys();
    expect((await subscribe(holder, 'https://push.example.com/held', keys)).status).toBe(200);
    const [before] = await rowsOf(holder);
    const stranger = await signUp(api);
    for (const attempt of [browserKeys(), keys]) {
      const res = await subscribe(stranger, 'https://push.example.com/held', attempt);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 409, code: 'push-endpoint-taken', message: 'This push subscription belongs to another account.' });
    }
    expect(await rowsOf(holder)).toEqual([before]);
    expect(await rowsOf(stranger)).toEqual([]);
    // Once the holder logs out (the row goes), the browser may be subscribed by whoever uses it next.
    expect((await holder.client.post('/api/_login?action=logout')).status).toBe(200);
    expect((await subscribe(stranger, 'https://push.example.com/held', keys)).status).toBe(200);
    expect((await rowsOf(stranger)).map((r) => r.endpoint)).toEqual(['https://push.example.com/held']);
  });

  it('admins see the count as webPushSubscriptionsCount', async () => {
    const member = await signUp(api);
    await subscribe(member, 'https://push.example.com/c1');
    await subscribe(await secondSession(member), 'https://push.example.com/c2');
    const admin = await signUp(api);
    await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const res = await admin.client.get(`/api/users/${member.name}?adminsView=true`);
    expect(res.status).toBe(200);
    expect(res.body.webPushSubscriptionsCount).toBe(2);
  });

  it(`keeps an account's newest ${10} subscriptions`, async () => {
    const member = await signUp(api);
    await subscribe(member, 'https://push.example.com/s0');
    for (let i = 1; i <= 10; i++) await subscribe(await secondSession(member), `https://push.example.com/s${i}`);
    const endpoints = (await rowsOf(member)).map((r) => r.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain('https://push.example.com/s0');
    expect(endpoints).toContain('https://push.example.com/s10');
  });
});

describe('removal', () => {
  it('logout deletes the session’s subscription only', async () => {
    const member = await signUp(api);
    const other = await secondSession(member);
    await subscribe(member, 'https://push.example.com/mine');
    await subscribe(other, 'https://push.example.com/theirs');
    const res = await member.client.post('/api/_login?action=logout');
    expect(res.status).toBe(200);
    expect((await rowsOf(member)).map((r) => r.endpoint)).toEqual(['https://push.example.com/theirs']);
  });

  it('ending every session of the account (ban) and account deletion drop all its subscriptions', async () => {
    const banned = await signUp(api);
    await subscribe(banned, 'https://push.example.com/banned');
    await api.app.get(SessionsService).endAllSessionsOf(banned.id);
    expect(await rowsOf(banned)).toEqual([]);

    const erasure = api.app.get(AccountErasure);
    expect(erasure.registeredAreas()).toContain('push subscriptions');
    const deleted = await signUp(api);
    const bystander = await signUp(api);
    await subscribe(deleted, 'https://push.example.com/deleted');
    await subscribe(await secondSession(deleted), 'https://push.example.com/deleted-2');
    await subscribe(bystander, 'https://push.example.com/bystander');
    await expect(
      api.db.transaction(async (tx) => {
        await erasure.eraseAccount(tx, deleted.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(deleted)).toHaveLength(2);
    await api.db.transaction((tx) => erasure.eraseAccount(tx, deleted.id));
    expect(await rowsOf(deleted)).toEqual([]);
    expect(await rowsOf(bystander)).toHaveLength(1);
  });
});

describe('enqueueing (no worker here: the jobs stay in the queue)', () => {
  const queue = () => api.app.get(JobsService).queueFor('push.send-notification');
  const created = (id: number, userId: string, type: CreatedNotification['type'] = 'new_comment'): CreatedNotification => ({
    id,
    userId,
    type,
    createdAt: new Date(1_700_000_000_000),
    updatedAt: new Date(1_700_000_000_000 + id),
  });

  it('publishes the VAPID public key in _initial', async () => {
    expect((await api.client().get('/api/_initial')).body.vapidPublicKey).toBe(TEST_VAPID_KEYS.publicKey);
  });

  it('a batch costs one query and one addBulk: only receivers with subscriptions, never new_votes/denied_comm, never twice', async () => {
    const enqueuer = api.app.get(PushEnqueuer);
    const nobody = await Promise.all([signUp(api), signUp(api), signUp(api)]);
    const batch = nobody.map((m, i) => created(900_000 + i, m.id));
    let jobs = -1;
    expect(await countQueries(api.db, async () => (jobs = await enqueuer.enqueue({ notifications: batch, connection: api.db.manager })))).toBe(1);
    expect(jobs).toBe(0);

    const [a, b] = [await signUp(api), await signUp(api)];
    await subscribe(a, 'https://push.example.com/a1');
    await subscribe(b, 'https://push.example.com/b1');
    const mixed = [
      created(910_001, a.id),
      created(910_002, b.id, 'new_votes'),
      created(910_003, b.id, 'denied_comm'),
      created(910_004, b.id, 'announcement'),
      ...batch,
    ];
    expect(await countQueries(api.db, async () => (jobs = await enqueuer.enqueue({ notifications: mixed, connection: api.db.manager })))).toBe(1);
    expect(jobs).toBe(2);
    await enqueuer.enqueue({ notifications: mixed, connection: api.db.manager });
    const queued = await queue().getJobs(['waiting', 'prioritized', 'delayed']);
    const ids = queued.map((j) => j.id).sort();
    expect(ids).toEqual([`push-910001-${1_700_000_910_001}`, `push-910004-${1_700_000_910_004}`]);
    const first = queued.find((j) => j.id === `push-910001-${1_700_000_910_001}`)!;
    expect(first.data).toEqual({
      notificationId: 910_001,
      userId: a.id,
      type: 'new_comment',
      createdAt: '2023-11-14T22:13:20Z',
      updatedAtMs: 1_700_000_910_001,
    });
    expect(first.opts.attempts).toBe(5);
    // Nothing pushable at all: not even the query.
    expect(await countQueries(api.db, () => enqueuer.enqueue({ notifications: [created(920_000, a.id, 'new_votes')], connection: api.db.manager }))).toBe(0);
  });

  it('publishes a transaction’s notifications once, after the outermost commit; nothing from a rollback or a rolled-back savepoint', async () => {
    const published: number[][] = [];
    api.app.get(DomainEvents).on('notifications.created', async ({ notifications }) => void published.push(notifications.map((n) => n.id)));
    const recorder = api.app.get(CreatedNotifications, { strict: false });
    const user = await signUp(api);
    await expect(
      api.db.transaction(async (tx) => {
        await recorder.record(tx, created(930_001, user.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(published).toEqual([]);
    await api.db.transaction(async (tx) => {
      await recorder.record(tx, created(930_002, user.id));
      await tx.transaction(async (inner) => recorder.record(inner, created(930_003, user.id)));
      await tx
        .transaction(async (inner) => {
          await recorder.record(inner, created(930_004, user.id));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      await recorder.record(tx, created(930_005, user.id));
      expect(published).toEqual([]);
    });
    expect(published).toEqual([[930_002, 930_003, 930_005]]);
  });

  it('a comment on a subscribed author’s post enqueues after the commit, before the answer', async () => {
    const author = await signUp(api);
    await subscribe(author, 'https://push.example.com/author');
    const commenter = await signUp(api);
    const admin = await signUp(api);
    await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const community = await admin.client.post('/api/communities', { name: `pc${Date.now() % 1_000_000}`, about: 'x' });
    await author.client.post('/api/_joinCommunity', { communityId: community.body.id, leave: false });
    const post = await author.client.post('/api/posts', { type: 'text', title: 'Hello push', body: 'b', community: community.body.name });
    expect(post.status).toBe(200);
    const comment = await commenter.client.post(`/api/posts/${post.body.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'hi' });
    expect(comment.status).toBe(200);
    const [row] = await api.db.query(`SELECT id, updated_at FROM notifications WHERE user_id = $1 AND type = 'new_comment'`, [author.id]);
    const job = await queue().getJob(`push-${row.id}-${(row.updated_at as Date).getTime()}`);
    expect(job?.data).toMatchObject({ notificationId: row.id, userId: author.id, type: 'new_comment' });
  });
});

describe('push off (no usable VAPID pair)', () => {
  it('publishes an empty key, still stores subscriptions, and enqueues nothing', async () => {
    const off = await TestApi.start({ rateLimitsEnabled: false, pushVapidPublicKey: 'not-a-key', pushVapidPrivateKey: 'nor-this' });
    try {
      expect((await off.client().get('/api/_initial')).body.vapidPublicKey).toBe('');
      const client = off.client();
      const signup = await client.signup(`pushoff${Date.now() % 100000}`);
      const member = { client, name: signup.body.username as string, id: signup.body.id as string };
      expect((await subscribe(member, ENDPOINT)).status).toBe(200);
      expect(
        await off.app.get(NotificationSender).send({ userId: member.id, type: 'welcome', groupKey: null, payload: { communityName: 'general' } }, null),
      ).toBe(true);
      const queue = off.app.get(JobsService).queueFor('push.send-notification');
      expect(await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active')).toEqual({ waiting: 0, delayed: 0, prioritized: 0, active: 0 });
    } finally {
      await off.close();
    }
  });
});
