import { addComment, Cast, insertPost, TestPost, ZERO } from './comment-fixtures';
import { Member, signUp } from './community-fixtures';
import { CommentsService } from '@app/server/comments';
import { TestApi } from './harness';
import { startWithCast } from './support/forum';

let api: TestApi;
let c: Cast;
let p: TestPost;

beforeAll(async () => {
  ({ api, cast: c } = await startWithCast({ rateLimitsEnabled: false }));
  p = await insertPost(api, c.author, c.community.id);
});

afterAll(() => api.close());

const put = (m: Member, id: string, query = '', body?: unknown) => m.client.send('put', `/api/posts/${p.id}/comments/${id}${query}`, body);
const del = (m: Member, id: string, query = '') => m.client.send('delete', `/api/posts/${p.publicId}/comments/${id}${query}`);
const fresh = () => addComment(c.author, p, 'Original words');
const code = (res: { status: number; body: { code?: string } }) => (res.status === 200 ? 200 : res.body.code);

describe('PUT: edit', () => {
  it('lets only the author edit; truncates but does not trim; editedAt carries the in-memory time', async () => {
    const made = await fresh();
    // Older than the edit grace period, so the edit counts as one (docs/api-notes.md "Edit history").
    await api.db.query(`UPDATE comments SET created_at = created_at - interval '1 hour' WHERE id = $1`, [made.id]);
    const res = await put(c.author, made.id, '', { body: ' New words ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, body: ' New words ', userVoted: true, userVotedUp: true });
    expect(res.body.editedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await api.client().get(`/api/comments/${made.id}`)).body.editedAt).toMatch(/:\d\dZ$/);
    for (const m of [c.other, c.mod, c.admin, c.banned])
      expect((await put(m, made.id, '', { body: 'hijack' })).body).toEqual({ status: 403, code: 'not_author', message: 'You are not the author.' });
    expect(code(await put({ ...c.author, client: api.client() }, made.id, '', { body: 'x' }))).toBe('not_logged_in');
  });

  it('refuses the author’s edit of a locked comment (403 comment_locked) or of a comment on a locked post (403 post-locked)', async () => {
    const made = await fresh();
    expect((await put(c.mod, made.id, '?action=lock&lockAs=mods')).status).toBe(200);
    expect((await put(c.author, made.id, '', { body: 'Rewritten' })).body).toEqual({ status: 403, code: 'comment_locked', message: 'Comment is locked.' });
    const onLockedPost = await fresh();
    await api.db.query('UPDATE posts SET locked_at = now() WHERE id = $1', [p.id]);
    try {
      expect((await put(c.author, onLockedPost.id, '', { body: 'Rewritten' })).body).toEqual({ status: 403, code: 'post-locked', message: 'Post is locked.' });
    } finally {
      await api.db.query('UPDATE posts SET locked_at = NULL WHERE id = $1', [p.id]);
    }
    const bodies = await api.db.query('SELECT body, edited_at FROM comments WHERE id = ANY($1) ORDER BY id', [[made.id, onLockedPost.id]]);
    expect(bodies).toEqual([
      { body: 'Original words', edited_at: null },
      { body: 'Original words', edited_at: null },
    ]);
  });

  it('answers invalid_id, comment_not_found, comment_deleted and invalid_action', async () => {
    const made = await fresh();
    expect((await put(c.author, 'bad', '', { body: 'x' })).body).toEqual({ status: 400, code: 'invalid_id', message: 'Invalid ID.' });
    expect((await put(c.author, 'aaaaaaaaaaaaaaaaaaaaaaaa', '', { body: 'x' })).body.code).toBe('comment_not_found');
    expect((await put(c.author, made.id, '?action=fly')).body).toEqual({ status: 400, code: 'invalid_action', message: 'Unsupported action.' });
    expect((await put(c.author, made.id, '', { body: 5 })).body.code).toBe('invalid_json');
    await del(c.author, made.id);
    expect((await put(c.author, made.id, '', { body: 'x' })).body).toEqual({ status: 403, code: 'comment_deleted', message: 'Comment(s) deleted.' });
  });
});

describe('PUT: changeAsUser', () => {
  it('is for the author, in a capacity they hold', async () => {
    const made = await fresh();
    expect((await put(c.author, made.id, '?action=changeAsUser&userGroup=gods')).body.code).toBe('user/invalid-group');
    expect(code(await put(c.other, made.id, '?action=changeAsUser&userGroup=normal'))).toBe('not_author');
    expect(code(await put(c.author, made.id, '?action=changeAsUser&userGroup=mods'))).toBe('not_mod');
    expect(code(await put(c.author, made.id, '?action=changeAsUser&userGroup=admins'))).toBe('not_admin');
    const asMod = await addComment(c.mod, p, 'mod words');
    expect((await put(c.mod, asMod.id, '?action=changeAsUser&userGroup=mods')).body.userGroup).toBe('mods');
    expect((await put(c.mod, asMod.id, '?action=changeAsUser&userGroup=normal')).body.userGroup).toBe('normal');
    const asAdmin = await addComment(c.admin, p, 'admin words');
    expect((await put(c.admin, asAdmin.id, '?action=changeAsUser&userGroup=admins')).body.userGroup).toBe('admins');
  });
});

describe('PUT: lock and unlock', () => {
  it('follows the role table for every caller', async () => {
    const lockAs = (m: Member, group: string) => put(m, made.id, `?action=lock&lockAs=${group}`).then(code);
    const made = await fresh();
    expect(await lockAs(c.author, 'mods')).toBe('not_mod');
    expect(await lockAs(c.other, 'mods')).toBe('not_mod');
    expect(await lockAs(c.banned, 'mods')).toBe('not_mod');
    expect(await lockAs(c.admin, 'mods')).toBe('not_mod');
    expect(await lockAs(c.mod, 'admins')).toBe('not_admin');
    expect(await lockAs(c.mod, 'normal')).toBe('user/invalid-group');
    expect(await put(c.mod, made.id, '?action=lock').then(code)).toBe('user/invalid-group');
    const locked = await put(c.mod, made.id, '?action=lock&lockAs=mods');
    expect(locked.body).toMatchObject({ locked: true, lockedBy: c.mod.id, lockedByGroup: 'mods' });
    expect(locked.body.lockedAt).toMatch(/\.\d{3}Z$/);
    expect((await put(c.admin, made.id, '?action=lock&lockAs=admins')).body).toMatchObject({ lockedBy: c.admin.id, lockedByGroup: 'admins' });
    for (const m of [c.author, c.other, c.banned])
      expect(await put(m, made.id, '?action=unlock').then((r) => r.body)).toEqual({
        status: 403,
        code: 'not-mod-not-admin',
        message: 'User is neither a moderator nor an admin.',
      });
    const unlocked = await put(c.admin, made.id, '?action=unlock&lockAs=whatever');
    expect(unlocked.body).toMatchObject({ locked: false, lockedBy: null, lockedAt: null });
    expect(unlocked.body).not.toHaveProperty('lockedByGroup');
    expect(await lockAs(c.mod, 'mods')).toBe(200);
    expect(await put(c.mod, made.id, '?action=unlock').then(code)).toBe(200);
  });

  it('refuses to lock a deleted comment', async () => {
    const made = await fresh();
    await del(c.author, made.id);
    expect((await put(c.mod, made.id, '?action=lock&lockAs=mods')).body.code).toBe('comment_deleted');
  });
});

describe('DELETE', () => {
  it('follows the role table for every capacity', async () => {
    const made = await fresh();
    expect(code(await del(c.author, made.id, '?deleteAs=gods'))).toBe('user/invalid-group');
    for (const m of [c.other, c.mod, c.admin, c.banned]) expect(code(await del(m, made.id))).toBe('not_author');
    for (const m of [c.author, c.other, c.admin, c.banned]) expect(code(await del(m, made.id, '?deleteAs=mods'))).toBe('not_mod');
    for (const m of [c.author, c.other, c.mod, c.banned]) expect(code(await del(m, made.id, '?deleteAs=admins'))).toBe('not_admin');
    expect(code(await del({ ...c.author, client: api.client() }, made.id))).toBe('not_logged_in');
    expect(code(await del(c.author, 'zzz'))).toBe('invalid_id');
    expect(code(await del(c.author, 'aaaaaaaaaaaaaaaaaaaaaaaa'))).toBe('comment_not_found');
    expect(code(await del(c.author, made.id))).toBe(200);
    expect((await del(c.author, made.id)).body).toEqual({ status: 403, code: 'comment_deleted', message: 'Comment(s) deleted.' });
    expect(code(await del(c.mod, made.id, '?deleteAs=mods'))).toBe('comment_deleted');
  });

  it('erases the body only for the author, keeps replies and counters, and lowers the author noComments', async () => {
    const before = (await api.db.query('SELECT no_comments FROM users WHERE id = $1', [c.author.id]))[0].no_comments;
    const normal = await fresh();
    const reply = await addComment(c.other, p, 'reply', normal.id);
    const byMod = await fresh();
    const byAdmin = await fresh();
    const res = await del(c.author, normal.id);
    expect(res.body).toMatchObject({ deleted: true, deletedAs: 'normal' });
    expect(res.body.deletedAt).toMatch(/\.\d{3}Z$/);
    await del(c.mod, byMod.id, '?deleteAs=mods');
    await del(c.admin, byAdmin.id, '?deleteAs=admins');
    const bodies = await api.db.query('SELECT id, body, deleted_by FROM comments WHERE id = ANY($1) ORDER BY id', [[normal.id, byMod.id, byAdmin.id]]);
    expect(bodies).toEqual([
      { id: normal.id, body: '', deleted_by: c.author.id },
      { id: byMod.id, body: 'Original words', deleted_by: c.mod.id },
      { id: byAdmin.id, body: 'Original words', deleted_by: c.admin.id },
    ]);
    expect((await api.db.query('SELECT no_comments FROM users WHERE id = $1', [c.author.id]))[0].no_comments).toBe(before + 3 - 3);
    expect((await api.db.query('SELECT no_replies, no_replies_direct FROM comments WHERE id = $1', [normal.id]))[0]).toEqual({
      no_replies: 1,
      no_replies_direct: 1,
    });
    expect((await api.client().get(`/api/comments/${reply.id}`)).body).toMatchObject({ deleted: false, body: 'reply' });
  });

  it('strips deleted comments unless the viewer is an admin, or a mod of the community for mod deletions', async () => {
    const normal = await fresh();
    const byMod = await fresh();
    const byAdmin = await fresh();
    await del(c.author, normal.id);
    await del(c.mod, byMod.id, '?deleteAs=mods');
    await del(c.admin, byAdmin.id, '?deleteAs=admins');
    const stripped = {
      userId: ZERO,
      username: '[Hidden]',
      userGroup: 'null',
      body: '[Deleted comment]',
      userVoted: null,
      userVotedUp: null,
      contentStripped: true,
      deleted: true,
    };
    const view = async (m: Member | null, id: string) => (await (m ? m.client : api.client()).get(`/api/comments/${id}`)).body;
    const expectations: [Member | null, string, 'stripped' | string][] = [
      [null, normal.id, 'stripped'],
      [null, byMod.id, 'stripped'],
      [null, byAdmin.id, 'stripped'],
      [c.author, normal.id, 'stripped'],
      [c.author, byMod.id, 'stripped'],
      [c.other, byAdmin.id, 'stripped'],
      [c.mod, normal.id, 'stripped'],
      [c.mod, byMod.id, 'Original words'],
      [c.mod, byAdmin.id, 'stripped'],
      [c.admin, normal.id, ''],
      [c.admin, byMod.id, 'Original words'],
      [c.admin, byAdmin.id, 'Original words'],
    ];
    for (const [viewer, id, expected] of expectations) {
      const body = await view(viewer, id);
      if (expected === 'stripped') {
        expect(body).toMatchObject(stripped);
        expect(body).not.toHaveProperty('author');
      } else {
        expect(body).toMatchObject({
          body: expected,
          userId: c.author.id,
          username: c.author.name,
          userGroup: 'normal',
          contentStripped: false,
          deleted: true,
        });
        expect(body.author).toMatchObject({ id: c.author.id });
        expect(body.userVoted).toBe(viewer === c.author);
      }
      expect(body.deletedAs).toBeDefined();
      expect(body.deletedAt).toMatch(/Z$/);
    }
    const page = (await c.mod.client.get(`/api/posts/${p.publicId}/comments`)).body.comments;
    expect(page.find((x: { id: string }) => x.id === byMod.id).body).toBe('Original words');
    expect(page.find((x: { id: string }) => x.id === normal.id).body).toBe('[Deleted comment]');
  });
});

describe('ghost authors', () => {
  it('hides a deleted account from non-admins with a per-thread ghost id', async () => {
    const made = await fresh();
    await api.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [c.author.id]);
    try {
      const seen = (await api.client().get(`/api/comments/${made.id}`)).body;
      expect(seen).toMatchObject({ userId: ZERO, username: 'ghost', userDeleted: true, userGhostId: expect.stringMatching(/^[0-9a-f]{8}$/) });
      const admin = (await c.admin.client.get(`/api/comments/${made.id}`)).body;
      expect(admin).toMatchObject({ userId: c.author.id, username: c.author.name, userDeleted: true, userGhostId: seen.userGhostId });
    } finally {
      await api.db.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [c.author.id]);
    }
  });
});

