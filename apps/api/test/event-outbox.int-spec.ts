import { DataSource } from 'typeorm';
import { DomainEventPayloads, DomainEvents, OutboxRelay } from '@app/server/core/events';
import { NotificationSender } from '@app/server/notifications';
import { addComment, insertPost, TestPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { startNotificationWorker, upvoteJobsDone } from './notification-fixtures';
import { startWithCommunity } from './support/forum';

/**
 * The transactional outbox of domain events (docs/architecture.md "Domain events"): an event is written with
 * the act, so its notifications survive an outage between the commit and the handlers, and arrive once.
 */
let api: TestApi;
let community: { id: string; name: string };

beforeAll(async () => ({ api, community } = await startWithCommunity({ rateLimitsEnabled: false })));

afterAll(async () => {
  jest.restoreAllMocks();
  await api.close();
});

afterEach(() => jest.restoreAllMocks());

/** What pg says when PostgreSQL goes away under a query: an outage, so the event must come again. */
const outage = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });

/** Delivered rows are deleted by a sweep shortly after (DomainEvents.sweepDelivered): these wait for it. */
const sweep = () => api.app.get(DomainEvents).sweepDelivered();

const pending = async (): Promise<{ name: string; delivered_to: string[]; attempts: number }[]> => {
  await sweep();
  return api.db.query(`SELECT name, delivered_to, attempts FROM domain_event_outbox ORDER BY id`);
};

/** Ends every lease, as the passing of OUTBOX_LEASE_SECONDS (or the retry delay) would. */
const makeDue = async () => {
  await sweep();
  await api.db.query(`UPDATE domain_event_outbox SET due_at = now() - interval '1 second'`);
};

const notificationsOf = async (member: Member, type: string): Promise<{ payload: Record<string, unknown> }[]> =>
  api.db.query(`SELECT payload FROM notifications WHERE user_id = $1 AND type = $2`, [member.id, type]);

async function thread(): Promise<{ author: Member; replier: Member; post: TestPost; parent: { id: string } }> {
  const author = await signUp(api);
  const replier = await signUp(api);
  const post = await insertPost(api, author, community.id);
  const parent = await addComment(author, post, 'the parent');
  return { author, replier, post, parent };
}

