import { NotificationSender } from '@app/server/notifications';
import { addComment, insertPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { badge, inbox, notificationRows, RenderedItem, startNotificationWorker, upvoteJobsDone } from './notification-fixtures';
import { WorkerProcess } from './worker-process';
import { startWithCommunity } from './support/forum';
import { useTestApi } from './support/test-api-per-file';

let api: TestApi;
let admin: Member;
let community: { id: string; name: string };
let worker: WorkerProcess;

beforeAll(async () => {
  ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false }));
  worker = startNotificationWorker(api);
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await api.close();
});

/** `n` denied_comm notifications with bodies "note 1".."note n", oldest first. */
async function deny(member: Member, n: number, from = 1): Promise<void> {
  const sender = api.app.get(NotificationSender);
  for (let i = from; i < from + n; i++) await sender.send({ userId: member.id, type: 'denied_comm', groupKey: null, payload: { body: `note ${i}` } }, null);
}

async function allPages(member: Member): Promise<RenderedItem[][]> {
  const pages: RenderedItem[][] = [];
  let next = '';
  do {
    const page = await inbox(member, `render=true&format=html${next ? `&next=${next}` : ''}`);
    pages.push(page.items ?? []);
    next = page.next;
  } while (next);
  return pages;
}

describe('storage: aggregation window and cap', () => {
  it('aggregates only into an unseen notification among the latest 10', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, community.id);
    await addComment(admin, post);
    await deny(author, 9);
    await addComment(await signUp(api), post); // the new_comment is 10th in order: aggregated
    expect(await notificationRows(api, author)).toBe(10);
    await deny(author, 10, 10); // now it is 11th
    await addComment(await signUp(api), post);
    expect(await notificationRows(api, author)).toBe(21);
    const counts = await api.db.query(`SELECT payload->>'noComments' AS n FROM notifications WHERE user_id = $1 AND type = 'new_comment' ORDER BY id`, [
      author.id,
    ]);
    expect(counts.map((r: { n: string }) => r.n)).toEqual(['2', '1']);
  });

  it('never aggregates into a seen notification', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, community.id);
    await addComment(admin, post);
    const [item] = (await inbox(author)).items!;
    expect((await author.client.send('put', `/api/notifications/${item.id}?action=markAsSeen&seen=true`)).status).toBe(200);
    await addComment(await signUp(api), post);
    expect(await notificationRows(api, author)).toBe(2);
  });

  it('keeps only the newest 200 of a user', async () => {
    const member = await signUp(api);
    await deny(member, 205);
    const rows = await api.db.query(`SELECT payload->>'body' AS body FROM notifications WHERE user_id = $1 ORDER BY id`, [member.id]);
    expect(rows).toHaveLength(200);
    expect(rows[0].body).toBe('note 6');
    expect(rows[199].body).toBe('note 205');
    expect((await inbox(member)).count).toBe(200);
    expect(await badge(member)).toBe(200);
  });
});

describe('GET /api/notifications', () => {
  it('pages by 10, unseen first then newest, without repeats, with next "" at the end', async () => {
    const member = await signUp(api);
    await deny(member, 25);
    const [first] = (await inbox(member)).items!;
    await member.client.send('put', `/api/notifications/${first.id}?action=markAsSeen`);
    const pages = await allPages(member);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    const titles = pages.flat().map((i) => i.title);
    const expected = [...Array.from({ length: 24 }, (_, k) => `note ${24 - k}`), 'note 25'];
    expect(titles).toEqual(expected);
  });

  it('answers items null for nobody’s notifications, the unrendered form with the stored payload and post, and the contract’s errors', async () => {
    const member = await signUp(api);
    expect(await inbox(member, '')).toEqual({ count: 0, newCount: 0, items: null, next: '' });
    const post = await insertPost(api, member, community.id);
    const comment = await addComment(admin, post);
    const raw = await inbox(member, '');
    expect(raw.items![0]).toMatchObject({
      type: 'new_comment',
      seen: false,
      seenAt: null,
      notif: {
        postId: post.id,
        commentId: comment.id,
        noComments: 1,
        commentAuthor: admin.name,
        post: { id: post.id, publicId: post.publicId, communityName: community.name },
      },
    });
    const md = await member.client.get('/api/notifications?render=true&format=md');
    expect(md.status).toBe(400);
    expect(md.body).toEqual({ status: 400, code: 'invalid-render-format', message: 'Invalid render format.' });
    for (const next of ['garbage!', Buffer.from('{"s":"x"}').toString('base64url')]) {
      const bad = await member.client.get(`/api/notifications?next=${next}`);
      expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'invalid_cursor' });
    }
    const anonymous = await api.client().get('/api/notifications');
    expect(anonymous.body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
  });
});

