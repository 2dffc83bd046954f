import { Limits } from '@app/contract';
import type { Comment, Post } from '@app/contract';
import { CommentsService, COMMENT_COLUMNS, CommentRow, toCommentRecord } from '@app/server/comments';
import type { CommentsCursor } from '@app/server/comments';
import { CommunitiesService } from '@app/server/communities';
import { queryRows } from '@app/server/core/database';
import { RawJson } from '@app/server/core/raw-json';
import { PostPageService } from '@app/server/post-page';
import { MutedContent, NOTHING_MUTED, PostsService, PostViewsService } from '@app/server/posts';
import { addComment, Cast, insertComments, insertPost, TestPost } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { clearJsonCaches } from './json-caches';
import { decode, expectKeptCompressedBytes, listen, oneCallCompressions, rawRequest } from './raw-http';
import { startWithCast } from './support/forum';

/**
 * The post page and the comments page are JSON text assembled from cached fragments (docs/performance.md)
 * (CommentJsonService, AuthorJsonService). They must be byte-for-byte what the object path gives
 * (`JSON.stringify` of `toComments`, the code before the change, kept here as the reference), cold and
 * warm, for every kind of viewer, and every write that changes a comment or its author must show at once.
 */
let api: TestApi;
let c: Cast;
let post: TestPost;
let pest: Member;
let gone: Member;
const ids: Record<string, string> = {};

const ESCAPES = 'Quote " backslash \\ newline \n tab \t control \u0001 separators \u2028\u2029 <script> emoji 😀 é';

beforeAll(async () => {
  ({ api, cast: c } = await startWithCast({ rateLimitsEnabled: false }));
  [pest, gone] = [await signUp(api), await signUp(api)];
  post = await insertPost(api, c.author, c.community.id);
  const del = (m: Member, id: string, query = '') => m.client.send('delete', `/api/posts/${post.publicId}/comments/${id}${query}`);
  const put = (m: Member, id: string, query = '', body?: unknown) => m.client.send('put', `/api/posts/${post.publicId}/comments/${id}${query}`, body);
  ids.escapes = (await addComment(c.author, post, ESCAPES)).id;
  ids.reply = (await addComment(c.other, post, 'A reply', ids.escapes)).id;
  ids.byAuthor = (await addComment(c.author, post, 'Deleted by its author')).id;
  expect((await del(c.author, ids.byAuthor)).status).toBe(200);
  ids.byMods = (await addComment(c.other, post, 'Deleted by a mod')).id;
  expect((await del(c.mod, ids.byMods, '?deleteAs=mods')).status).toBe(200);
  ids.byAdmins = (await addComment(c.other, post, 'Deleted by an admin')).id;
  expect((await del(c.admin, ids.byAdmins, '?deleteAs=admins')).status).toBe(200);
  ids.locked = (await addComment(c.other, post, 'Locked')).id;
  expect((await put(c.mod, ids.locked, '?action=lock&lockAs=mods')).status).toBe(200);
  ids.edited = (await addComment(c.author, post, 'Before')).id;
  expect((await put(c.author, ids.edited, '', { body: 'After' })).status).toBe(200);
  ids.pest = (await addComment(pest, post, 'From a banned author with a badge')).id;
  expect((await c.admin.client.post(`/api/users/${pest.name}/badges`, { type: 'supporter' })).status).toBe(200);
  expect((await c.admin.client.post('/api/_admin', { action: 'ban_user', username: pest.name })).status).toBe(200);
  ids.ghost = (await addComment(gone, post, 'From a deleted account')).id;
  ids.ghostDeleted = (await addComment(gone, post, 'Deleted, then the account')).id;
  expect((await del(c.mod, ids.ghostDeleted, '?deleteAs=mods')).status).toBe(200);
  expect((await gone.client.send('delete', `/api/users/${gone.name}`, { password: 'correct horse battery' })).status).toBe(200);
  // A chain 6 deep whose ancestors fall on the second page: only its deepest comment is upvoted onto the first.
  let parent: string | null = null;
  for (let depth = 0; depth < 6; depth += 1) parent = (await addComment(depth % 2 ? c.other : c.mod, post, `Level ${depth}`, parent)).id;
  ids.deepest = parent as string;
  await insertComments(api, post, [c.author, c.other, c.mod, c.admin], Limits.commentsPageSize, 7);
  await api.db.query(`UPDATE comments SET upvotes = 1000 WHERE id = ANY($1)`, [
    [ids.deepest, ids.escapes, ids.reply, ids.byAuthor, ids.byMods, ids.byAdmins, ids.locked, ids.edited, ids.pest, ids.ghost, ids.ghostDeleted],
  ]);
  // The member viewer has votes and mutes the author.
  for (const [id, up] of [
    [ids.escapes, true],
    [ids.edited, false],
    [ids.pest, true],
  ] as const) {
    expect((await c.other.client.post('/api/_commentVote', { commentId: id, up })).body).toMatchObject({ id });
  }
  expect((await c.other.client.post('/api/mutes', { userId: c.author.id })).status).toBe(200);
}, 180_000);

