import { createCommunity, makeAdmin, signUp } from './community-fixtures';
import { createPost } from './post-fixtures';
import { useTestApi } from './support/test-api-per-file';

/**
 * A vote locks the post, then its author's row (karma). A write that takes them the other way round deadlocks
 * with it; PostgreSQL aborts one side. The vote that lost is one statement that left nothing behind, so it runs
 * again and answers 200 once the other side committed (the fault suite once saw such a vote answer 500).
 */
const api = useTestApi({ rateLimitsEnabled: false });

async function waitForLockWait(postId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [row] = await api.db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%post_vote(%'`,
    );
    if (row.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the vote on ${postId} never waited for the author's row`);
}

it('a vote that loses a deadlock runs again and counts once', async () => {
  const admin = await makeAdmin(api, await signUp(api));
  const author = await signUp(api);
  const voter = await signUp(api);
  const community = await createCommunity(admin);
  const post = await createPost(author, community.name);
  const [before] = await api.db.query(`SELECT upvotes, points FROM posts WHERE id = $1`, [post.id]);
  const [karmaBefore] = await api.db.query(`SELECT points FROM users WHERE id = $1`, [author.id]);

  const other = api.db.createQueryRunner();
  await other.connect();
  try {
    await other.startTransaction();
    await other.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [author.id]);
    const vote = voter.client.post('/api/_postVote', { postId: post.id, up: true });
    const answered = vote.then((res) => res);
    await waitForLockWait(post.id);
    // Now the cycle: this transaction wants the post the vote holds. PostgreSQL breaks it after deadlock_timeout
    // (1 s): the vote's statement, waiting longest, is the one it aborts.
    const otherUpdate = other.query(`UPDATE posts SET no_comments = no_comments WHERE id = $1`, [post.id]).then(
      () => 'updated',
      (error: { code?: string }) => `failed ${error.code}`,
    );
    const outcome = await otherUpdate;
    expect(outcome).toBe('updated');
    await (outcome === 'updated' ? other.commitTransaction() : other.rollbackTransaction());
    const res = await answered;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: post.id, userVoted: true, userVotedUp: true, upvotes: before.upvotes + 1 });
  } finally {
    if (other.isTransactionActive) await other.rollbackTransaction();
    await other.release();
  }
  const [after] = await api.db.query(`SELECT upvotes, points FROM posts WHERE id = $1`, [post.id]);
  const [karmaAfter] = await api.db.query(`SELECT points FROM users WHERE id = $1`, [author.id]);
  expect(after).toEqual({ upvotes: before.upvotes + 1, points: before.points + 1 });
  expect(karmaAfter.points).toBe(karmaBefore.points + 1);
  const votes = await api.db.query(`SELECT up FROM post_votes WHERE post_id = $1 AND user_id = $2`, [post.id, voter.id]);
  expect(votes).toEqual([{ up: true }]);
});
