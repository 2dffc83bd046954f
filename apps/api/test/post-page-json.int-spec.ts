import { Limits } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import { PostPageService } from '@app/server/post-page';
import { addComment, cast, Cast, insertComments, insertPost, TestPost } from './comment-fixtures';
import { signUp } from './community-fixtures';
import { TestApi } from './harness';
import { countQueries, recordQueries } from './query-counter';

/**
 * Issue 19: the post page and the comments page are answered as JSON text, a visitor's comments serialised
 * by PostgreSQL. Those answers must be byte-for-byte what the object path (`get`/`list` + JSON.stringify,
 * still used by the server-rendered first screen and signed-in viewers) gives for the same data: deleted
 * comments (by the author, by mods), a ghost (deleted author), a locked comment, an edited one, a deep chain
 * whose ancestors fall on the next page, and bodies with characters JSON has to escape.
 */
let api: TestApi;
let c: Cast;
let post: TestPost;
let small: TestPost;
let big: TestPost;
let page: PostPageService;
let comments: CommentsService;

const ODD_BODY = 'Quote " backslash \\ newline\nTab\tcontrol \u0001\u001f emoji 🦊 separator \u2028 slash / <script>&amp;';

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  page = api.app.get(PostPageService);
  comments = api.app.get(CommentsService);
  c = await cast(api);
  const ghost = await signUp(api);
  post = await insertPost(api, c.author, c.community.id);
  small = await insertPost(api, c.author, c.community.id);
  // More than a page of top-level comments, all with at least one upvote.
  await insertComments(api, post, [c.author, c.other, c.mod], Limits.commentsPageSize + 20, 9);
  await api.db.query('UPDATE comments SET upvotes = upvotes + 1 WHERE post_id = $1', [post.id]);
  // A chain six deep: its ancestors (no upvotes) sort after the page, its deepest reply first of all.
  let parent: string | null = null;
  const chain: string[] = [];
  for (let depth = 0; depth < 6; depth += 1) {
    const made: { id: string } = await addComment(depth % 2 ? c.other : c.author, post, `Level ${depth}`, parent);
    chain.push(made.id);
    parent = made.id;
  }
  await api.db.query('UPDATE comments SET upvotes = 0 WHERE id = ANY($1)', [chain.slice(0, -1)]);
  await api.db.query('UPDATE comments SET upvotes = 1000 WHERE id = $1', [chain[chain.length - 1]]);
  const byAuthor = await addComment(c.author, post, 'Soon gone', chain[1]);
  const byMods = await addComment(c.other, post, 'Removed by mods', chain[2]);
  const locked = await addComment(c.other, post, 'Locked by mods', chain[0]);
  const odd = await addComment(c.other, post, 'Odd body');
  const ghosted = await addComment(ghost, post, 'By an account deleted since');
  const ghostDeleted = await addComment(ghost, post, 'Deleted, then its author too');
  for (const id of [byAuthor.id, byMods.id, locked.id, odd.id, ghosted.id, ghostDeleted.id]) {
    await api.db.query('UPDATE comments SET upvotes = 500 WHERE id = $1', [id]);
  }
  expect((await c.author.client.send('delete', `/api/posts/${post.publicId}/comments/${byAuthor.id}?deleteAs=normal`)).status).toBe(200);
  expect((await c.mod.client.send('delete', `/api/posts/${post.publicId}/comments/${byMods.id}?deleteAs=mods`)).status).toBe(200);
  expect((await ghost.client.send('delete', `/api/posts/${post.publicId}/comments/${ghostDeleted.id}?deleteAs=normal`)).status).toBe(200);
  expect((await c.mod.client.send('put', `/api/posts/${post.id}/comments/${locked.id}?action=lock&lockAs=mods`)).status).toBe(200);
  await api.db.query(`UPDATE comments SET body = $2, edited_at = now() - interval '5 minutes' WHERE id = $1`, [odd.id, ODD_BODY]);
  await api.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [ghost.id]);
  // An author with every User field filled: about text to escape, confirmed e-mail, a ban, two badges.
  await api.db.query(`UPDATE users SET about_me = $2, email_confirmed_at = now(), banned_at = now(), points = -3 WHERE id = $1`, [c.other.id, ODD_BODY]);
  await api.db.query(`INSERT INTO badge_types (name) VALUES ('helper') ON CONFLICT DO NOTHING`);
  await api.db.query(`INSERT INTO badges (user_id, type_id, created_at) SELECT $1, id, now() FROM badge_types ORDER BY id DESC LIMIT 2`, [c.other.id]);
  expect(Number((await api.db.query(`SELECT count(*) AS n FROM badges WHERE user_id = $1`, [c.other.id]))[0].n)).toBe(2);
  big = await insertPost(api, c.author, c.community.id);
  await insertComments(api, big, [c.author, c.other, c.mod, ghost], 300, 7);
  await addComment(c.other, small, 'One');
  await addComment(c.author, small, 'Two');
}, 180_000);