afterAll(() => api.close());

const clearCaches = () => clearJsonCaches(api);

/** The post page as it was built before the cached fragments: objects, then `JSON.stringify`. */
async function referencePostPage(viewerId: string | null): Promise<string> {
  const posts = api.app.get(PostsService);
  const record = await posts.getByPublicId(post.publicId);
  const previousVisit = viewerId ? await api.app.get(PostViewsService).recordVisit(viewerId, record.id) : null;
  const muted = viewerId ? await api.app.get(MutedContent).of(viewerId) : NOTHING_MUTED;
  const [answer] = await api.app.get(PostViewsService).toPosts([record], viewerId, { visits: new Map([[record.id, previousVisit]]), muted });
  const page = await referencePage(null, viewerId, muted);
  const communities = api.app.get(CommunitiesService);
  const community = await communities.get(await communities.resolve(record.communityId), viewerId);
  return JSON.stringify({ ...answer, comments: page.comments, commentsNext: page.next, community });
}

/** A comments page as it was built before: the rows, their missing ancestors, `toComments`. */
async function referencePage(cursor: CommentsCursor | null, viewerId: string | null, muted = viewerId ? undefined : NOTHING_MUTED) {
  const size = Limits.commentsPageSize;
  const record = await api.app.get(PostsService).getByPublicId(post.publicId);
  const rows = await queryRows<CommentRow>(
    api.db,
    `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.post_id = $1 AND ($2::integer IS NULL OR (c.upvotes, c.id) <= ($2::integer, $3::varchar))
     ORDER BY c.upvotes DESC, c.id DESC LIMIT $4`,
    [post.id, cursor?.upvotes ?? null, cursor?.id ?? null, size + 1],
  );
  const page = rows.slice(0, size).map(toCommentRecord);
  const inPage = new Set(page.map((r) => r.id));
  const missing = new Set<string>();
  for (const r of page) if (r.parentId && !inPage.has(r.parentId)) for (const id of r.ancestors ?? []) if (!inPage.has(id)) missing.add(id);
  const ancestors = (await queryRows<CommentRow>(api.db, `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = ANY($1) ORDER BY c.id`, [[...missing]])).map(
    toCommentRecord,
  );
  const after = rows[size];
  return {
    comments: await api.app.get(CommentsService).toComments([...page, ...ancestors], viewerId, { posts: [record], muted }),
    next: after ? `${after.upvotes}.${after.id}` : null,
  };
}

/** The visit the page shows is the one before it: both paths are given the same one. */
async function withFixedVisit<T>(work: () => Promise<T>): Promise<T> {
  const views = api.app.get(PostViewsService);
  const visit = await views.recordVisit(c.other.id, post.id);
  const spy = jest.spyOn(views, 'recordVisit').mockResolvedValue(visit);
  try {
    return await work();
  } finally {
    spy.mockRestore();
  }
}

async function newPostPage(viewerId: string | null): Promise<string> {
  return (await api.app.get(PostPageService).get(post.publicId, true, viewerId)).json;
}

async function expectSame(viewerId: string | null): Promise<Post> {
  const [fresh, reference] = await withFixedVisit(async () => [await newPostPage(viewerId), await referencePostPage(viewerId)]);
  expect(fresh).toBe(reference);
  const parsed = JSON.parse(fresh) as Post;
  const next = parsed.commentsNext as string;
  const [upvotes, id] = next.split('.');
  const second = (await api.app.get(CommentsService).list(post.publicId, { next }, viewerId)) as RawJson;
  expect(second.json).toBe(JSON.stringify(await referencePage({ upvotes: Number(upvotes), id }, viewerId)));
  return parsed;
}

