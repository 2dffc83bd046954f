import { addComment } from './comment-fixtures';
import { makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { backdateComment, backdatePost, brokenInvariants } from './admin-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { startWithCommunity } from './support/forum';

let api: TestApi;
let admin: Member;
let bystander: Member;
let community: { id: string; name: string };
let bystanderPost: { id: string; publicId: string; communityId: string };

beforeAll(async () => {
  ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false }));
  bystander = await signUp(api);
  const post = await createPost(bystander, community.name);
  bystanderPost = { id: post.id, publicId: post.publicId, communityId: community.id };
});

afterAll(() => api.close());

const ban = (by: Member, body: Record<string, unknown>) => by.client.post('/api/_admin', { action: 'ban_user', ...body });

interface Written {
  target: Member;
  recentPost: { id: string; publicId: string };
  oldPost: { id: string; publicId: string };
  /** Deleted by its author (not its content) before the ban. */
  selfDeletedPost: { id: string; publicId: string };
  recentComment: string;
  oldComment: string;
  selfDeletedComment: string;
  bystanderComment: string;
}

/** A user with posts and comments from now and from 3 days ago, one of each already deleted by them, all reported. */
async function userWithContent(): Promise<Written> {
  const target = await signUp(api);
  const recentPost = await createPost(target, community.name);
  const oldPost = await createPost(target, community.name);
  const selfDeletedPost = await createPost(target, community.name);
  expect((await target.client.send('delete', `/api/posts/${selfDeletedPost.publicId}?deleteAs=normal`)).status).toBe(200);
  await backdatePost(api, oldPost.id, 3);
  const on = bystanderPost;
  const recentComment = (await addComment(target, on, 'recent words')).id;
  const oldComment = (await addComment(target, on, 'old words')).id;
  const selfDeletedComment = (await addComment(target, on, 'regretted words')).id;
  expect((await target.client.send('delete', `/api/posts/${on.id}/comments/${selfDeletedComment}?deleteAs=normal`)).status).toBe(200);
  await backdateComment(api, oldComment, 3);
  // A reply by the bystander under the target's comment: it must survive the purge.
  const bystanderComment = (await addComment(bystander, on, 'a reply', recentComment)).id;
  for (const [type, targetId] of [
    ['post', recentPost.id],
    ['post', oldPost.id],
    ['comment', recentComment],
    ['comment', oldComment],
  ]) {
    expect((await bystander.client.post('/api/_report', { type, targetId, reason: 1 })).status).toBe(200);
  }
  return { target, recentPost, oldPost, selfDeletedPost, recentComment, oldComment, selfDeletedComment, bystanderComment };
}

async function postState(id: string) {
  const [row] = (await api.db.query(
    `SELECT deleted_at IS NOT NULL AS deleted, deleted_as, deleted_by, deleted_content_at IS NOT NULL AS content_deleted, deleted_content_as, body
     FROM posts WHERE id = $1`,
    [id],
  )) as Record<string, unknown>[];
  return row;
}

async function commentState(id: string) {
  const [row] = (await api.db.query(`SELECT deleted_at IS NOT NULL AS deleted, deleted_as, deleted_by, body FROM comments WHERE id = $1`, [id])) as Record<
    string,
    unknown
  >[];
  return row;
}

const reportsOn = async (ids: string[]) =>
  Number(((await api.db.query(`SELECT count(*) FROM reports WHERE target_id = ANY($1)`, [ids])) as { count: string }[])[0].count);
const noComments = async (userId: string) =>
  Number(((await api.db.query(`SELECT no_comments FROM users WHERE id = $1`, [userId])) as { no_comments: number }[])[0].no_comments);
const deletedPostNotifications = async (userId: string) =>
  Number(((await api.db.query(`SELECT count(*) FROM notifications WHERE user_id = $1 AND type = 'deleted_post'`, [userId])) as { count: string }[])[0].count);

const purgedPost = (adminId: string) => ({
  deleted: true,
  deleted_as: 'admins',
  deleted_by: adminId,
  content_deleted: true,
  deleted_content_as: 'admins',
  body: '',
});
const livePost = { deleted: false, deleted_as: null, deleted_by: null, content_deleted: false, deleted_content_as: null, body: 'Body' };

