import { addComment, Cast } from './comment-fixtures';
import { createPost } from './post-fixtures';
import { Member } from './community-fixtures';
import { TestApi } from './harness';
import { startWithCast } from './support/forum';

let api: TestApi;
let c: Cast;

beforeAll(async () => ({ api, cast: c } = await startWithCast({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const WIRE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const wire = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Moves a post's creation back, so its next edits fall outside (or, with a small `ms`, inside) the grace period. */
const agePost = (publicId: string, ms: number) =>
  api.db.query(`UPDATE posts SET created_at = created_at - $2 * interval '1 millisecond' WHERE public_id = $1`, [publicId, ms]);
const ageComment = (id: string, ms: number) =>
  api.db.query(`UPDATE comments SET created_at = created_at - $2 * interval '1 millisecond' WHERE id = $1`, [id, ms]);
const editPost = (m: Member, publicId: string, body: Record<string, unknown>) => m.client.send('put', `/api/posts/${publicId}`, body);
const postVersions = (m: Member | null, publicId: string) => (m ? m.client : api.client()).get(`/api/posts/${publicId}/versions`);
const commentVersions = (m: Member | null, id: string) => (m ? m.client : api.client()).get(`/api/comments/${id}/versions`);
const storedPost = async (publicId: string) =>
  (await api.db.query(`SELECT id, created_at, edited_at FROM posts WHERE public_id = $1`, [publicId]))[0] as {
    id: string;
    created_at: Date;
    edited_at: Date | null;
  };

describe('post edit history', () => {
  it('keeps one version per edit, newest first, with exact fields; the current text leads', async () => {
    const { publicId } = await createPost(c.author, c.community.name, { title: 'First title', body: 'one two three' });
    await agePost(publicId, 60 * 60 * 1000);
    const created = (await storedPost(publicId)).created_at;

    expect((await editPost(c.author, publicId, { title: 'Second title', body: 'one 2 three' })).body.editedAt).toMatch(WIRE_TIME);
    const firstEdit = (await storedPost(publicId)).edited_at!;
    expect((await editPost(c.author, publicId, { body: 'one 2 three four' })).status).toBe(200);
    const secondEdit = (await storedPost(publicId)).edited_at!;

    const res = await postVersions(null, publicId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      versions: [
        { title: 'Second title', body: 'one 2 three four', link: null, createdAt: wire(secondEdit) },
        { title: 'Second title', body: 'one 2 three', link: null, createdAt: wire(firstEdit) },
        { title: 'First title', body: 'one two three', link: null, createdAt: wire(created) },
      ],
    });
    const rows = await api.db.query(`SELECT title, body, created_at, replaced_at FROM post_versions WHERE post_id = $1 ORDER BY id`, [
      (await storedPost(publicId)).id,
    ]);
    expect(rows).toEqual([
      { title: 'First title', body: 'one two three', created_at: created, replaced_at: firstEdit },
      { title: 'Second title', body: 'one 2 three', created_at: firstEdit, replaced_at: secondEdit },
    ]);
  });

  it('folds edits within the first 3 minutes into the original: no version, editedAt stays null', async () => {
    const { publicId } = await createPost(c.author, c.community.name, { title: 'Quick fix', body: 'teh typo' });
    await agePost(publicId, 2 * 60 * 1000 + 50 * 1000); // 2 min 50 s old
    const folded = await editPost(c.author, publicId, { body: 'the typo' });
    expect(folded.body).toMatchObject({ body: 'the typo', editedAt: null });
    expect((await storedPost(publicId)).edited_at).toBeNull();
    expect((await postVersions(null, publicId)).body.versions).toEqual([
      { title: 'Quick fix', body: 'the typo', link: null, createdAt: wire((await storedPost(publicId)).created_at) },
    ]);

    await agePost(publicId, 20 * 1000); // now 3 min 10 s old: the next edit counts
    expect((await editPost(c.author, publicId, { body: 'the typo, fixed' })).body.editedAt).toMatch(WIRE_TIME);
    expect((await postVersions(null, publicId)).body.versions.map((v: { body: string }) => v.body)).toEqual(['the typo, fixed', 'the typo']);
  });

  it('keeps nothing for a refused edit or one that changes nothing', async () => {
    const { publicId } = await createPost(c.author, c.community.name, { title: 'Stable', body: 'Same' });
    await agePost(publicId, 60 * 60 * 1000);
    expect((await editPost(c.other, publicId, { title: 'Hijacked' })).body.code).toBe('not_author');
    expect((await editPost(c.author, publicId, { title: 'Stable', body: 'Same' })).status).toBe(200);
    expect((await postVersions(null, publicId)).body.versions).toHaveLength(1);
    expect((await storedPost(publicId)).edited_at).toBeNull();
  });

  it("shows a removed post's versions only to the community's moderators and admins", async () => {
    const { publicId } = await createPost(c.author, c.community.name, { title: 'Will be removed', body: 'Old' });
    await agePost(publicId, 60 * 60 * 1000);
    await editPost(c.author, publicId, { body: 'New' });
    expect((await c.mod.client.send('delete', `/api/posts/${publicId}?deleteAs=mods`)).status).toBe(200);
    const refused = { status: 403, code: 'not-mod-not-admin', message: 'User is neither a moderator nor an admin.' };
    for (const m of [null, c.other, c.author]) expect((await postVersions(m, publicId)).body).toEqual(refused);
    for (const m of [c.mod, c.admin]) expect((await postVersions(m, publicId)).body.versions.map((v: { body: string }) => v.body)).toEqual(['New', 'Old']);
  });

  it('erases the versions with the content when the content is deleted', async () => {
    const { publicId } = await createPost(c.author, c.community.name, { title: 'Erase me', body: 'Secret' });
    await agePost(publicId, 60 * 60 * 1000);
    await editPost(c.author, publicId, { body: 'Less secret' });
    expect((await c.author.client.send('delete', `/api/posts/${publicId}?deleteAs=normal&deleteContent=true`)).status).toBe(200);
    expect(await api.db.query(`SELECT 1 FROM post_versions WHERE post_id = $1`, [(await storedPost(publicId)).id])).toEqual([]);
    expect((await postVersions(c.admin, publicId)).body.versions).toEqual([expect.objectContaining({ body: '' })]);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await postVersions(null, 'zzzzzzzz')).body).toEqual({ status: 404, code: 'post/not-found', message: 'Post(s) not found.' });
  });
});

describe('comment edit history', () => {
  const put = (m: Member, postId: string, id: string, body: string) => m.client.send('put', `/api/posts/${postId}/comments/${id}`, { body });

  it('keeps one version per edit after the grace period, folds earlier ones', async () => {
    const { publicId } = await createPost(c.author, c.community.name);
    const made = await addComment(c.author, { id: '', publicId, communityId: c.community.id }, 'first words');
    expect((await put(c.author, publicId, made.id, 'first word')).body.editedAt).toBeNull(); // folded
    await ageComment(made.id, 60 * 60 * 1000);
    const edited = await put(c.author, publicId, made.id, 'final words');
    expect(edited.body.editedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const row = (await api.db.query(`SELECT created_at, edited_at FROM comments WHERE id = $1`, [made.id]))[0];
    const res = await commentVersions(null, made.id);
    expect(res.body).toEqual({
      versions: [
        { body: 'final words', createdAt: wire(row.edited_at) },
        { body: 'first word', createdAt: wire(row.created_at) },
      ],
    });
    expect(await api.db.query(`SELECT count(*)::int AS n FROM comment_versions WHERE comment_id = $1`, [made.id])).toEqual([{ n: 1 }]);
  });

  it("shows a removed comment's versions to those who still read its body; the author's deletion erases them", async () => {
    const { publicId } = await createPost(c.author, c.community.name);
    const post = { id: '', publicId, communityId: c.community.id };
    const removed = await addComment(c.author, post, 'rude');
    const erased = await addComment(c.author, post, 'mine');
    for (const made of [removed, erased]) {
      await ageComment(made.id, 60 * 60 * 1000);
      await put(c.author, publicId, made.id, `${made.body} edited`);
    }
    expect((await c.mod.client.send('delete', `/api/posts/${publicId}/comments/${removed.id}?deleteAs=mods`)).status).toBe(200);
    const refused = { status: 403, code: 'comment_deleted', message: 'Comment(s) deleted.' };
    for (const m of [null, c.other, c.author]) expect((await commentVersions(m, removed.id)).body).toEqual(refused);
    for (const m of [c.mod, c.admin])
      expect((await commentVersions(m, removed.id)).body.versions.map((v: { body: string }) => v.body)).toEqual(['rude edited', 'rude']);

    expect((await c.author.client.send('delete', `/api/posts/${publicId}/comments/${erased.id}?deleteAs=normal`)).status).toBe(200);
    expect(await api.db.query(`SELECT 1 FROM comment_versions WHERE comment_id = $1`, [erased.id])).toEqual([]);
    expect((await commentVersions(c.mod, erased.id)).body).toEqual(refused);
    expect((await commentVersions(c.admin, erased.id)).body.versions).toEqual([expect.objectContaining({ body: '' })]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await commentVersions(null, 'nope')).status).toBe(400);
    expect((await commentVersions(null, '0123456789abcdef01234567')).body.code).toBe('comment_not_found');
  });
});
