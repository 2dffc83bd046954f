import request from 'supertest';
import { addComment, insertPost } from './comment-fixtures';
import { Member, signUp, uniqueName } from './community-fixtures';
import { cookieValue, TestApi } from './harness';
import { startWithCommunity } from './support/forum';

/** `POST /api/_settings` (docs/api/users.md), with the contract's rate limits on (5 per second per user). */
let api: TestApi;
let community: { id: string; name: string };

beforeAll(async () => ({ api, community } = await startWithCommunity({})));
afterAll(() => api.close());

const PASSWORD = 'correct horse battery';

const updateProfile = (member: Member, body: unknown) => member.client.post('/api/_settings?action=updateProfile', body);
const changePassword = (member: Member, body: unknown) => member.client.post('/api/_settings?action=changePassword', body);
const error = (res: request.Response) => ({ status: res.status, body: res.body });

const ALL_FIELDS = {
  aboutMe: 'I write about *rivers*.',
  email: 'river@example.org',
  upvoteNotificationsOff: true,
  replyNotificationsOff: true,
  homeFeed: 'subscriptions',
  rememberFeedSort: true,
  embedsOff: true,
  hideUserProfilePictures: true,
  requireAltText: true,
} as const;

const DEFAULTS = {
  aboutMe: null,
  email: null,
  upvoteNotificationsOff: false,
  replyNotificationsOff: false,
  homeFeed: 'all',
  rememberFeedSort: false,
  embedsOff: false,
  hideUserProfilePictures: false,
  requireAltText: false,
};

describe('action=updateProfile', () => {
  it('stores every profile field and answers the User as its owner sees it, as do _user and _initial', async () => {
    const member = await signUp(api);
    expect((await member.client.get('/api/_user')).body).toMatchObject(DEFAULTS);
    const res = await updateProfile(member, ALL_FIELDS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...ALL_FIELDS, id: member.id, username: member.name, moddingList: null, deleted: false });
    expect((await member.client.get('/api/_user')).body).toMatchObject(ALL_FIELDS);
    expect((await member.client.get('/api/_initial')).body.user).toMatchObject({ ...ALL_FIELDS, moddingList: null });
    // Others never see the email; the preferences are part of every User (docs/api/entities.md §2).
    const profile = (await api.client().get(`/api/users/${member.name}`)).body;
    expect(profile).toMatchObject({ ...ALL_FIELDS, email: null });
  });

  it('keeps omitted fields, and turns every preference back off', async () => {
    const member = await signUp(api);
    await updateProfile(member, ALL_FIELDS);
    const res = await updateProfile(member, { embedsOff: false });
    expect(res.body).toMatchObject({ ...ALL_FIELDS, embedsOff: false });
    const off = await updateProfile(member, { ...DEFAULTS, aboutMe: '', email: '' });
    expect(off.status).toBe(200);
    // "" is stored as null: "no email" and "no about text" have one spelling.
    expect(off.body).toMatchObject(DEFAULTS);
    const rows = await api.db.query('SELECT email, about_me FROM users WHERE id = $1', [member.id]);
    expect(rows).toEqual([{ email: null, about_me: null }]);
  });

  it('reads a null preference as absent and a null text as a cleared one', async () => {
    const member = await signUp(api);
    await updateProfile(member, ALL_FIELDS);
    const res = await updateProfile(member, { embedsOff: null, homeFeed: null, aboutMe: null, email: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...ALL_FIELDS, aboutMe: null, email: null });
  });

  it('truncates the about text to 10 000 code points and trims the email', async () => {
    const member = await signUp(api);
    const res = await updateProfile(member, { aboutMe: '🌊'.repeat(10_001), email: '  sea@example.org ' });
    expect(res.status).toBe(200);
    expect([...res.body.aboutMe]).toHaveLength(10_000);
    expect(res.body.email).toBe('sea@example.org');
    const [row] = await api.db.query('SELECT char_length(about_me) AS n FROM users WHERE id = $1', [member.id]);
    expect(row.n).toBe(10_000);
  });

  it('ignores fields it does not own, and never echoes them', async () => {
    const member = await signUp(api);
    const res = await updateProfile(member, { isAdmin: true, points: 5000, username: 'someone_else', notificationsNewCount: 9, aboutMe: 'hi' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isAdmin: false, points: 1, username: member.name, notificationsNewCount: 0, aboutMe: 'hi' });
    const [row] = await api.db.query('SELECT is_admin, points, username FROM users WHERE id = $1', [member.id]);
    expect(row).toEqual({ is_admin: false, points: 1, username: member.name });
  });

  it.each([
    ['a string for a boolean', { embedsOff: 'true' }],
    ['a number for the about text', { aboutMe: 12 }],
    ['an object for the email', { email: { at: 'x' } }],
    ['an unknown home feed', { homeFeed: 'popular' }],
    ['an array body', [1, 2]],
  ])('refuses %s with 400 invalid_json and changes nothing', async (_case, body) => {
    const member = await signUp(api);
    const res = await updateProfile(member, body);
    expect(error(res)).toEqual({ status: 400, body: { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' } });
    expect((await member.client.get('/api/_user')).body).toMatchObject(DEFAULTS);
  });

  it('answers 403 user-deleted for a deleted account', async () => {
    const member = await signUp(api);
    await api.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [member.id]);
    const res = await updateProfile(member, { aboutMe: 'still here?' });
    expect(error(res)).toEqual({ status: 403, body: { status: 403, code: 'user-deleted', message: 'Cannot continue because the user is deleted.' } });
    const [row] = await api.db.query('SELECT about_me FROM users WHERE id = $1', [member.id]);
    expect(row.about_me).toBeNull();
  });

  it('replyNotificationsOff stops new_comment and comment_reply; upvoteNotificationsOff stops new_votes', async () => {
    // One act per member: comments are limited to 2 per 5 seconds each.
    const [author, commenter, replier, voter, later] = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(api)));
    const post = await insertPost(api, author, community.id);
    await updateProfile(author, { replyNotificationsOff: true, upvoteNotificationsOff: true });
    const mine = await addComment(author, post, 'my comment');
    await addComment(commenter, post, 'a comment on the post');
    await addComment(replier, post, 'a reply', mine.id);
    expect((await voter.client.post('/api/_postVote', { postId: post.id, up: true })).status).toBe(200);
    const types = async () =>
      (await api.db.query('SELECT type FROM notifications WHERE user_id = $1 ORDER BY id', [author.id])).map((r: { type: string }) => r.type);
    expect(await types()).toEqual([]);
    // Turned back on, the same acts notify.
    await updateProfile(author, { replyNotificationsOff: false });
    await addComment(later, post, 'another comment');
    expect(await types()).toEqual(['new_comment']);
  });
});