describe('the site’s own accounts (ghost, nobody)', () => {
  it('cannot be banned from the site or from a community (403 sentinel_account), and nothing is stored', async () => {
    const refused = { status: 403, code: 'sentinel_account', message: 'This account belongs to the site and cannot be banned or given badges.' };
    for (const username of ['ghost', 'nobody', 'GHOST']) {
      expect((await ban(admin, { username })).body).toEqual(refused);
      expect((await admin.client.post(`/api/communities/${community.id}/banned`, { username })).body).toEqual(refused);
    }
    const rows = await api.db.query(
      `SELECT u.banned_at, (SELECT count(*) FROM community_bans b WHERE b.user_id = u.id)::int AS bans FROM users u WHERE u.username IN ('ghost', 'nobody')`,
    );
    expect(rows).toEqual([
      { banned_at: null, bans: 0 },
      { banned_at: null, bans: 0 },
    ]);
  });
});

describe('POST /api/_admin ban_user with deleteContentDays', () => {
  it('0 deletes every post and live comment of all time as admins, without notifications, counters exact', async () => {
    const w = await userWithContent();
    expect(await noComments(w.target.id)).toBe(2);
    const res = await ban(admin, { username: w.target.name.toUpperCase(), deleteContentDays: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ 'success:': true });

    expect(await postState(w.recentPost.id)).toEqual(purgedPost(admin.id));
    expect(await postState(w.oldPost.id)).toEqual(purgedPost(admin.id));
    // Deleted by the author before: keeps that deletion's capacity and gets its content deleted as admins.
    expect(await postState(w.selfDeletedPost.id)).toEqual({ ...purgedPost(admin.id), deleted_as: 'normal', deleted_by: w.target.id });
    expect(await commentState(w.recentComment)).toEqual({ deleted: true, deleted_as: 'admins', deleted_by: admin.id, body: 'recent words' });
    expect(await commentState(w.oldComment)).toEqual({ deleted: true, deleted_as: 'admins', deleted_by: admin.id, body: 'old words' });
    expect(await commentState(w.selfDeletedComment)).toEqual({ deleted: true, deleted_as: 'normal', deleted_by: w.target.id, body: '' });
    expect(await commentState(w.bystanderComment)).toMatchObject({ deleted: false });
    expect(await postState(bystanderPost.id)).toEqual(livePost);

    expect(await noComments(w.target.id)).toBe(0);
    expect(await reportsOn([w.recentPost.id, w.oldPost.id, w.recentComment, w.oldComment])).toBe(0);
    expect(await deletedPostNotifications(w.target.id)).toBe(0);
    expect(
      Number(
        ((await api.db.query(`SELECT count(*) FROM post_windows WHERE post_id = ANY($1)`, [[w.recentPost.id, w.oldPost.id]])) as { count: string }[])[0].count,
      ),
    ).toBe(0);

    // What readers see: the admin reads the post as deleted by admins with its content gone.
    const post = await admin.client.get(`/api/posts/${w.recentPost.publicId}`);
    expect(post.body).toMatchObject({ deleted: true, deletedAs: 'admins', deletedContent: true, deletedContentAs: 'admins', body: '' });
    const profile = await admin.client.get(`/api/users/${w.target.name}`);
    expect(profile.body).toMatchObject({ isBanned: true, noComments: 0, noPosts: 3 });
    const invariants = await brokenInvariants(api);
    expect(Object.keys(invariants).length).toBeGreaterThan(10);
    expect(Object.entries(invariants).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it('1 deletes only what was written in the last day', async () => {
    const w = await userWithContent();
    expect((await ban(admin, { username: w.target.name, deleteContentDays: 1 })).status).toBe(200);
    expect(await postState(w.recentPost.id)).toEqual(purgedPost(admin.id));
    expect(await postState(w.oldPost.id)).toEqual(livePost);
    expect(await commentState(w.recentComment)).toMatchObject({ deleted: true, deleted_as: 'admins' });
    expect(await commentState(w.oldComment)).toEqual({ deleted: false, deleted_as: null, deleted_by: null, body: 'old words' });
    expect(await noComments(w.target.id)).toBe(1);
    expect(await reportsOn([w.recentPost.id, w.recentComment])).toBe(0);
    expect(await reportsOn([w.oldPost.id, w.oldComment])).toBe(2);
    expect(await deletedPostNotifications(w.target.id)).toBe(0);
    expect(Object.entries(await brokenInvariants(api)).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it('absent bans without deleting anything', async () => {
    const w = await userWithContent();
    expect((await ban(admin, { username: w.target.name })).status).toBe(200);
    expect(await postState(w.recentPost.id)).toEqual(livePost);
    expect(await postState(w.oldPost.id)).toEqual(livePost);
    expect(await commentState(w.recentComment)).toMatchObject({ deleted: false });
    expect(await noComments(w.target.id)).toBe(2);
    expect(await reportsOn([w.recentPost.id, w.oldPost.id, w.recentComment, w.oldComment])).toBe(4);
    expect((await admin.client.get(`/api/users/${w.target.name}`)).body).toMatchObject({ isBanned: true });
  });

  it('null counts as absent; a negative, fractional or non-number value is invalid_json', async () => {
    const target = await signUp(api);
    const post = await createPost(target, community.name);
    for (const deleteContentDays of [-1, 1.5, '0', true]) {
      const res = await ban(admin, { username: target.name, deleteContentDays });
      expect({ deleteContentDays, status: res.status, body: res.body }).toEqual({
        deleteContentDays,
        status: 400,
        body: { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' },
      });
    }
    expect((await admin.client.get(`/api/users/${target.name}`)).body.isBanned).toBe(false);
    expect((await ban(admin, { username: target.name, deleteContentDays: null })).status).toBe(200);
    expect(await postState(post.id)).toEqual(livePost);
  });
});

describe('POST /api/_admin ban_user and unban_user: accounts and sessions', () => {
  it('ends the banned user’s sessions at once; their writes and logins are refused; unban lets them back', async () => {
    const target = await signUp(api);
    const secondDevice = api.client();
    expect((await secondDevice.login(target.name)).status).toBe(200);
    expect((await target.client.get('/api/_user')).status).toBe(200);

    expect((await ban(admin, { username: target.name })).status).toBe(200);

    for (const client of [target.client, secondDevice]) {
      expect((await client.get('/api/_user')).body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
      const write = await client.post('/api/posts', { type: 'text', title: 'After the ban', body: 'x', community: community.name });
      expect(write.body).toEqual({ status: 401, code: 'not_logged_in', message: 'User is not logged in.' });
    }
    const login = await api.client().login(target.name);
    expect(login.body).toEqual({ status: 403, code: 'account_suspended', message: 'User account suspended.' });
    expect(Number(((await api.db.query(`SELECT count(*) FROM posts WHERE user_id = $1`, [target.id])) as { count: string }[])[0].count)).toBe(0);

    const unban = await admin.client.post('/api/_admin', { action: 'unban_user', username: target.name });
    expect(unban.status).toBe(200);
    expect(unban.body).toEqual({ 'success:': true });
    expect((await admin.client.get(`/api/users/${target.name}`)).body).toMatchObject({ isBanned: false, bannedAt: null });
    const again = api.client();
    expect((await again.login(target.name)).status).toBe(200);
    expect((await again.post('/api/posts', { type: 'text', title: 'Back again', body: 'x', community: community.name })).status).toBe(200);
  });

  it('refuses to ban an admin before ending any session', async () => {
    const otherAdmin = await makeAdmin(api, await signUp(api));
    const res = await ban(admin, { username: otherAdmin.name, deleteContentDays: 0 });
    expect(res.body).toEqual({ status: 403, code: 'no_ban_admin', message: "Admin can't ban another admin, yo!" });
    expect((await otherAdmin.client.get('/api/_user')).status).toBe(200);
    expect((await admin.client.get(`/api/users/${otherAdmin.name}`)).body.isBanned).toBe(false);
  });

  it('answers user_not_found for unknown names and invalid_json for a missing or mistyped username', async () => {
    expect((await ban(admin, { username: uniqueName('nobodyhere') })).body).toEqual({ status: 404, code: 'user_not_found', message: 'User not found.' });
    expect((await admin.client.post('/api/_admin', { action: 'unban_user', username: uniqueName('nobodyhere') })).body.code).toBe('user_not_found');
    expect((await ban(admin, {})).body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
    expect((await ban(admin, { username: 7 })).body.code).toBe('invalid_json');
    expect((await admin.client.post('/api/_admin', { action: 'unban_user' })).body.code).toBe('invalid_json');
  });

  it('is for admins only', async () => {
    const target = await signUp(api);
    expect((await ban(bystander, { username: target.name })).body.code).toBe('not_admin');
    expect((await api.client().post('/api/_admin', { action: 'ban_user', username: target.name })).body.code).toBe('not_logged_in');
    expect((await target.client.get('/api/_user')).status).toBe(200);
  });
});
