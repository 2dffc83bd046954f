import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { databasePool, migrateDatabase, StatementTimeoutCheck, statementTimeoutProblem } from '@app/server/core/database';
import { testAdminUrl } from '@app/server/core/testing';
import { createCommunity, makeAdmin, Member, signUp } from '../community-fixtures';
import { TestApi } from '../harness';
import { createPost } from '../post-fixtures';
import { startPgBouncer, PgBouncer } from '../support/pgbouncer';
import { useTestApi } from '../support/test-api-per-file';

/**
 * The api behind a real PgBouncer (1.18 on Debian 12: no `max_prepared_statements`) in transaction pooling,
 * two server connections for each api's eight clients, so PgBouncer hands every transaction whichever server
 * connection is free. With DATABASE_POOLER=transaction the hot reads go unnamed and sessions, posts, votes,
 * comments and feeds all work; with named statements forced on, the same flows fail with the error class
 * docs/operations.md ("Scaling path") warns of.
 */
const SERVER_CONNECTIONS = 2;
const CLIENTS = 8;
const MEMBERS = 6;
const PREPARED_STATEMENT_ERROR = /^prepared statement "q-[\w-]+" (does not exist|already exists)$/;

let bouncer: PgBouncer | undefined;
beforeAll(async () => {
  bouncer = await startPgBouncer({ poolSize: SERVER_CONNECTIONS, statementTimeoutMs: 5000 });
});
afterAll(() => bouncer?.stop());

/** A file's api reaching its database through PgBouncer; `direct` keeps the database's own URL. */
function apiBehindPgBouncer(preparedStatements: boolean): { api: TestApi; direct: { url: string } } {
  const direct = { url: '' };
  const api = useTestApi((databaseUrl) => {
    if (!bouncer) throw new Error('PgBouncer did not start');
    direct.url = databaseUrl;
    return {
      databaseUrl: bouncer.url(databaseUrl),
      databasePooler: 'transaction',
      databasePreparedStatements: preparedStatements,
      databasePoolSize: CLIENTS,
      rateLimitsEnabled: false,
    };
  });
  return { api, direct };
}

/** The messages of the statements the hot reads' helper sent in vain (it sends through the pool's own `query`). */
function recordStatementErrors(api: TestApi): string[] {
  const pool = databasePool(api.db) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const send = pool.query;
  const errors: string[] = [];
  pool.query = async function (this: unknown, ...args: unknown[]) {
    try {
      return await send.apply(this, args);
    } catch (error) {
      errors.push((error as Error).message);
      throw error;
    }
  };
  return errors;
}

