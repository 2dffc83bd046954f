import { DomainEvents } from '@app/server/core/events';
import { JobsService } from '@app/server/core/jobs';
import { NotificationWriter } from '@app/server/notifications';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { startWithCommunity } from './support/forum';
import { startNotificationWorker, upvoteJobsDone } from './notification-fixtures';
import { createPost } from './post-fixtures';
import { traceQueries as trace } from './query-counter';
import { WorkerProcess } from './worker-process';

/**
 * A post vote is one statement (the post_vote function) and its answer one concurrent batch:
 * at most 3 round trips to PostgreSQL, and every counter where the old 14-statement transaction left it.
 * A new upvote's notification is the worker's job (the built worker runs here), not the request's.
 */
let api: TestApi;
let author: Member;
let voter: Member;
let community: string;
let worker: WorkerProcess;

beforeAll(async () => {
  ({
    api,
    community: { name: community },
  } = await startWithCommunity({ rateLimitsEnabled: false }));
  author = await signUp(api);
  voter = await signUp(api);
  // A voter older than the "new voter" rule, so their votes move the author's karma.
  await api.db.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [voter.id]);
  worker = startNotificationWorker(api);
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await api.close();
});

async function counters(
  postId: string,
): Promise<{ upvotes: number; downvotes: number; points: number; windows: number[]; karma: number; vote: boolean | null }> {
  const [post] = await api.db.query(`SELECT upvotes, downvotes, points FROM posts WHERE id = $1`, [postId]);
  const windows = (await api.db.query(`SELECT points FROM post_windows WHERE post_id = $1 ORDER BY window_days`, [postId])) as { points: number }[];
  const [user] = await api.db.query(`SELECT points FROM users WHERE id = $1`, [author.id]);
  const [vote] = await api.db.query(`SELECT up FROM post_votes WHERE post_id = $1 AND user_id = $2`, [postId, voter.id]);
  return {
    upvotes: post.upvotes,
    downvotes: post.downvotes,
    points: post.points,
    windows: windows.map((w) => w.points),
    karma: user.points,
    vote: vote ? vote.up : null,
  };
}