const viewers = (): [string, string | null][] => [
  ['visitor', null],
  ['member with votes and mutes', c.other.id],
  ['the author', c.author.id],
  ['mod', c.mod.id],
  ['admin', c.admin.id],
];

describe('post page and comments page as assembled JSON', () => {
  it('are byte-for-byte the object path, cold and warm, for every kind of viewer', async () => {
    for (const [name, viewerId] of viewers()) {
      clearCaches();
      const cold = await expectSame(viewerId);
      const warm = await expectSame(viewerId);
      expect(warm.comments?.length).toBe(cold.comments?.length);
      expect({ name, comments: cold.comments?.length }).toEqual({ name, comments: Limits.commentsPageSize });
    }
    // The fixture holds what it should: the chain's ancestors on the first page after it, a ghost, stripped content.
    const visitor = JSON.parse(await newPostPage(null)) as Post;
    const byId = new Map(visitor.comments?.map((x) => [x.id, x]));
    expect(visitor.comments?.slice(Limits.commentsPageSize).length ?? 0).toBe(0);
    expect(byId.get(ids.ghost)).toMatchObject({ username: 'ghost', userDeleted: true });
    expect(byId.get(ids.byMods)).toMatchObject({ body: '[Deleted comment]', contentStripped: true });
    expect(byId.get(ids.escapes)?.body).toBe(ESCAPES);
    expect(byId.get(ids.pest)?.author).toMatchObject({ isBanned: true, badges: [{ type: 'supporter' }] });
  });

  it('sends the text as JSON through HTTP', async () => {
    const res = await api.client().get(`/api/posts/${post.publicId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.text).id).toBeDefined();
  });

  const find = (page: Post, id: string) => page.comments?.find((x) => x.id === id);
  const put = (m: Member, id: string, query = '', body?: unknown) => m.client.send('put', `/api/posts/${post.publicId}/comments/${id}${query}`, body);

  it.each<[string, () => Promise<void>, (page: Post) => void]>([
    [
      'a vote',
      async () => void (await c.mod.client.post('/api/_commentVote', { commentId: ids.locked, up: true })),
      (p) => expect(find(p, ids.locked)?.upvotes).toBe(1001),
    ],
    [
      'an edit',
      async () => void (await put(c.author, ids.edited, '', { body: 'Edited again' })),
      (p) => expect(find(p, ids.edited)?.body).toBe('Edited again'),
    ],
    [
      'a deletion',
      async () => void (await c.other.client.send('delete', `/api/posts/${post.publicId}/comments/${ids.reply}`)),
      (p) => expect(find(p, ids.reply)?.deleted).toBe(true),
    ],
    [
      'a lock',
      async () => void (await put(c.admin, ids.escapes, '?action=lock&lockAs=admins')),
      (p) => expect(find(p, ids.escapes)?.lockedByGroup).toBe('admins'),
    ],
    ['a new reply', async () => void (await addComment(c.mod, post, 'New reply', ids.edited)), (p) => expect(find(p, ids.edited)?.noReplies).toBe(1)],
    [
      'a profile change',
      async () => void (await c.author.client.post('/api/_settings?action=updateProfile', { aboutMe: 'New "about"' })),
      (p) => expect(find(p, ids.edited)?.author?.aboutMe).toBe('New "about"'),
    ],
    [
      'a karma change',
      async () => void (await c.mod.client.post('/api/_commentVote', { commentId: ids.edited, up: true })),
      (p) => expect(find(p, ids.edited)?.upvotes).toBe(1001),
    ],
    [
      'a badge',
      async () => void (await c.admin.client.post(`/api/users/${c.author.name}/badges`, { type: 'supporter' })),
      (p) => expect(find(p, ids.edited)?.author?.badges).toHaveLength(1),
    ],
    [
      'a ban',
      async () => void (await c.admin.client.post('/api/_admin', { action: 'ban_user', username: c.author.name })),
      (p) => expect(find(p, ids.edited)?.author?.isBanned).toBe(true),
    ],
    [
      'an account deletion',
      async () => {
        const leaving = await signUp(api);
        ids.leaving = (await addComment(leaving, post, 'Soon a ghost')).id;
        await api.db.query(`UPDATE comments SET upvotes = 2000 WHERE id = $1`, [ids.leaving]);
        await expectSame(null);
        await expectSame(c.other.id);
        expect((await leaving.client.send('delete', `/api/users/${leaving.name}`, { password: 'correct horse battery' })).status).toBe(200);
      },
      (p) => expect(find(p, ids.leaving)?.userDeleted).toBe(true),
    ],
  ])('show %s at once, warm and cold', async (_name, act, check) => {
    // Warm every viewer's entries first.
    for (const [, viewerId] of viewers()) await expectSame(viewerId);
    await act();
    for (const [, viewerId] of viewers()) check(await expectSame(viewerId));
    clearCaches();
    for (const [, viewerId] of viewers()) check(await expectSame(viewerId));
  });
});

/**
 * The same page assembled from the same memoised parts is the same Buffer (CommentJsonService, CommentsService,
 * PostPageService), compressed once per Buffer (apps/api http/raw-json.ts): the bytes stay the object path's,
 * and a write shows at once, compressed or not.
 */
describe('remembered pages and their compressed bytes', () => {
  const postPath = () => `/api/posts/${post.publicId}`;
  const secondPage = async () => (JSON.parse(await newPostPage(null)) as Post).commentsNext as string;
  let port: number;

  beforeAll(async () => {
    port = await listen(api);
  });

  it('gives the same Buffer to the same page while nothing changed, only where every comment is the shared variant', async () => {
    const pages = api.app.get(PostPageService);
    const comments = api.app.get(CommentsService);
    const next = await secondPage();
    const plain = await signUp(api);
    const same = async (get: () => Promise<RawJson | Comment[]>) => {
      const [first, second] = [(await get()) as RawJson, (await get()) as RawJson];
      expect(second.body.equals(first.body)).toBe(true);
      return first.body === second.body;
    };
    expect(await same(() => pages.get(post.publicId, true, null))).toBe(true);
    expect(await same(() => comments.list(post.publicId, { next }, null))).toBe(true);
    // A member with no vote or mute on the page shares the members' page; one with votes and mutes gets their own.
    expect(await same(() => comments.list(post.publicId, { next }, plain.id))).toBe(true);
    expect(await same(() => comments.list(post.publicId, { next }, c.other.id))).toBe(false);
  });

  it('sends br and gzip that decode to the identity bytes, the object path, compressed once per answer', async () => {
    const paths = [postPath(), `${postPath()}/comments?next=${await secondPage()}`];
    const compressions = await oneCallCompressions(async () => {
      for (const path of paths) await expectKeptCompressedBytes(port, path);
    });
    // Two answers (post page, comments page), each compressed once per encoding for its two requests.
    expect(compressions).toEqual({ brotli: 2, gzip: 2 });
    const visitorPage = (await rawRequest(port, postPath(), 'identity')).body.toString();
    expect(visitorPage).toBe(await referencePostPage(null));
  });

  const find = (page: Post, id: string) => page.comments?.find((x) => x.id === id);
  let voter: Member;

  it.each<[string, () => Promise<void>, (page: Post) => void]>([
    [
      'a vote',
      async () => {
        voter = await signUp(api);
        expect((await voter.client.post('/api/_commentVote', { commentId: ids.deepest, up: true })).status).toBe(200);
      },
      (p) => expect(find(p, ids.deepest)?.upvotes).toBe(1001),
    ],
    [
      'an edit',
      async () => void expect((await c.other.client.send('put', `${postPath()}/comments/${ids.deepest}`, { body: 'Edited over HTTP' })).status).toBe(200),
      (p) => expect(find(p, ids.deepest)?.body).toBe('Edited over HTTP'),
    ],
    [
      'a deletion',
      async () => void expect((await c.other.client.send('delete', `${postPath()}/comments/${ids.deepest}`)).status).toBe(200),
      (p) => expect(find(p, ids.deepest)?.deleted).toBe(true),
    ],
  ])('after %s the next answer shows it, compressed or not', async (_name, act, check) => {
    for (const accept of ['gzip, deflate, br', 'gzip', 'identity']) await rawRequest(port, postPath(), accept);
    await act();
    for (const accept of ['gzip, deflate, br', 'gzip', 'identity']) {
      const res = await rawRequest(port, postPath(), accept);
      const text = decode(res.headers['content-encoding'], res.body).toString();
      check(JSON.parse(text) as Post);
      expect(text).toBe(await referencePostPage(null));
    }
  });
});
