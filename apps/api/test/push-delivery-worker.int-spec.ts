import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobsService } from '@app/server/core/jobs';
import { TEST_VAPID_KEYS } from '@app/server/core/testing';
import { addComment, insertPost, TestPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { BrowserKeys, browserKeys, decryptPush, LoopbackPushService, subscribe, verifiedVapid } from './push-fixtures';
import { useBuiltWorkers, waitFor, WorkerProcess } from './worker-process';
import { startWithCommunity } from './support/forum';

/**
 * Delivery by the built worker process (docs/api/push.md §3) to a push service on 127.0.0.1: the api and the
 * worker both run with PUSH_ALLOW_PRIVATE_ADDRESSES, as tests and development may.
 */
const workers = useBuiltWorkers('test-push-worker');
const RETRY_DELAY_MS = 100;

let api: TestApi;
let worker: WorkerProcess;
let pushService: LoopbackPushService;
let community: { id: string; name: string };

beforeAll(async () => {
  pushService = await new LoopbackPushService().start();
  ({ api, community } = await startWithCommunity({ rateLimitsEnabled: false, pushAllowPrivateAddresses: true, pushRetryDelayMs: RETRY_DELAY_MS }));
  worker = workers.start(api, {
    PUSH_VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    PUSH_VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    PUSH_SUBJECT: 'mailto:test@localhost',
    PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
    PUSH_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
    WELCOME_COMMUNITY: community.name,
    WELCOME_EVERY_MS: '1000',
  });
  await waitFor(() => worker.output().includes('worker ready'), 30_000, worker.output);
}, 60_000);

afterAll(async () => {
  await api.close();
  await pushService.stop();
});

const path = () => `p/${randomBytes(6).toString('hex')}`;

async function subscribed(member: Member, status?: number): Promise<{ path: string; keys: BrowserKeys }> {
  const p = path();
  const keys = browserKeys();
  const res = await subscribe(member, pushService.endpoint(p, status), keys);
  if (res.status !== 200) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { path: p, keys };
}

async function authorWithPost(): Promise<{ author: Member; post: TestPost }> {
  const author = await signUp(api);
  return { author, post: await insertPost(api, author, community.id) };
}

const subscriptionCount = async (member: Member): Promise<number> =>
  Number((await api.db.query(`SELECT count(*) FROM push_subscriptions WHERE user_id = $1`, [member.id]))[0].count);

const notificationOf = async (member: Member, type: string): Promise<{ id: number; created_at: Date; updated_at: Date }> =>
  (await api.db.query(`SELECT id, created_at, updated_at FROM notifications WHERE user_id = $1 AND type = $2`, [member.id, type]))[0];

describe('push delivery by the worker', () => {
  it('sends the encrypted, VAPID-signed payload of a new comment to every subscription of the author', async () => {
    const { author, post } = await authorWithPost();
    const first = await subscribed(author);
    // A second browser of the same account: its own session.
    const browser2 = api.client();
    await browser2.login(author.name);
    const other = await subscribed({ ...author, client: browser2 });
    await addComment(await signUp(api), post);
    await waitFor(() => pushService.to(first.path).length === 1 && pushService.to(other.path).length === 1, 20_000, worker.output);

    const notification = await notificationOf(author, 'new_comment');
    const [push] = pushService.to(first.path);
    expect(push.method).toBe('POST');
    expect(push.headers['ttl']).toBe('30');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(push.headers['topic']).toBe(String(notification.id));
    expect(Number(push.headers['content-length'])).toBe(push.body.length);
    // One record: 86-byte header (salt, record size, key id = the sender's 65-byte key), then payload + delimiter + tag.
    const payload = decryptPush(push.body, first.keys);
    expect(push.body.length).toBe(86 + Buffer.byteLength(payload) + 1 + 16);
    expect(JSON.parse(payload)).toEqual({
      id: notification.id,
      type: 'new_comment',
      notif: null,
      seen: false,
      seenAt: null,
      createdAt: notification.created_at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    const vapid = verifiedVapid(push.headers['authorization']);
    expect(vapid.key).toBe(TEST_VAPID_KEYS.publicKey);
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.sub).toBe('mailto:test@localhost');
    expect(vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
    // The other browser decrypts its own copy with its own keys.
    expect(JSON.parse(decryptPush(pushService.to(other.path)[0].body, other.keys)).id).toBe(notification.id);
  }, 40_000);

  it('pushes an aggregated notification again under the same topic, once per update', async () => {
    const { author, post } = await authorWithPost();
    const sub = await subscribed(author);
    await addComment(await signUp(api), post);
    await waitFor(() => pushService.to(sub.path).length === 1, 20_000, worker.output);
    await addComment(await signUp(api), post);
    await waitFor(() => pushService.to(sub.path).length === 2, 20_000, worker.output);
    await sleep(500);
    const pushes = pushService.to(sub.path);
    expect(pushes).toHaveLength(2);
    const { id } = await notificationOf(author, 'new_comment');
    expect(pushes.map((p) => p.headers['topic'])).toEqual([String(id), String(id)]);
  }, 40_000);

  it('never pushes new_votes', async () => {
    const { author, post } = await authorWithPost();
    const sub = await subscribed(author);
    const voter = await signUp(api);
    expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
    // The upvote's notification is made by the worker's job, not by the vote's request.
    await waitFor(async () => (await notificationOf(author, 'new_votes')) !== undefined, 20_000, worker.output);
    // A pushable notification made afterwards arrives; the vote's never does.
    await addComment(voter, post);
    await waitFor(() => pushService.to(sub.path).length === 1, 20_000, worker.output);
    await sleep(1000);
    const pushes = pushService.to(sub.path);
    expect(pushes.map((p) => JSON.parse(decryptPush(p.body, sub.keys)).type)).toEqual(['new_comment']);
  }, 40_000);

  it('deletes a subscription the push service answers 410 (or 404) to', async () => {
    const { author, post } = await authorWithPost();
    await subscribed(author, 410);
    const otherBrowser = api.client();
    await otherBrowser.login(author.name);
    await subscribed({ ...author, client: otherBrowser }, 404);
    expect(await subscriptionCount(author)).toBe(2);
    await addComment(await signUp(api), post);
    await waitFor(async () => (await subscriptionCount(author)) === 0, 20_000, worker.output);
  }, 40_000);

  it('retries a 500 with backoff, gives up after 5 attempts, keeps the subscription; a healthy one gets exactly one push', async () => {
    const { author, post } = await authorWithPost();
    const failing = await subscribed(author, 500);
    const otherBrowser = api.client();
    await otherBrowser.login(author.name);
    const healthy = await subscribed({ ...author, client: otherBrowser });
    await addComment(await signUp(api), post);
    const { id, updated_at } = await notificationOf(author, 'new_comment');
    const job = () => api.app.get(JobsService).queueFor('push.send-notification').getJob(`push-${id}-${updated_at.getTime()}`);
    await waitFor(async () => (await (await job())?.getState()) === 'failed', 30_000, worker.output);
    const attempts = pushService.to(failing.path);
    expect(attempts).toHaveLength(5);
    // Exponential backoff: 100, 200, 400, 800 ms between attempts.
    const gaps = attempts.slice(1).map((a, i) => a.at - attempts[i].at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(RETRY_DELAY_MS * 2 ** i * 0.9));
    expect(pushService.to(healthy.path)).toHaveLength(1);
    expect(await subscriptionCount(author)).toBe(2);
    expect((await job())?.attemptsMade).toBe(5);
  }, 60_000);

  it('does not retry an answer like 403 (refused for good): one request, the job completes, the subscription stays', async () => {
    const { author, post } = await authorWithPost();
    const refused = await subscribed(author, 403);
    await addComment(await signUp(api), post);
    const { id, updated_at } = await notificationOf(author, 'new_comment');
    const job = () => api.app.get(JobsService).queueFor('push.send-notification').getJob(`push-${id}-${updated_at.getTime()}`);
    await waitFor(async () => (await (await job())?.getState()) === 'completed', 20_000, worker.output);
    await sleep(RETRY_DELAY_MS * 4);
    expect(pushService.to(refused.path)).toHaveLength(1);
    expect((await job())?.returnvalue).toEqual({ sent: 0, gone: 0, rejected: 1 });
    expect(await subscriptionCount(author)).toBe(1);
  }, 40_000);

  it('pushes the welcome notifications the worker makes in one batch', async () => {
    const members = [await signUp(api), await signUp(api), await signUp(api)];
    const subs: Awaited<ReturnType<typeof subscribed>>[] = [];
    for (const m of members) subs.push(await subscribed(m));
    await api.db.query(`UPDATE users SET created_at = now() - interval '7 hours' WHERE id = ANY($1)`, [members.map((m) => m.id)]);
    await waitFor(() => subs.every((s) => pushService.to(s.path).length === 1), 20_000, worker.output);
    for (const s of subs) expect(JSON.parse(decryptPush(pushService.to(s.path)[0].body, s.keys)).type).toBe('welcome');
  }, 40_000);
});