describe('POST /api/_postVote', () => {
  it('answers in at most 3 round trips, one statement for the vote itself', async () => {
    const post = await createPost(author, community);
    let res: { status: number; body: Record<string, unknown> } | undefined;
    const { statements, roundTrips } = await trace(api.db, async () => {
      res = await voter.client.post('/api/_postVote', { postId: post.id, up: false });
    });
    expect(res?.status).toBe(200);
    expect(res?.body).toMatchObject({ id: post.id, upvotes: 1, downvotes: 1, userVoted: true, userVotedUp: false });
    expect(statements[0]).toContain('post_vote(');
    expect(statements.filter((s) => /^\s*(BEGIN|START TRANSACTION|COMMIT)/i.test(s))).toEqual([]);
    // A downvote is no event: nothing to deliver, no outbox delete.
    expect(statements.filter((s) => /DELETE FROM domain_event_outbox/.test(s))).toEqual([]);
    expect(roundTrips).toBeLessThanOrEqual(3);
    // The visit comes with the vote, the viewer with the authors (no entity read of the viewer).
    expect(statements.filter((s) => /post_visits/.test(s) && !s.includes('post_vote('))).toEqual([]);
    expect(statements.filter((s) => /FROM "users"/.test(s))).toEqual([]);
    console.log(`post vote: ${statements.length} statements in ${roundTrips} round trips`);
  });

  it('commits a vote without waiting for its WAL flush, for that transaction only', async () => {
    const post = await createPost(author, community);
    const runner = api.db.createQueryRunner();
    try {
      await runner.startTransaction();
      const [vote] = await runner.query(`SELECT outcome, vote_to FROM post_vote($1, $2, true)`, [post.id, voter.id]);
      expect(vote).toEqual({ outcome: 'ok', vote_to: 'up' });
      expect(await runner.query(`SHOW synchronous_commit`)).toEqual([{ synchronous_commit: 'off' }]);
      await runner.rollbackTransaction();
      // Local to the vote's transaction: the pooled connection's next transactions wait for their flush again.
      expect(await runner.query(`SHOW synchronous_commit`)).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      await runner.release();
    }
    expect((await counters(post.id)).vote).toBeNull();
  });

  it('answers a new upvote in at most 3 round trips too; the author hears of it through the worker, once', async () => {
    const post = await createPost(author, community);
    let res: { status: number; body: Record<string, unknown> } | undefined;
    const { statements, roundTrips } = await trace(api.db, async () => {
      res = await voter.client.post('/api/_postVote', { postId: post.id, up: true });
    });
    expect(res?.body).toMatchObject({ upvotes: 2, userVoted: true, userVotedUp: true });
    expect(roundTrips).toBeLessThanOrEqual(3);
    expect(statements.filter((s) => /\b(INTO|UPDATE|FROM) notifications\b|notification_receipts|^\s*(BEGIN|START|COMMIT)/i.test(s))).toEqual([]);
    // Its event is written to the outbox by the vote's own statement; once delivered (the job enqueued) its row
    // goes with the next sweep of delivered rows, not in the request.
    expect(statements[0]).toMatch(/post_vote\([\s\S]*INSERT INTO domain_event_outbox/);
    expect(statements.filter((s) => /domain_event_outbox/.test(s))).toEqual([statements[0]]);
    await api.app.get(DomainEvents).sweepDelivered();
    expect(await api.db.query(`SELECT id FROM domain_event_outbox`)).toEqual([]);
    console.log(`new upvote: ${statements.length} statements in ${roundTrips} round trips`);

    await upvoteJobsDone(api, worker);
    const notification = async () =>
      (await api.db.query(`SELECT type, group_key, payload FROM notifications WHERE user_id = $1 AND type = 'new_votes' AND group_key = $2`, [
        author.id,
        `post:${post.id}`,
      ])) as {
        type: string;
        group_key: string;
        payload: Record<string, unknown>;
      }[];
    expect(await notification()).toEqual([
      { type: 'new_votes', group_key: `post:${post.id}`, payload: { targetType: 'post', targetId: post.id, noVotes: 1, postId: post.id } },
    ]);
    const [{ notifications_new_count: badge }] = await api.db.query(`SELECT notifications_new_count FROM users WHERE id = $1`, [author.id]);
    expect(badge).toBeGreaterThanOrEqual(1);

    // The job again (a retry after its COMMIT): its receipt, the job id, keeps it from counting twice.
    const jobs = await api.app.get(JobsService).queue('notifications').getJobs(['completed']);
    const job = jobs.find((j) => j.name === 'notifications.notify-upvote' && j.data.targetId === post.id);
    expect(job?.id).toBe(`upvote-post-${post.id}-${voter.id}`);
    const again = await api.app
      .get(NotificationWriter)
      .write(
        { userId: author.id, type: 'new_votes', groupKey: `post:${post.id}`, payload: { targetType: 'post', targetId: post.id, noVotes: 1, postId: post.id } },
        voter.id,
        job!.id!,
      );
    expect(again).toBe(false);
    expect((await notification())[0].payload.noVotes).toBe(1);

    // Another voter's upvote is another job, and counts.
    const second = await signUp(api);
    expect((await second.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
    await upvoteJobsDone(api, worker);
    expect((await notification())[0].payload.noVotes).toBe(2);
  }, 60_000);

  it('answers the voter’s visit, the author and the rest as the post page does', async () => {
    const post = await createPost(author, community);
    expect(
      (await author.client.post(`/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'before the visit' })).status,
    ).toBe(200);
    const visited = await voter.client.get(`/api/posts/${post.publicId}`);
    expect(visited.status).toBe(200);
    const countBefore = (visited.body as { author: { notificationsNewCount: number } }).author.notificationsNewCount;
    expect((await author.client.post(`/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'after the visit' })).status).toBe(
      200,
    );
    const [visit] = await api.db.query(`SELECT last_visit_at FROM post_visits WHERE user_id = $1 AND post_id = $2`, [voter.id, post.id]);
    const voted = (await voter.client.post('/api/_postVote', { postId: post.id, up: true })).body;
    expect(voted).toMatchObject({
      lastVisitAt: (visit.last_visit_at as Date).toISOString().replace(/\.\d+Z$/, 'Z'),
      newComments: 1,
      userVoted: true,
      userVotedUp: true,
    });
    // The worker's job tells the author; it runs beside the answer's reads, so the answer may already count it
    // (a busy machine) or not yet. The page read after the job counts one more than before the vote.
    expect([countBefore, countBefore + 1]).toContain(voted.author.notificationsNewCount);
    await upvoteJobsDone(api, worker);
    const read = (await voter.client.get(`/api/posts/${post.publicId}`)).body;
    expect(read.author.notificationsNewCount).toBe(countBefore + 1);
    read.author.notificationsNewCount = voted.author.notificationsNewCount;
    // Every field of the vote's answer is what the post page says right after it (it shows the visit before
    // its own), but for the comments the page adds.
    const fields = Object.keys(voted).filter((k) => k !== 'comments');
    expect(fields.length).toBeGreaterThan(20);
    expect(Object.fromEntries(fields.map((k) => [k, read[k]]))).toEqual(Object.fromEntries(fields.map((k) => [k, voted[k]])));
    // Without a visit: none in the answer.
    const unseen = await createPost(author, community);
    expect((await voter.client.post('/api/_postVote', { postId: unseen.id, up: true })).body).toMatchObject({ lastVisitAt: null, newComments: 0 });
  });

  it('toggles and moves counters, windows and karma as before', async () => {
    const post = await createPost(author, community);
    const start = await counters(post.id);
    expect(start).toMatchObject({ upvotes: 1, downvotes: 0, vote: null });
    const vote = async (up: boolean) => expect((await voter.client.post('/api/_postVote', { postId: post.id, up })).status).toBe(200);
    await vote(true);
    expect(await counters(post.id)).toEqual({ ...start, upvotes: 2, points: 2, windows: start.windows.map(() => 2), karma: start.karma + 1, vote: true });
    await vote(false);
    expect(await counters(post.id)).toEqual({
      ...start,
      upvotes: 1,
      downvotes: 1,
      points: 0,
      windows: start.windows.map(() => 0),
      karma: start.karma,
      vote: false,
    });
    await vote(false);
    expect(await counters(post.id)).toEqual({ ...start, vote: null });
    const removed = await voter.client.post('/api/_postVote', { postId: post.id, up: true });
    const again = await voter.client.post('/api/_postVote', { postId: post.id, up: true });
    expect(removed.body).toMatchObject({ userVoted: true, userVotedUp: true });
    expect(again.body).toMatchObject({ userVoted: null, userVotedUp: null, upvotes: 1 });
    // One's own post: no karma.
    const own = await author.client.post('/api/_postVote', { postId: post.id, up: false });
    expect(own.body).toMatchObject({ upvotes: 0, downvotes: 1 });
    expect((await counters(post.id)).karma).toBe(start.karma);
  });

  it('refuses unknown and locked posts as before', async () => {
    const missing = await voter.client.post('/api/_postVote', { postId: 'ffffffffffffffffffffffff', up: true });
    expect(missing.status).toBe(404);
    const post = await createPost(author, community);
    await api.db.query(`UPDATE posts SET locked_at = now(), locked_by = $2, locked_by_group = 'admins' WHERE id = $1`, [post.id, author.id]);
    const locked = await voter.client.post('/api/_postVote', { postId: post.id, up: true });
    expect(locked.status).not.toBe(200);
    expect(await counters(post.id)).toMatchObject({ upvotes: 1, downvotes: 0, vote: null });
  });
});