describe('POST /api/notifications?action=', () => {
  it('markAllAsSeen (all or one type) leaves the badge; resetNewCount zeroes it until the next one; deleteAll empties', async () => {
    const author = await signUp(api);
    const post = await insertPost(api, author, community.id);
    await deny(author, 2);
    await admin.client.post('/api/_postVote', { postId: post.id, up: true });
    await upvoteJobsDone(api, worker); // the upvote's notification is the worker's, not the request's
    expect(await badge(author)).toBe(3);

    let res = await author.client.post('/api/notifications?render=true&format=html&action=markAllAsSeen&type=new_votes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    let items = (await inbox(author)).items!;
    expect(items.map((i) => [i.type, i.seen])).toEqual([
      ['denied_comm', false],
      ['denied_comm', false],
      ['new_votes', true],
    ]);
    expect(items[2].seenAt).not.toBeNull();
    expect(await badge(author)).toBe(3);

    await author.client.post('/api/notifications?action=resetNewCount');
    expect(await badge(author)).toBe(0);
    expect((await inbox(author)).items!.filter((i) => !i.seen)).toHaveLength(2);
    await deny(author, 1, 3);
    expect(await badge(author)).toBe(3);

    await author.client.post('/api/notifications?action=markAllAsSeen');
    items = (await inbox(author)).items!;
    expect(items.every((i) => i.seen)).toBe(true);
    expect(await badge(author)).toBe(3);

    await author.client.post('/api/notifications?action=deleteAll');
    expect(await inbox(author)).toMatchObject({ count: 0, items: null });

    res = await author.client.post('/api/notifications?action=explode');
    expect(res.body).toEqual({ status: 400, code: 'invalid_action', message: 'Unsupported action.' });
    res = await author.client.post('/api/notifications');
    expect(res.body).toEqual({ status: 400, code: 'invalid_action', message: 'Unsupported action.' });
  });
});

describe('/api/notifications/{id}', () => {
  it('gets, marks seen and unseen (webpush recounts the badge) and deletes one; another user’s answers 404 as an unknown one, and stays as it was', async () => {
    const member = await signUp(api);
    await deny(member, 2);
    const [newest] = (await inbox(member)).items!;
    const path = `/api/notifications/${newest.id}`;

    const got = await member.client.get(`${path}?render=true&format=html`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: newest.id, version: 1, type: 'denied_comm', title: 'note 2', body: '', toURL: '#', seen: false });
    expect((await member.client.get(path)).body).toMatchObject({ id: newest.id, type: 'denied_comm', notif: { body: 'note 2' } });

    const seen = await member.client.send('put', `${path}?render=true&format=html&action=markAsSeen&seen=true`);
    expect(seen.status).toBe(200);
    expect(seen.body.seen).toBe(true);
    expect(typeof seen.body.seenAt).toBe('string');
    expect(await badge(member)).toBe(2);
    await member.client.send('put', `${path}?action=markAsSeen&seenFrom=webpush`);
    expect(await badge(member)).toBe(1);
    const unseen = await member.client.send('put', `${path}?action=markAsSeen&seen=false`);
    expect(unseen.body).toMatchObject({ seen: false, seenAt: null });
    const wrongAction = await member.client.send('put', `${path}?action=hide`);
    expect(wrongAction.body).toEqual({ status: 400, code: 'invalid_action', message: 'Unsupported action.' });

    const stranger = await signUp(api);
    for (const method of ['get', 'put', 'delete'] as const) {
      const res = method === 'get' ? await stranger.client.get(path) : await stranger.client.send(method, `${path}?action=markAsSeen`);
      expect(res.body).toEqual({ status: 404, code: 'notif_not_found', message: 'Notification not found.' });
      for (const id of ['999999999', 'abc', '1e3']) {
        const missing =
          method === 'get'
            ? await member.client.get(`/api/notifications/${id}`)
            : await member.client.send(method, `/api/notifications/${id}?action=markAsSeen`);
        expect(missing.body).toEqual({ status: 404, code: 'notif_not_found', message: 'Notification not found.' });
      }
    }
    expect((await member.client.get(path)).body).toMatchObject({ id: newest.id, seen: false });
    const badFormat = await member.client.send('delete', `${path}?render=true&format=md`);
    expect(badFormat.body).toEqual({ status: 400, code: 'invalid-render-format', message: 'Invalid render format.' });

    const deleted = await member.client.send('delete', `${path}?render=true&format=html`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: newest.id, title: 'note 2' });
    expect((await member.client.get(path)).status).toBe(404);
    expect(await badge(member)).toBe(1);
  });
});

describe('rate limit', () => {
  const limited = useTestApi();

  it('POST /api/notifications allows 5 per second per user, then 429', async () => {
    const member = await signUp(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await member.client.post('/api/notifications?action=resetNewCount')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