describe('domain event outbox', () => {
  it('delivers at once after the commit and leaves nothing pending', async () => {
    await api.app.get(OutboxRelay).deliverDue();
    const { author, replier, post, parent } = await thread();
    await addComment(replier, post, 'a reply', parent.id);
    expect(await notificationsOf(author, 'comment_reply')).toHaveLength(1);
    expect(await pending()).toEqual([]);
  });

  it('deletes delivered rows in one statement per sweep, after the answers, and by itself within a moment', async () => {
    const events = api.app.get(DomainEvents);
    const { author, replier, post, parent } = await thread();
    await sweep();
    events.sweepAfterMs = 60_000;
    try {
      await addComment(replier, post, 'first reply', parent.id);
      await addComment(replier, post, 'second reply', parent.id);
      // Delivered (the notification is there) and answered, but not yet deleted.
      expect(await notificationsOf(author, 'comment_reply')).toHaveLength(1);
      expect(await api.db.query(`SELECT name FROM domain_event_outbox`)).toEqual([{ name: 'comment.added' }, { name: 'comment.added' }]);
      const query = jest.spyOn(api.app.get(DataSource), 'query');
      await events.sweepDelivered();
      const deletes = query.mock.calls.map(([sql]) => String(sql)).filter((sql) => sql.includes('domain_event_outbox'));
      query.mockRestore();
      expect(deletes).toEqual([expect.stringMatching(/^DELETE FROM domain_event_outbox WHERE id = ANY/)]);
      expect(await api.db.query(`SELECT id FROM domain_event_outbox`)).toEqual([]);
    } finally {
      events.sweepAfterMs = 100;
    }
    // Nobody asks: the sweep follows by itself.
    await addComment(replier, post, 'third reply', parent.id);
    const deadline = Date.now() + 5_000;
    let left = await api.db.query(`SELECT id FROM domain_event_outbox`);
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = await api.db.query(`SELECT id FROM domain_event_outbox`);
    }
    expect(left).toEqual([]);
  });

  it('keeps a reply notification through an outage between the commit and the handler, and delivers it exactly once', async () => {
    const { author, replier, post, parent } = await thread();
    const sender = api.app.get(NotificationSender);
    const send = sender.send.bind(sender);
    // PostgreSQL "goes away" for every notification of this comment: both handlers meet the outage.
    const spy = jest.spyOn(sender, 'send').mockImplementation(() => Promise.reject(outage()));
    const reply = await addComment(replier, post, 'a reply', parent.id);
    expect(spy).toHaveBeenCalled();
    expect(await notificationsOf(author, 'comment_reply')).toHaveLength(0);
    // new_comment has nothing to do (the reply answers the post's author): only the reply handler is pending.
    expect(await pending()).toEqual([{ name: 'comment.added', delivered_to: ['comment.added#1'], attempts: 0 }]);

    spy.mockImplementation(send);
    // Not due yet: the retry waits its delay.
    expect(await api.app.get(OutboxRelay).deliverDue()).toBe(0);
    await makeDue();
    expect(await api.app.get(OutboxRelay).deliverDue()).toBe(1);
    const replies = await notificationsOf(author, 'comment_reply');
    expect(replies).toHaveLength(1);
    expect(replies[0].payload).toMatchObject({ commentId: reply.id, parentCommentId: parent.id, noComments: 1 });
    expect(await pending()).toEqual([]);
    // Nothing is delivered twice: another relay pass finds nothing.
    await makeDue();
    expect(await api.app.get(OutboxRelay).deliverDue()).toBe(0);
    expect(await notificationsOf(author, 'comment_reply')).toHaveLength(1);
  });

  it('retries only the handler that met the outage', async () => {
    // A top-level comment on someone else's post: new_comment to the post's author. The reply handler
    // has nothing to do; an outage in the second sender call would be a reply, so fail the first.
    const { author, replier, post, parent } = await thread();
    const sender = api.app.get(NotificationSender);
    const send = sender.send.bind(sender);
    let calls = 0;
    // Replying to the post author's own comment sends comment_reply only; to a third member's comment, both.
    const third = await signUp(api);
    const thirdsComment = await addComment(third, post, 'a third view');
    jest.spyOn(sender, 'send').mockImplementation((input, actor) => (++calls === 2 ? Promise.reject(outage()) : send(input, actor)));
    await addComment(replier, post, 'a reply to the third', thirdsComment.id);
    expect(calls).toBe(2);
    // new_comment reached the post's author; comment_reply to the third member is pending.
    expect((await notificationsOf(author, 'new_comment')).map((n) => n.payload.noComments)).toEqual([2]);
    expect(await notificationsOf(third, 'comment_reply')).toHaveLength(0);
    const [row] = await pending();
    expect(row.delivered_to).toEqual(['comment.added#1']);

    jest.restoreAllMocks();
    await makeDue();
    await api.app.get(OutboxRelay).deliverDue();
    expect(await notificationsOf(third, 'comment_reply')).toHaveLength(1);
    // The first handler did not run again: the author's aggregated count did not move.
    expect((await notificationsOf(author, 'new_comment')).map((n) => n.payload.noComments)).toEqual([2]);
    expect(parent.id).toBeTruthy();
    expect(await pending()).toEqual([]);
  });

  it('leaves the later handlers to the retry after a deadlock, so a request waits behind at most one', async () => {
    const { author, replier, post } = await thread();
    const third = await signUp(api);
    const thirdsComment = await addComment(third, post, 'a third view');
    const sender = api.app.get(NotificationSender);
    const send = sender.send.bind(sender);
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    jest.spyOn(sender, 'send').mockImplementation((input, actor) => (++calls === 1 ? Promise.reject(deadlock) : send(input, actor)));
    await addComment(replier, post, 'a reply to the third', thirdsComment.id);
    // The first handler met the deadlock; the second did not run.
    expect(calls).toBe(1);
    expect(await pending()).toMatchObject([{ name: 'comment.added', delivered_to: [] }]);
    jest.restoreAllMocks();
    await makeDue();
    expect(await api.app.get(OutboxRelay).deliverDue()).toBe(1);
    expect((await notificationsOf(author, 'new_comment')).map((n) => n.payload.noComments)).toEqual([2]);
    expect(await notificationsOf(third, 'comment_reply')).toHaveLength(1);
    expect(await pending()).toEqual([]);
  });

  it('survives an api that stopped between the commit and the delivery (comment upvote)', async () => {
    // The event's handler enqueues the worker's job, which writes new_votes (docs/architecture.md "Upvotes").
    const worker = startNotificationWorker(api);
    try {
      const { author, replier, parent } = await thread();
      // The process "dies" after the commit: deliver never runs.
      jest.spyOn(api.app.get(DomainEvents), 'deliver').mockResolvedValueOnce(undefined);
      expect((await replier.client.post('/api/_commentVote', { commentId: parent.id })).status).toBe(200);
      await upvoteJobsDone(api, worker);
      expect(await notificationsOf(author, 'new_votes')).toHaveLength(0);
      expect(await pending()).toMatchObject([{ name: 'content.upvoted', delivered_to: [] }]);
      const [{ payload }] = await api.db.query(`SELECT payload FROM domain_event_outbox`);
      jest.restoreAllMocks();
      await makeDue();
      expect(await api.app.get(OutboxRelay).deliverDue()).toBe(1);
      await upvoteJobsDone(api, worker);
      const votes = await notificationsOf(author, 'new_votes');
      expect(votes).toHaveLength(1);
      expect(votes[0].payload).toMatchObject({ targetType: 'comment', targetId: parent.id, noVotes: 1 });
      // Delivered once more (a delete of the row lost to an outage, say): the same job, so it still counts once.
      await api.app.get(DomainEvents).emit('content.upvoted', payload);
      await upvoteJobsDone(api, worker);
      expect((await notificationsOf(author, 'new_votes'))[0].payload).toMatchObject({ noVotes: 1 });
      await makeDue();
      expect(await api.app.get(OutboxRelay).deliverDue()).toBe(0);
      expect(await notificationsOf(author, 'new_votes')).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it('writes a post upvote in the vote’s own statement and delivers it exactly once, also after an api that stopped', async () => {
    // A post vote is one statement without BEGIN/COMMIT, for speed: its event must commit with it, or not at all.
    const worker = startNotificationWorker(api);
    try {
      const { author, replier: voter } = await thread();
      const post = await insertPost(api, author, community.id);
      const relay = api.app.get(OutboxRelay);
      await sweep();
      // The process "dies" after the vote's commit: deliver never runs.
      jest.spyOn(api.app.get(DomainEvents), 'deliver').mockResolvedValueOnce(undefined);
      expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
      const rows: { payload: Record<string, unknown>; same_transaction: boolean }[] = await api.db.query(
        `SELECT o.payload, o.xmin::text = v.xmin::text AS same_transaction FROM domain_event_outbox o, post_votes v WHERE v.post_id = $1 AND v.user_id = $2`,
        [post.id, voter.id],
      );
      expect(rows).toEqual([
        {
          payload: { targetType: 'post', targetId: post.id, postId: post.id, authorId: author.id, voterId: voter.id, votedAt: expect.any(Number) },
          same_transaction: true,
        },
      ]);
      await upvoteJobsDone(api, worker);
      expect(await notificationsOf(author, 'new_votes')).toHaveLength(0);

      jest.restoreAllMocks();
      // Not due while the recording api holds its lease.
      expect(await relay.deliverDue()).toBe(0);
      await makeDue();
      expect(await relay.deliverDue()).toBe(1);
      await upvoteJobsDone(api, worker);
      const votes = await notificationsOf(author, 'new_votes');
      expect(votes).toHaveLength(1);
      expect(votes[0].payload).toMatchObject({ targetType: 'post', targetId: post.id, noVotes: 1 });
      // Delivered once more (a delete of the row lost to an outage, say): the same job, so it counts once.
      await api.app.get(DomainEvents).emit('content.upvoted', rows[0].payload as unknown as DomainEventPayloads['content.upvoted']);
      await upvoteJobsDone(api, worker);
      await makeDue();
      expect(await relay.deliverDue()).toBe(0);
      expect((await notificationsOf(author, 'new_votes')).map((n) => n.payload.noVotes)).toEqual([1]);

      // A living api delivers at once and leaves nothing behind; another voter counts once more.
      const second = await signUp(api);
      expect((await second.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
      expect(await pending()).toEqual([]);
      await upvoteJobsDone(api, worker);
      expect((await notificationsOf(author, 'new_votes')).map((n) => n.payload.noVotes)).toEqual([2]);

      // No event for a removal, a downvote, the author's own upvote, or a vote on a locked post.
      expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).body).toMatchObject({ userVoted: null });
      expect((await voter.client.post('/api/_postVote', { postId: post.id, up: false })).status).toBe(200);
      expect((await author.client.post('/api/_postVote', { postId: post.id, up: true })).body).toMatchObject({ userVoted: true, userVotedUp: true });
      const locked = await insertPost(api, author, community.id, { locked: true });
      expect((await voter.client.post('/api/_postVote', { postId: locked.id, up: true })).status).not.toBe(200);
      expect(await api.db.query(`SELECT id FROM domain_event_outbox`)).toEqual([]);
      await upvoteJobsDone(api, worker);
      expect((await notificationsOf(author, 'new_votes')).map((n) => n.payload.noVotes)).toEqual([2]);
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it('writes no event when the act rolls back', async () => {
    const { replier, post } = await thread();
    const res = await replier.client.post(`/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: '   ' });
    expect(res.status).toBe(400);
    expect(await pending()).toEqual([]);
  });
});
