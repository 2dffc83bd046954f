import { addComment, Cast, insertPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { recordQueries } from './query-counter';
import { startWithCast } from './support/forum';

let api: TestApi;
let c: Cast;

beforeAll(async () => ({ api, cast: c } = await startWithCast({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const vote = (m: Member, commentId: string, up?: boolean) => m.client.post('/api/_commentVote', up === undefined ? { commentId } : { commentId, up });
const points = async (m: Member) => (await api.db.query('SELECT points FROM users WHERE id = $1', [m.id]))[0].points as number;

describe('POST /api/_commentVote', () => {
  it('walks the toggle table with exact counters, flags and author points', async () => {
    const p = await insertPost(api, c.author, c.community.id);
    const made = await addComment(c.author, p, 'vote on me');
    const voter = await signUp(api);
    const start = await points(c.author);
    const steps: [boolean | undefined, { upvotes: number; downvotes: number; userVoted: boolean | null; userVotedUp: boolean | null }, number][] = [
      [undefined, { upvotes: 2, downvotes: 0, userVoted: true, userVotedUp: true }, 1], // none → up (up defaults to true)
      [true, { upvotes: 1, downvotes: 0, userVoted: null, userVotedUp: null }, 0], // up + up → removed
      [false, { upvotes: 1, downvotes: 1, userVoted: true, userVotedUp: false }, 0], // none → down
      [true, { upvotes: 2, downvotes: 0, userVoted: true, userVotedUp: true }, 1], // down + up → up
      [false, { upvotes: 1, downvotes: 1, userVoted: true, userVotedUp: false }, 0], // up + down → down
      [false, { upvotes: 1, downvotes: 0, userVoted: null, userVotedUp: null }, 0], // down + down → removed
    ];
    for (const [up, expected, gained] of steps) {
      const res = await vote(voter, made.id, up);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: made.id, ...expected });
      expect(await points(c.author)).toBe(start + gained);
    }
    const read = (await voter.client.get(`/api/comments/${made.id}`)).body;
    expect(read).toMatchObject({ userVoted: false, userVotedUp: null });
  });

  it('commits a vote without waiting for its WAL flush: set inside the vote’s own transaction', async () => {
    const p = await insertPost(api, c.author, c.community.id);
    const made = await addComment(c.author, p, 'vote on me quickly');
    const voter = await signUp(api);
    // Statements as sent, in order (recordQueries keeps BEGIN and COMMIT).
    const statements = (await recordQueries(api.db, async () => expect((await vote(voter, made.id, true)).status).toBe(200))).map((sql) => sql.trim());
    const begin = statements.findIndex((s) => /^(BEGIN|START TRANSACTION)/i.test(s));
    const setting = statements.findIndex((s) => s.includes("set_config('synchronous_commit', 'off', true)"));
    const commit = statements.findIndex((s) => /^COMMIT/i.test(s));
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(setting).toBeGreaterThan(begin);
    expect(commit).toBeGreaterThan(setting);
    // Nothing else of the request runs with it: the setting is local to that transaction.
    expect(statements.filter((s) => s.includes('synchronous_commit'))).toHaveLength(1);
  });

  it('never moves points for the author’s own votes', async () => {
    const p = await insertPost(api, c.author, c.community.id);
    const made = await addComment(c.author, p, 'mine');
    const start = await points(c.author);
    expect((await vote(c.author, made.id, true)).body).toMatchObject({ upvotes: 0, userVoted: null });
    expect((await vote(c.author, made.id, true)).body).toMatchObject({ upvotes: 1, userVoted: true, userVotedUp: true });
    expect((await vote(c.author, made.id, false)).body).toMatchObject({ upvotes: 0, downvotes: 1 });
    expect(await points(c.author)).toBe(start);
  });

  it('refuses unknown (404), deleted (403 comment_deleted) and locked-post (403 post-locked) comments, and visitors', async () => {
    const p = await insertPost(api, c.author, c.community.id);
    const made = await addComment(c.author, p, 'x');
    expect((await vote(c.other, 'aaaaaaaaaaaaaaaaaaaaaaaa')).body).toEqual({ status: 404, code: 'comment_not_found', message: 'Comment(s) not found.' });
    expect((await vote(c.other, 'junk')).body.code).toBe('comment_not_found');
    expect((await c.other.client.post('/api/_commentVote', { commentId: made.id, up: 'yes' })).body.code).toBe('invalid_json');
    expect((await api.client().post('/api/_commentVote', { commentId: made.id })).body.code).toBe('not_logged_in');
    await api.db.query('UPDATE posts SET locked_at = now() WHERE id = $1', [p.id]);
    expect((await vote(c.other, made.id)).body).toEqual({ status: 403, code: 'post-locked', message: 'Post is locked.' });
    await api.db.query('UPDATE posts SET locked_at = NULL WHERE id = $1', [p.id]);
    await c.author.client.send('delete', `/api/posts/${p.id}/comments/${made.id}`);
    expect((await vote(c.other, made.id)).body).toEqual({ status: 403, code: 'comment_deleted', message: 'Comment(s) deleted.' });
  });

  it('refuses a member banned from the community (403 banned-from-community) and moves nothing', async () => {
    const p = await insertPost(api, c.author, c.community.id);
    const made = await addComment(c.author, p, 'x');
    const before = (await api.db.query('SELECT upvotes, downvotes FROM comments WHERE id = $1', [made.id]))[0];
    for (const up of [true, false]) {
      expect((await vote(c.banned, made.id, up)).body).toEqual({ status: 403, code: 'banned-from-community', message: 'User is banned from the community.' });
    }
    expect((await api.db.query('SELECT upvotes, downvotes FROM comments WHERE id = $1', [made.id]))[0]).toEqual(before);
    expect(await api.db.query('SELECT 1 FROM comment_votes WHERE comment_id = $1 AND user_id = $2', [made.id, c.banned.id])).toEqual([]);
  });

  it('keeps counters and points exact under 100 concurrent votes on one comment', async () => {
    const p = await insertPost(api, c.author, c.community.id);
    const made = await addComment(c.author, p, 'popular');
    const voters: Member[] = [];
    for (let batch = 0; batch < 10; batch++) voters.push(...(await Promise.all(Array.from({ length: 10 }, () => signUp(api)))));
    const start = await points(c.author);
    // Each voter casts once; every fourth one casts again at the same moment (toggling races on one row).
    const calls = voters.flatMap((v, i) => (i % 4 === 0 ? [vote(v, made.id, i % 8 === 0), vote(v, made.id, true)] : [vote(v, made.id, i % 3 !== 0)]));
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const [counts] = await api.db.query('SELECT upvotes, downvotes FROM comments WHERE id = $1', [made.id]);
    const [rows] = await api.db.query(
      `SELECT count(*) FILTER (WHERE up)::int AS up, count(*) FILTER (WHERE NOT up)::int AS down FROM comment_votes WHERE comment_id = $1`,
      [made.id],
    );
    expect(counts).toEqual({ upvotes: rows.up, downvotes: rows.down });
    const [others] = await api.db.query(`SELECT count(*)::int AS n FROM comment_votes WHERE comment_id = $1 AND up AND user_id <> $2`, [made.id, c.author.id]);
    expect(await points(c.author)).toBe(start + others.n);
  });
});