describe('the action', () => {
  it.each([
    ['no action', '/api/_settings'],
    ['an unknown action', '/api/_settings?action=deleteEverything'],
    ['a repeated action', '/api/_settings?action=updateProfile&action=updateProfile'],
  ])('refuses %s with 400 invalid_action, before reading the body', async (_case, path) => {
    const member = await signUp(api);
    const res = await member.client.post(path, '{"aboutMe": 5}');
    expect(error(res)).toEqual({ status: 400, body: { status: 400, code: 'invalid_action', message: 'Unsupported action.' } });
  });

  it('refuses a visitor with 401 not_logged_in', async () => {
    const res = await api.client().post('/api/_settings?action=updateProfile', { aboutMe: 'x' });
    expect(error(res)).toEqual({ status: 401, body: { status: 401, code: 'not_logged_in', message: 'User is not logged in.' } });
  });

  it('allows 5 calls per second per user, then 429 with Retry-After (docs/api/rules.md §12)', async () => {
    const member = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await updateProfile(member, { aboutMe: `n${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await changePassword(member, { password: PASSWORD, newPassword: 'another password', repeatPassword: 'another password' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has a budget of their own.
    expect((await updateProfile(await signUp(api), { aboutMe: 'x' })).status).toBe(200);
  });
});

describe('action=changePassword', () => {
  it('refuses a repeat that differs with 400 password_not_match, before checking the current password', async () => {
    const member = await signUp(api);
    const res = await changePassword(member, { password: 'not my password', newPassword: 'new password 1', repeatPassword: 'new password 2' });
    expect(error(res)).toEqual({ status: 400, body: { status: 400, code: 'password_not_match', message: 'Passwords do not match.' } });
  });

  it('refuses a wrong current password with 401 wrong-password, and the password stays', async () => {
    const member = await signUp(api);
    const res = await changePassword(member, { password: 'not my password', newPassword: 'new password 1', repeatPassword: 'new password 1' });
    expect(error(res)).toEqual({ status: 401, body: { status: 401, code: 'wrong-password', message: 'Username and password do not match.' } });
    expect((await member.client.get('/api/_user')).status).toBe(200);
    expect((await api.client().login(member.name, PASSWORD)).status).toBe(200);
  });

  it.each([
    ['empty', '', 'Password empty.'],
    ['of 5 characters', 'short', 'Password too short.'],
    ['of 7 characters', 'seven77', 'Password too short.'],
    ['of 1025 characters (our maximum, docs/api-notes.md)', 'x'.repeat(1025), 'Password too long.'],
  ])('refuses a new password %s with 400 invalid-password', async (_case, newPassword, message) => {
    const member = await signUp(api);
    const res = await changePassword(member, { password: PASSWORD, newPassword, repeatPassword: newPassword });
    expect(error(res)).toEqual({ status: 400, body: { status: 400, code: 'invalid-password', message } });
    expect((await api.client().login(member.name, PASSWORD)).status).toBe(200);
  });

  it('checks the current password before the new one', async () => {
    const member = await signUp(api);
    const res = await changePassword(member, { password: 'wrong one', newPassword: 'short', repeatPassword: 'short' });
    expect(res.status).toBe(401);
  });

  it('takes passwords exactly as typed, never trimmed: spaces count', async () => {
    const member = await signUp(api);
    const padded = await changePassword(member, { password: ` ${PASSWORD} `, newPassword: 'new password 1', repeatPassword: 'new password 1' });
    expect(padded.status).toBe(401);
    const res = await changePassword(member, { password: PASSWORD, newPassword: '  spaced pw  ', repeatPassword: '  spaced pw  ' });
    expect(res.status).toBe(200);
    expect((await api.client().login(member.name, 'spaced pw')).status).toBe(401);
    expect((await api.client().login(member.name, '  spaced pw  ')).status).toBe(200);
  });

  it('replaces the hash (argon2id), ends every other session of the account and rotates this one', async () => {
    const name = uniqueName();
    const client = api.client();
    const signup = await client.signup(name);
    const member: Member = { client, name, id: signup.body.id };
    const oldSid = cookieValue(signup, 'SID');
    const laptop = api.client();
    expect((await laptop.login(name, PASSWORD)).status).toBe(200);
    const phone = api.client();
    expect((await phone.login(name, PASSWORD)).status).toBe(200);
    const bystander = await signUp(api);
    const [before] = await api.db.query('SELECT password_hash FROM users WHERE id = $1', [member.id]);
    const oldToken = member.client.csrfToken;

    const res = await changePassword(member, { password: PASSWORD, newPassword: 'a much better one', repeatPassword: 'a much better one' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.id, username: name, email: null, moddingList: null });

    const [after] = await api.db.query('SELECT password_hash FROM users WHERE id = $1', [member.id]);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    // This client goes on in a new session with a new CSRF token; the old id is dead.
    const newSid = cookieValue(res, 'SID');
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(oldSid);
    expect(res.headers['csrf-token']).toBeDefined();
    expect(res.headers['csrf-token']).not.toBe(oldToken);
    expect((await member.client.get('/api/_user')).body.id).toBe(member.id);
    expect((await request(api.server).get('/api/_user').set('Cookie', `SID=${oldSid}`)).status).toBe(401);
    // Every other session of the account is logged out; another account's is not.
    for (const other of [laptop, phone]) {
      const poll = await other.get('/api/_user');
      expect({ status: poll.status, code: poll.body.code }).toEqual({ status: 401, code: 'not_logged_in' });
    }
    expect((await bystander.client.get('/api/_user')).status).toBe(200);
    // Only the new password logs in.
    expect((await api.client().login(name, PASSWORD)).status).toBe(401);
    expect((await api.client().login(name, 'a much better one')).status).toBe(200);
    // The account's session index holds the live sessions only.
    expect((await member.client.post('/api/_settings?action=updateProfile', { aboutMe: 'still me' })).status).toBe(200);
  });
});