/** Like Promise.all, but every request has ended before it fails: nothing still runs when the api closes. */
async function all<T>(work: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(work);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

async function ok<T extends { status: number; body: unknown }>(res: Promise<T>, what: string): Promise<T> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/**
 * The suite's core flows, every member at once: sign up, log in again on a new client, post, upvote every
 * other member's post, comment on the next member's post and upvote the comment on one's own, then read the
 * site feed, the community feed, a post page and its comments.
 */
async function forumFlows(api: TestApi) {
  const admin = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(admin);
  const signedUp = await all(Array.from({ length: MEMBERS }, () => signUp(api)));
  const members: Member[] = await all(
    signedUp.map(async (m) => {
      const client = api.client();
      await ok(client.login(m.name), `login of ${m.name}`);
      return { ...m, client };
    }),
  );
  const posts = await all(members.map((m) => createPost(m, community.name)));
  await all(
    members.flatMap((m, i) => posts.filter((_, j) => j !== i).map((p) => ok(m.client.post('/api/_postVote', { postId: p.id, up: true }), 'post vote'))),
  );
  const comments = await all(
    members.map((m, i) =>
      ok(
        m.client.post(`/api/posts/${posts[(i + 1) % MEMBERS].publicId}/comments?userGroup=normal`, { parentCommentId: null, body: `From ${m.name}` }),
        'comment',
      ),
    ),
  );
  // Member i's post got the comment of member i - 1.
  await all(
    members.map((m, i) => ok(m.client.post('/api/_commentVote', { commentId: comments[(i + MEMBERS - 1) % MEMBERS].body.id, up: true }), 'comment vote')),
  );
  const reads = await all(
    members.flatMap((m, i) => [
      ok(m.client.get('/api/posts?sort=hot&limit=20'), 'site feed'),
      ok(m.client.get(`/api/posts?sort=latest&communityId=${community.id}&limit=20`), 'community feed'),
      ok(m.client.get(`/api/posts/${posts[i].publicId}`), 'post page'),
      ok(m.client.get(`/api/posts/${posts[i].publicId}/comments`), 'comments'),
    ]),
  );
  return { community, members, posts, reads };
}

describe('DATABASE_POOLER=transaction (unnamed statements)', () => {
  const { api, direct } = apiBehindPgBouncer(false);

  it('runs sessions, posts, votes, comments and feeds with many clients on two server connections', async () => {
    const errors = recordStatementErrors(api);
    const { community, members, posts, reads } = await forumFlows(api);
    expect(errors).toEqual([]);

    for (let i = 0; i < MEMBERS; i++) {
      const [siteFeed, communityFeed, postPage, commentPage] = reads.slice(i * 4, i * 4 + 4).map((r) => r.body);
      expect(communityFeed.posts.map((p: { id: string }) => p.id).sort()).toEqual(posts.map((p) => p.id).sort());
      expect(siteFeed.posts).toHaveLength(MEMBERS);
      // Its author's vote and every other member's: the counters moved once per request.
      expect(postPage).toMatchObject({ id: posts[i].id, upvotes: MEMBERS, noComments: 1, userVoted: true, userVotedUp: true });
      expect(commentPage.comments).toEqual([
        expect.objectContaining({ body: `From ${members[(i + MEMBERS - 1) % MEMBERS].name}`, upvotes: 2, userVoted: true }),
      ]);
    }
    const [{ count }] = await api.db.query(`SELECT count(*)::int AS count FROM post_votes p JOIN posts ON posts.id = p.post_id WHERE posts.community_id = $1`, [
      community.id,
    ]);
    expect(count).toBe(MEMBERS * MEMBERS);

    // The multiplexing was real: more clients than server connections.
    expect(databasePool(api.db).totalCount).toBeGreaterThan(SERVER_CONNECTIONS);
    const admin = new Client({ connectionString: testAdminUrl() });
    await admin.connect();
    try {
      const database = new URL(direct.url).pathname.slice(1);
      const { rows } = await admin.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1`, [database]);
      expect(rows[0].count).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    } finally {
      await admin.end();
    }
  });

  it("takes its statement timeout from PgBouncer's connect_query, and says so when that differs", async () => {
    expect(await api.db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '5s' }]);
    await expect(statementTimeoutProblem(api.db, 5000)).resolves.toBeUndefined();
    await expect(statementTimeoutProblem(api.db, 1234)).resolves.toMatch(
      /^statement_timeout is 5000 ms on the connections DATABASE_URL gives, not the 1234 ms/,
    );
    // The api runs the check at start; a worker asking for another limit is warned.
    expect(api.app.get(StatementTimeoutCheck)).toBeInstanceOf(StatementTimeoutCheck);
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await new StatementTimeoutCheck(api.db, api.config, 'worker').onApplicationBootstrap();
      expect(warned.mock.calls).toEqual([[expect.stringMatching(/^statement_timeout is 5000 ms .* not the 10000 ms asked for/)]]);
    } finally {
      warned.mockRestore();
    }
  });

  it('migrates over DATABASE_MIGRATION_URL only, never through the pooler', async () => {
    await expect(migrateDatabase(api.db, api.config)).rejects.toThrow('DATABASE_POOLER=transaction: set DATABASE_MIGRATION_URL');
    await expect(migrateDatabase(api.db, api.config.with({ databaseMigrationUrl: direct.url }))).resolves.toEqual([]);
  });
});

describe('named statements through transaction pooling (PgBouncer before 1.21)', () => {
  const { api } = apiBehindPgBouncer(true);

  it('fail with "prepared statement … does not exist / already exists"', async () => {
    const errors = recordStatementErrors(api);
    // Expected failures: their stacks would fill the test's output (the assertions below say what they were).
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // Which statement meets which server connection is up to PgBouncer: a few rounds at most, until one fails.
    let failure: unknown;
    try {
      for (let round = 0; round < 3 && !failure; round++)
        failure = await forumFlows(api).then(
          () => undefined,
          (error: unknown) => error ?? 'failed',
        );
    } finally {
      logged.mockRestore();
    }
    expect(String(failure)).toMatch(/: 500 /);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !PREPARED_STATEMENT_ERROR.test(e))).toEqual([]);
  });
});
