import { addComment, Cast, insertComments, insertPost, TestPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { clearJsonCaches } from './json-caches';
import { startWithCast } from './support/forum';
import { errorBody } from './support/error-body';

let api: TestApi;
let c: Cast;

beforeAll(async () => ({ api, cast: c } = await startWithCast({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const newPost = (options: { locked?: boolean } = {}) => insertPost(api, c.author, c.community.id, options);
const post = (m: Member, p: TestPost, body: unknown, query = 'userGroup=normal') => m.client.post(`/api/posts/${p.publicId}/comments?${query}`, body);
const row = async (sql: string, params: unknown[]) => (await api.db.query(sql, params))[0];

describe('POST /api/posts/{publicId}/comments', () => {
  it('stores a top-level comment with its self-upvote and answers the Comment as the contract says', async () => {
    const p = await newPost();
    const res = await post(c.other, p, { parentCommentId: null, body: '  Hello there  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      postId: p.id,
      postPublicId: p.publicId,
      communityId: c.community.id,
      communityName: c.community.name,
      userId: c.other.id,
      username: c.other.name,
      userGroup: 'normal',
      userDeleted: false,
      parentId: null,
      depth: 0,
      noReplies: 0,
      noRepliesDirect: 0,
      ancestors: null,
      body: 'Hello there',
      upvotes: 1,
      downvotes: 0,
      editedAt: null,
      deleted: false,
      deletedAt: null,
      locked: false,
      lockedBy: null,
      lockedAt: null,
      userVoted: true,
      userVotedUp: true,
      postDeleted: false,
      author: expect.objectContaining({ id: c.other.id, username: c.other.name }),
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    for (const absent of ['contentStripped', 'deletedAs', 'lockedByGroup', 'userGhostId', 'postTitle', 'isAuthorMuted'])
      expect(res.body).not.toHaveProperty(absent);
    expect(await row('SELECT up FROM comment_votes WHERE comment_id = $1 AND user_id = $2', [res.body.id, c.other.id])).toEqual({ up: true });
  });

  it('moves every counter in one go: post, parent, ancestors, author; self-upvote earns no points', async () => {
    const p = await newPost();
    const writer = await signUp(api);
    const before = await row('SELECT points, no_comments FROM users WHERE id = $1', [writer.id]);
    const root = await addComment(writer, p, 'root');
    const child = await addComment(writer, p, 'child', root.id);
    const grandchild = await addComment(c.other, p, 'grandchild', child.id);
    await addComment(c.other, p, 'second child', root.id);
    expect(grandchild).toMatchObject({ parentId: child.id, depth: 2, ancestors: [root.id, child.id] });
    const counts = async (id: string) => row('SELECT no_replies, no_replies_direct FROM comments WHERE id = $1', [id]);
    expect(await counts(root.id)).toEqual({ no_replies: 3, no_replies_direct: 2 });
    expect(await counts(child.id)).toEqual({ no_replies: 1, no_replies_direct: 1 });
    expect(await counts(grandchild.id)).toEqual({ no_replies: 0, no_replies_direct: 0 });
    const stored = await row("SELECT no_comments, last_activity_at > now() - interval '1 minute' AS active FROM posts WHERE id = $1", [p.id]);
    expect(stored).toEqual({ no_comments: 4, active: true });
    expect(await row('SELECT points, no_comments FROM users WHERE id = $1', [writer.id])).toEqual({
      points: before.points,
      no_comments: before.no_comments + 2,
    });
  });

  it('refuses in the contract order: post, user-group, post lock, ban, capacity', async () => {
    const p = await newPost();
    const locked = await newPost({ locked: true });
    expect((await post(c.other, { ...p, publicId: 'nothere1' }, { body: 'x' })).body).toEqual(errorBody(404, 'post/not-found', 'Post(s) not found.'));
    expect((await post(c.other, p, { body: 'x' }, 'userGroup=kings')).body).toEqual(errorBody(400, 'user/invalid-group', 'Invalid user-group.'));
    expect((await post(c.banned, locked, { body: 'x' })).body).toEqual(errorBody(403, 'post-locked', 'Post is locked.'));
    expect((await post(c.banned, p, { body: 'x' }, 'userGroup=mods')).body).toEqual(
      errorBody(403, 'banned-from-community', 'User is banned from the community.'),
    );
    expect((await post(c.other, p, { body: 'x' }, 'userGroup=mods')).body).toEqual(errorBody(403, 'not_mod', 'You are not a moderator.'));
    expect((await post(c.admin, p, { body: 'x' }, 'userGroup=mods')).body.code).toBe('not_mod');
    expect((await post(c.mod, p, { body: 'x' }, 'userGroup=admins')).body).toEqual(errorBody(403, 'not_admin', 'You are not an admin.'));
    expect((await post(c.mod, p, { body: 'as mod' }, 'userGroup=mods')).body.userGroup).toBe('mods');
    expect((await post(c.admin, p, { body: 'as admin' }, 'userGroup=admins')).body.userGroup).toBe('admins');
    expect((await post(c.other, p, { body: 'default group' }, '')).body.userGroup).toBe('normal');
  });

  it('refuses comments on a post its author deleted or a moderator removed (403 post-deleted), storing nothing', async () => {
    for (const [by, deleteAs] of [
      [c.mod, 'mods'],
      [c.author, 'normal'],
    ] as const) {
      const p = await newPost();
      expect((await by.client.send('delete', `/api/posts/${p.publicId}?deleteAs=${deleteAs}`)).status).toBe(200);
      expect((await post(c.other, p, { body: 'too late' })).body).toEqual(errorBody(403, 'post-deleted', 'Post is deleted.'));
      expect(await api.db.query('SELECT id FROM comments WHERE post_id = $1', [p.id])).toEqual([]);
      expect((await row('SELECT no_comments FROM posts WHERE id = $1', [p.id])).no_comments).toBe(0);
    }
  });

  it('refuses visitors (401), bad JSON (400) and empty bodies (400 comment-empty)', async () => {
    const p = await newPost();
    expect((await post({ ...c.other, client: api.client() }, p, { body: 'x' })).body.code).toBe('not_logged_in');
    expect((await post(c.other, p, { body: 5 })).body).toEqual(errorBody(400, 'invalid_json', 'Invalid JSON body.'));
    expect((await post(c.other, p, '{"body":')).body.code).toBe('invalid_json');
    expect((await post(c.other, p, { body: ' \n\t ' })).body).toEqual(errorBody(400, 'comment-empty', 'Message body cannot be empty.'));
    expect(await row('SELECT no_comments FROM posts WHERE id = $1', [p.id])).toEqual({ no_comments: 0 });
  });

  it('truncates the body to 20 000 characters', async () => {
    const res = await post(c.other, await newPost(), { body: 'é'.repeat(20_010) });
    expect([...res.body.body]).toHaveLength(20_000);
  });

  it('checks the parent: exists, same post, alive, depth below 15, nothing locked above', async () => {
    const p = await newPost();
    const elsewhere = await addComment(c.other, await newPost(), 'elsewhere');
    expect((await post(c.other, p, { parentCommentId: 'aaaaaaaaaaaaaaaaaaaaaaaa', body: 'x' })).body).toEqual(
      errorBody(404, 'comment_not_found', 'Comment(s) not found.'),
    );
    expect((await post(c.other, p, { parentCommentId: 'nonsense', body: 'x' })).body.code).toBe('comment_not_found');
    expect((await post(c.other, p, { parentCommentId: elsewhere.id, body: 'x' })).body).toEqual(
      errorBody(400, 'comment-parent-mismatch', 'The parent comment belongs to another post.'),
    );
    const gone = await addComment(c.other, p, 'gone');
    await c.other.client.send('delete', `/api/posts/${p.id}/comments/${gone.id}`);
    expect((await post(c.other, p, { parentCommentId: gone.id, body: 'x' })).body).toEqual(
      errorBody(400, 'comment-reply-to-deleted', 'Cannot reply to a deleted comment.'),
    );

    let parent = await addComment(c.other, p, 'depth 0');
    for (let depth = 1; depth <= 15; depth++) parent = await addComment(c.other, p, `depth ${depth}`, parent.id);
    expect(parent.depth).toBe(15);
    expect((parent.ancestors as string[]).length).toBe(15);
    expect((await post(c.other, p, { parentCommentId: parent.id, body: 'too deep' })).body).toEqual(
      errorBody(400, 'comment-max-depth-reached', 'Cannot reply because match depth is reached.'),
    );
  });

  it('refuses replies under a locked comment at any depth, and accepts them again after unlock', async () => {
    const p = await newPost();
    const root = await addComment(c.other, p, 'root');
    const child = await addComment(c.other, p, 'child', root.id);
    const grandchild = await addComment(c.other, p, 'grandchild', child.id);
    expect((await c.mod.client.send('put', `/api/posts/${p.id}/comments/${root.id}?action=lock&lockAs=mods`)).status).toBe(200);
    for (const parentCommentId of [root.id, child.id, grandchild.id]) {
      expect((await post(c.other, p, { parentCommentId, body: 'x' })).body).toEqual(errorBody(403, 'comment_locked', 'Comment is locked.'));
    }
    expect((await post(c.other, p, { body: 'top-level is fine' })).status).toBe(200);
    await c.mod.client.send('put', `/api/posts/${p.id}/comments/${root.id}?action=unlock`);
    expect((await post(c.other, p, { parentCommentId: grandchild.id, body: 'x' })).status).toBe(200);
  });
});

describe('GET /api/posts/{publicId}/comments', () => {
  const list = (p: TestPost, query = '', client = api.client()) => client.get(`/api/posts/${p.publicId}/comments${query}`);

  it('pages 500 at a time by upvotes then id, with an inclusive cursor and no duplicates', async () => {
    const p = await newPost();
    await insertComments(api, p, [c.author, c.other], 1203, 7);
    const seen: string[] = [];
    let next: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await list(p, next ? `?next=${next}` : '');
      expect(res.status).toBe(200);
      const ids = res.body.comments.map((x: { id: string }) => x.id);
      sizes.push(ids.length);
      seen.push(...ids);
      const order = res.body.comments.map((x: { upvotes: number; id: string }) => [x.upvotes, x.id]);
      expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1)));
      next = res.body.next;
      if (next) expect(next).toMatch(/^\d+\.[0-9a-f]{24}$/);
    } while (next);
    expect(sizes).toEqual([500, 500, 203]);
    expect(new Set(seen).size).toBe(1203);
  });

  it('reads pages through comments_post_top_idx (keyset in the index) and replies through the ancestors GIN index', async () => {
    const plan = (sql: string, params: unknown[]) =>
      api.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN ${sql}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const page = await plan(
      `SELECT id FROM comments c WHERE c.post_id = $1 AND (c.upvotes, c.id) <= ($2::integer, $3::varchar) ORDER BY c.upvotes DESC, c.id DESC LIMIT 501`,
      ['aaaaaaaaaaaaaaaaaaaaaaaa', 3, 'bbbbbbbbbbbbbbbbbbbbbbbb'],
    );
    expect(page).toMatch(/Index (Only )?Scan using comments_post_top_idx/);
    expect(page).toMatch(/Index Cond: .*ROW\(upvotes, id\) <= ROW/);
    expect(page).not.toMatch(/Sort/);
    const replies = await plan(`SELECT id FROM comments c WHERE c.ancestors @> ARRAY[$1]::varchar[] ORDER BY c.id`, ['aaaaaaaaaaaaaaaaaaaaaaaa']);
    expect(replies).toMatch(/Bitmap Index Scan on comments_ancestors_idx/);
  });

  it('appends the missing ancestors of comments whose parent is not in the page', async () => {
    const p = await newPost();
    const root = await addComment(c.other, p, 'root');
    const child = await addComment(c.other, p, 'child', root.id);
    const star = await addComment(c.other, p, 'star', child.id);
    await api.db.query('UPDATE comments SET upvotes = 0 WHERE id = ANY($1)', [[root.id, child.id]]);
    await api.db.query('UPDATE comments SET upvotes = 1000 WHERE id = $1', [star.id]);
    await insertComments(api, p, [c.author], 600, 5);
    const first = await list(p);
    expect(first.body.comments).toHaveLength(502);
    expect(first.body.comments[0].id).toBe(star.id);
    expect(first.body.comments.slice(500).map((x: { id: string }) => x.id)).toEqual([root.id, child.id]);
    const second = await list(p, `?next=${first.body.next}`);
    const secondIds = second.body.comments.map((x: { id: string }) => x.id);
    expect(secondIds).toEqual(expect.arrayContaining([root.id, child.id]));
    expect(secondIds.filter((id: string) => id === root.id)).toHaveLength(1);
    expect(second.body.next).toBeNull();
  });

  it('answers an empty page for a post without comments, 404 for an unknown post', async () => {
    expect((await list(await newPost())).body).toEqual({ comments: [], next: null });
    expect((await list({ id: '', communityId: '', publicId: 'zzzzzzzz' })).body).toEqual(errorBody(404, 'post/not-found', 'Post(s) not found.'));
  });

  it('refuses a tampered cursor with 400 invalid_cursor', async () => {
    const p = await newPost();
    for (const next of ['abc', '5', '5.zz', '-1.aaaaaaaaaaaaaaaaaaaaaaaa', '1.aaaaaaaaaaaaaaaaaaaaaaaa.1', '99999999999.aaaaaaaaaaaaaaaaaaaaaaaa']) {
      expect((await list(p, `?next=${encodeURIComponent(next)}`)).body).toEqual(errorBody(400, 'invalid_cursor', 'Invalid feed pagination cursor.'));
    }
  });

  it('with parentId returns every descendant oldest first, [] when none, 400 invalid_id when malformed', async () => {
    const p = await newPost();
    const root = await addComment(c.other, p, 'root');
    const a = await addComment(c.other, p, 'a', root.id);
    const b = await addComment(c.other, p, 'b', root.id);
    const aa = await addComment(c.other, p, 'aa', a.id);
    await addComment(c.other, p, 'another root');
    const res = await list(p, `?parentId=${root.id}`);
    expect(res.body.map((x: { id: string }) => x.id)).toEqual([a.id, b.id, aa.id]);
    expect((await list(p, `?parentId=${aa.id}`)).body).toEqual([]);
    expect((await list(p, '?parentId=xyz')).body).toEqual(errorBody(400, 'invalid_id', 'Invalid ID.'));
  });

  it('fills viewer fields: null/null for visitors, false/null or true/direction for members', async () => {
    const p = await newPost();
    const mine = await addComment(c.other, p, 'mine');
    const theirs = await addComment(c.author, p, 'theirs');
    await c.other.client.post('/api/_commentVote', { commentId: theirs.id, up: false });
    const byId = (body: { comments: { id: string }[] }) => new Map(body.comments.map((x) => [x.id, x]));
    const visitor = byId((await list(p)).body);
    expect(visitor.get(mine.id)).toMatchObject({ userVoted: null, userVotedUp: null });
    const member = byId((await list(p, '', c.other.client)).body);
    expect(member.get(mine.id)).toMatchObject({ userVoted: true, userVotedUp: true });
    expect(member.get(theirs.id)).toMatchObject({ userVoted: true, userVotedUp: false });
    const bystander = byId((await list(p, '', c.mod.client)).body);
    expect(bystander.get(mine.id)).toMatchObject({ userVoted: false, userVotedUp: null, author: expect.objectContaining({ username: c.other.name }) });
  });

  it('issues the same number of SQL statements for 5 comments as for 200 (no N+1)', async () => {
    const { PostgresQueryRunner } = require('typeorm/driver/postgres/PostgresQueryRunner');
    const authors = [c.author, c.other, c.mod, c.admin, await signUp(api), await signUp(api)];
    const small = await newPost();
    const large = await newPost();
    await insertComments(api, small, authors, 5, 3);
    await insertComments(api, large, authors, 200, 3);
    await api.db.query(`INSERT INTO comment_votes (comment_id, user_id, up) SELECT id, $1, true FROM comments WHERE post_id = ANY($2) AND upvotes = 1`, [
      c.other.id,
      [small.id, large.id],
    ]);
    const viewer = c.other.client;
    await list(small, '', viewer);
    const count = async (p: TestPost) => {
      // Cold every time, as feed-query-counts measures: the row-version caches of comment and author JSON
      // would make the count depend on which rows changed since the page before (it read 6 vs 5 on a busy machine).
      clearJsonCaches(api);
      const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
      const res = await list(p, '', viewer);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { comments: res.body.comments.length, calls };
    };
    const five = await count(small);
    const twoHundred = await count(large);
    expect(five.comments).toBe(5);
    expect(twoHundred.comments).toBe(200);
    expect(twoHundred.calls).toBe(five.calls);
    console.info(`GET comments: ${five.calls} SQL statements for 5 comments, ${twoHundred.calls} for 200`);
  });
});

describe('GET /api/comments/{commentId}', () => {
  it('answers the comment, 400 invalid_id when malformed, 404 comment_not_found when absent', async () => {
    const p = await newPost();
    const made = await addComment(c.other, p, 'single');
    expect((await api.client().get(`/api/comments/${made.id}`)).body).toMatchObject({ id: made.id, body: 'single', postPublicId: p.publicId, userVoted: null });
    expect((await api.client().get('/api/comments/nope')).body).toEqual(errorBody(400, 'invalid_id', 'Invalid ID.'));
    expect((await api.client().get('/api/comments/aaaaaaaaaaaaaaaaaaaaaaaa')).body).toEqual(errorBody(404, 'comment_not_found', 'Comment(s) not found.'));
  });
});

describe('GET /api/comments (admins)', () => {
  it('lists 100 per page newest first with postTitle and an id cursor', async () => {
    const p = await newPost();
    await insertComments(api, p, [c.author], 150);
    const first = await c.admin.client.get('/api/comments');
    expect(first.body.comments).toHaveLength(100);
    expect(first.body.comments[0].postTitle).toBe(`Post ${p.publicId}`);
    const ids = first.body.comments.map((x: { id: string }) => x.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const second = await c.admin.client.get(`/api/comments?next=${first.body.next}`);
    expect(second.body.comments[0].id).toBe(first.body.next);
    expect(ids).not.toContain(second.body.comments[0].id);
    expect((await c.other.client.get('/api/comments')).body.code).toBe('not_admin');
    expect((await api.client().get('/api/comments')).body.code).toBe('not_logged_in');
  });
});
