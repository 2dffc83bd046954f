import { addComment } from './comment-fixtures';
import { createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';

/**
 * The words search reads are kept beside posts, comments and communities (migration 1764200000000): written
 * when the text changes or the row is deleted, and never when only a count changes (a vote, a join), which
 * rewrites the row itself many times a minute.
 */
let api: TestApi;
let author: Member;
let voter: Member;
let community: { id: string; name: string };

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  const admin = await makeAdmin(api, await signUp(api));
  author = await signUp(api);
  voter = await signUp(api);
  community = await createCommunity(admin, uniqueName('words'), 'Where the words are kept');
  for (const m of [author, voter]) await m.client.post('/api/_joinCommunity', { communityId: community.id, leave: false });
}, 120_000);

afterAll(async () => {
  await api.close();
});

/** The stored vector's row version: PostgreSQL gives a rewritten row a new `xmin` and `ctid`. */
async function vectorRow(table: string, key: string, id: string): Promise<{ version: string; vector: string } | undefined> {
  const rows: { version: string; vector: string }[] = await api.db.query(
    `SELECT xmin::text || '/' || ctid::text AS version, vector::text AS vector FROM ${table} WHERE ${key} = $1`,
    [id],
  );
  return rows[0];
}

/** A post of `author` in the test's community, as the comment fixtures take it. */
const postOf = async (fields: { title: string; body: string }) => ({ ...(await createPost(author, community.name, fields)), communityId: community.id });

const foundIds = async (params: Record<string, string>): Promise<string[]> => {
  const res = await api.client().get(`/api/search?${new URLSearchParams(params).toString()}`);
  expect(res.status).toBe(200);
  return (res.body as { results: { id: string }[] }).results.map((r) => r.id);
};

it("a vote on a post or a comment leaves the post's and the comment's words untouched", async () => {
  const post = await postOf({ title: 'Stonechat migration', body: 'Seen over the heath' });
  const comment = await addComment(author, post, 'Whinchats as well');
  const postBefore = await vectorRow('post_search_vectors', 'post_id', post.id);
  const commentBefore = await vectorRow('comment_search_vectors', 'comment_id', comment.id);
  expect(postBefore?.vector).toContain("'stonechat':1A");
  expect(commentBefore?.vector).toContain("'whinchat'");

  expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
  expect((await voter.client.post('/api/_commentVote', { commentId: comment.id, up: true })).status).toBe(200);
  expect((await voter.client.post('/api/_postVote', { postId: post.id, up: false })).status).toBe(200);

  const upvotes: { upvotes: number; downvotes: number }[] = await api.db.query('SELECT upvotes, downvotes FROM posts WHERE id = $1', [post.id]);
  expect(upvotes[0]).toMatchObject({ downvotes: 1 });
  expect(await vectorRow('post_search_vectors', 'post_id', post.id)).toEqual(postBefore);
  expect(await vectorRow('comment_search_vectors', 'comment_id', comment.id)).toEqual(commentBefore);
});

it('an edited post or comment is found by its new words only', async () => {
  const post = await postOf({ title: 'Kestrel hovering', body: 'Above the verge' });
  const comment = await addComment(author, post, 'A merlin too');
  expect(await foundIds({ q: 'kestrel' })).toEqual([post.id]);

  expect((await author.client.send('put', `/api/posts/${post.publicId}`, { title: 'Hobby hunting', body: 'Over the reeds' })).status).toBe(200);
  expect((await author.client.send('put', `/api/posts/${post.publicId}/comments/${comment.id}`, { body: 'A peregrine too' })).status).toBe(200);

  expect(await foundIds({ q: 'kestrel' })).toEqual([]);
  expect(await foundIds({ q: 'reeds' })).toEqual([post.id]);
  expect(await foundIds({ q: 'merlin', type: 'comments' })).toEqual([]);
  expect(await foundIds({ q: 'peregrine', type: 'comments' })).toEqual([comment.id]);
});

it("a deleted post or comment has no words kept, and a community's new about text is found", async () => {
  const post = await postOf({ title: 'Dipper nesting', body: 'Under the bridge' });
  const comment = await addComment(author, post, 'Wagtails nearby');
  expect((await author.client.send('delete', `/api/posts/${post.publicId}/comments/${comment.id}`)).status).toBe(200);
  expect((await author.client.send('delete', `/api/posts/${post.publicId}?deleteAs=normal`)).status).toBe(200);
  expect(await vectorRow('post_search_vectors', 'post_id', post.id)).toBeUndefined();
  expect(await vectorRow('comment_search_vectors', 'comment_id', comment.id)).toBeUndefined();
  expect(await foundIds({ q: 'dipper' })).toEqual([]);

  const before = await vectorRow('community_search_vectors', 'community_id', community.id);
  expect(before?.vector).toContain("'kept'");
  const joiner = await signUp(api);
  expect((await joiner.client.post('/api/_joinCommunity', { communityId: community.id, leave: false })).status).toBe(200);
  expect(await vectorRow('community_search_vectors', 'community_id', community.id)).toEqual(before);
  await api.db.query('UPDATE communities SET about = $2 WHERE id = $1', [community.id, 'Ringing and counting']);
  expect((await vectorRow('community_search_vectors', 'community_id', community.id))?.vector).toContain("'ring'");
  expect(await foundIds({ q: 'ringing', type: 'communities' })).toEqual([community.id]);
});