afterAll(async () => {
  await api.close();
});

describe('the post page as JSON text', () => {
  it('is byte-for-byte the object answer through JSON.stringify, for a visitor and signed-in viewers', async () => {
    for (const fetchCommunity of [true, false]) {
      const json = await page.getJson(post.publicId, fetchCommunity, null);
      expect(json).toBe(JSON.stringify(await page.get(post.publicId, fetchCommunity, null)));
    }
    const parsed = JSON.parse(await page.getJson(post.publicId, true, null)) as { comments: { body: string; userGhostId?: string; deletedAs?: string; lockedByGroup?: string; depth: number }[]; commentsNext: string | null };
    // The fixture holds what it claims to.
    expect(parsed.commentsNext).not.toBeNull();
    expect(parsed.comments.some((x) => x.body === ODD_BODY)).toBe(true);
    expect(parsed.comments.some((x) => x.userGhostId)).toBe(true);
    expect(parsed.comments.some((x) => x.deletedAs === 'mods')).toBe(true);
    expect(parsed.comments.some((x) => x.lockedByGroup === 'mods')).toBe(true);
    expect(parsed.comments.some((x) => x.depth === 5)).toBe(true);
    // Signed-in viewers (an admin sees deleted content) go the object path; checked all the same.
    for (const viewer of [c.admin, c.mod, c.other]) {
      const json = await page.getJson(post.publicId, true, viewer.id);
      const again = JSON.parse(JSON.stringify(await page.get(post.publicId, true, viewer.id))) as Record<string, unknown>;
      // Visits move between the two calls (the page records one); everything else is equal.
      expect({ ...(JSON.parse(json) as Record<string, unknown>), lastVisitAt: null, newComments: 0 }).toEqual({ ...again, lastVisitAt: null, newComments: 0 });
    }
  });

  it('goes out over HTTP as that text, with the JSON content type', async () => {
    const res = await fetch(`${await baseUrl()}/api/posts/${post.publicId}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(await page.getJson(post.publicId, true, null));
  });

  it('costs the same number of statements for 2 comments as for 300', async () => {
    const few = await recordQueries(api.db, () => page.getJson(small.publicId, true, null));
    const many = await recordQueries(api.db, () => page.getJson(big.publicId, true, null));
    expect(many.length).toBe(few.length);
    expect(many.length).toBeLessThanOrEqual(10);
    // A page whose comments lack ancestors reads them in one more statement, however many.
    expect(await countQueries(api.db, () => page.getJson(post.publicId, true, null))).toBe(many.length + 1);
  });
});

describe('the comments page as JSON text', () => {
  it('is byte-for-byte the object answer for the next page (with the ancestors it lacks) and the first', async () => {
    const first = JSON.parse(await page.getJson(post.publicId, false, null)) as { commentsNext: string };
    for (const query of [{}, { next: first.commentsNext }]) {
      const json = await comments.listJson(post.publicId, query, null);
      expect(json).toBe(JSON.stringify(await comments.list(post.publicId, query, null)));
    }
    const second = JSON.parse(await comments.listJson(post.publicId, { next: first.commentsNext }, null)) as { comments: { body: string }[] };
    expect(second.comments.some((x) => x.body === 'Level 0')).toBe(true);
  });
});

let listening: string | null = null;
async function baseUrl(): Promise<string> {
  if (listening) return listening;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  const address = api.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  listening = `http://127.0.0.1:${address.port}`;
  return listening;
}