describe('CommentsService.byAuthor (profile feed)', () => {
  it('drops author deletions for everyone and shows mod/admin deletions to admins only, newest first with postTitle', async () => {
    const service = api.app.get(CommentsService);
    const w = await signUp(api);
    const kept = await addComment(w, p, 'kept');
    const selfDeleted = await addComment(w, p, 'self');
    const modDeleted = await addComment(w, p, 'mod');
    await del(w, selfDeleted.id);
    await del(c.mod, modDeleted.id, '?deleteAs=mods');
    const ids = (list: { id: string }[]) => list.map((x) => x.id);
    expect(ids(await service.byAuthor(w.id, null, 10, c.other.id))).toEqual([kept.id]);
    const forAdmin = await service.byAuthor(w.id, null, 10, c.admin.id);
    expect(ids(forAdmin)).toEqual([modDeleted.id, kept.id]);
    const [shown] = await service.profileCommentJsons(forAdmin.slice(0, 1), c.admin.id);
    expect(JSON.parse(shown ?? '{}')).toMatchObject({ id: modDeleted.id, body: 'mod', postTitle: `Post ${p.publicId}`, contentStripped: false });
    expect(ids(await service.byAuthor(w.id, kept.id, 10, c.admin.id))).toEqual([kept.id]);
  });
});
