import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { AccountErasure } from '@app/server/core/events';
import { addComment } from './comment-fixtures';
import { addMod, createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { png, storedFiles, upload } from './images-fixtures';
import { createPost } from './post-fixtures';
import { startWithAdmin } from './support/forum';

/** `DELETE /api/users/{username}` (docs/api/users.md; ghost authors: docs/api/rules.md §9), with the contract's rate limits on. */
let api: TestApi;
let admin: Member;
let home: { id: string; name: string };
let other: { id: string; name: string };
const imagesDir = resolve(`tmp/test-images-${randomBytes(4).toString('hex')}`);
const PASSWORD = 'correct horse battery';
const ZERO = '000000000000000000000000';

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ imagesDir }));
  home = await createCommunity(admin);
  other = await createCommunity(admin);
});

afterAll(async () => {
  await api.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

const remove = (by: Member, username: string, password = PASSWORD) => by.client.send('delete', `/api/users/${username}`, { password });
const error = (res: request.Response) => ({ status: res.status, body: res.body });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An account with something in every area that stores per-user rows, and personal data to find later. */
interface Victim extends Member {
  email: string;
  ip: string;
  lastSeenIp: string;
  about: string;
  userAgent: string;
  post: { id: string; publicId: string };
  commentId: string;
  laptop: ReturnType<TestApi['client']>;
}

async function makeVictim(): Promise<Victim> {
  const name = uniqueName('v');
  const tag = randomBytes(5).toString('hex');
  const ip = `10.213.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
  const email = `victim-${tag}@example.org`;
  const client = api.client(ip);
  const signup = await client.signup(name, PASSWORD, email);
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
  const member: Member = { client, name, id: signup.body.id };
  const about = `About ${tag}: I keep bees.`;
  expect((await member.client.post('/api/_settings?action=updateProfile', { aboutMe: about })).status).toBe(200);
  // A later visit from elsewhere (activity tracking writes at most every 5 minutes, so set here).
  const lastSeenIp = `fd00::${tag.slice(0, 4)}:${tag.slice(4)}`;
  await api.db.query('UPDATE users SET last_seen_ip = $2 WHERE id = $1', [member.id, lastSeenIp]);
  expect((await upload(member.client, `/api/users/${name}/pro_pic`, await png(300, 300))).status).toBe(200);
  expect((await member.client.post('/api/_joinCommunity', { communityId: home.id, leave: false })).status).toBe(200);
  await addMod(admin, home.id, name);
  expect((await admin.client.post(`/api/communities/${other.id}/banned`, { username: name })).status).toBe(200);
  const post = await createPost(member, home.name, { title: `Post by ${name}` });
  const comment = await addComment(member, { ...post, communityId: home.id }, 'A comment that stays');
  // A vote on someone else's post, a hidden post, a visit and a notification.
  const author = await signUp(api);
  const theirs = await createPost(author, home.name);
  expect((await member.client.post('/api/_postVote', { postId: theirs.id, up: true })).status).toBe(200);
  expect((await member.client.post('/api/hidden_posts', { postId: theirs.id })).status).toBe(200);
  expect((await member.client.get(`/api/posts/${theirs.publicId}`)).status).toBe(200);
  await addComment(author, { ...post, communityId: home.id }, 'A reply to the victim');
  const laptop = api.client();
  expect((await laptop.login(name)).status).toBe(200);
  // The installed app's use: a row holding the account, its address and its browser.
  const userAgent = `VictimBrowser/${tag}`;
  expect((await member.client.post('/api/analytics', { event: 'pwa_use' }, { 'User-Agent': userAgent })).status).toBe(200);
  return { ...member, email, ip, lastSeenIp, about, userAgent, post, commentId: comment.id, laptop };
}

async function countRows(sql: string, params: unknown[]): Promise<number> {
  return Number((await api.db.query(sql, params))[0].count);
}

/** Every text-like column of every table in the database (information_schema), as `[table, column]`. */
async function textColumns(): Promise<[string, string][]> {
  const rows: { table_name: string; column_name: string }[] = await api.db.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'inet', 'cidr') OR c.data_type = 'ARRAY')`,
  );
  return rows.map((r) => [r.table_name, r.column_name]);
}

/** Rows anywhere in the database whose text contains `needle`, as "table.column". */
async function whereFound(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const [table, column] of await textColumns()) {
    const n = await countRows(`SELECT count(*) FROM "${table}" WHERE strpos("${column}"::text, $1) > 0`, [needle]);
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The seeder's invariant checks (tools/seed/checks.sql.mjs, `npm run seed -- --check`), read as data. */
function seederChecks(): { name: string; sql: string }[] {
  const source = readFileSync(resolve(__dirname, '../../../tools/seed/checks.sql.mjs'), 'utf8').replace('export const CHECKS =', 'CHECKS =');
  const context: { CHECKS?: { name: string; sql: string }[] } = {};
  runInNewContext(source, context);
  if (!context.CHECKS?.length) throw new Error('no checks read');
  return context.CHECKS;
}

async function brokenInvariants(): Promise<string[]> {
  const broken: string[] = [];
  for (const check of seederChecks()) if ((await countRows(check.sql, [])) > 0) broken.push(check.name);
  return broken;
}

describe('who may delete', () => {
  it('refuses a wrong password with 403 wrong_password, then limits the account to 1 try per 5 seconds', async () => {
    const member = await signUp(api);
    expect(error(await remove(member, member.name, 'not my password'))).toEqual({
      status: 403,
      body: { status: 403, code: 'wrong_password', message: 'Wrong password.' },
    });
    const limited = await remove(member, member.name);
    expect(error(limited)).toEqual({ status: 429, body: { status: 429, message: 'Too Many Requests.' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows('SELECT count(*) FROM users WHERE id = $1 AND deleted_at IS NULL', [member.id])).toBe(1);
    expect((await member.client.get('/api/_user')).status).toBe(200);
  });

  it('refuses a missing password with 403 wrong_password and a mistyped one with 400 invalid_json', async () => {
    const [a, b] = [await signUp(api), await signUp(api)];
    expect(error(await a.client.send('delete', `/api/users/${a.name}`, {}))).toEqual({
      status: 403,
      body: { status: 403, code: 'wrong_password', message: 'Wrong password.' },
    });
    expect((await a.client.get('/api/_user')).status).toBe(200);
    const typed = await b.client.send('delete', `/api/users/${b.name}`, { password: 12345678 });
    expect(error(typed)).toEqual({ status: 400, body: { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' } });
  });

  it('refuses another user with 403 not_admin, even with the right password', async () => {
    const [member, target] = [await signUp(api), await signUp(api)];
    expect(error(await remove(member, target.name))).toEqual({ status: 403, body: { status: 403, code: 'not_admin', message: 'You are not an admin.' } });
    expect((await target.client.get('/api/_user')).status).toBe(200);
  });

  it('checks the password before the target: an admin with a wrong password gets 403 wrong_password for any name', async () => {
    const boss = await makeAdmin(api, await signUp(api));
    expect((await remove(boss, 'nosuchuser1', 'wrong password')).body.code).toBe('wrong_password');
  });

  it('answers 404 user_not_found to an admin for an unknown name', async () => {
    const boss = await makeAdmin(api, await signUp(api));
    expect(error(await remove(boss, 'nosuchuser2'))).toEqual({ status: 404, body: { status: 404, code: 'user_not_found', message: 'User not found.' } });
  });

  it('refuses to delete the sentinel accounts ghost and nobody (403 sentinel_account), which stay as they were', async () => {
    const boss = await makeAdmin(api, await signUp(api));
    const res = await remove(boss, 'nobody');
    expect(error(res)).toEqual({
      status: 403,
      body: { status: 403, code: 'sentinel_account', message: 'This account belongs to the site and cannot be deleted.' },
    });
    await sleep(5100);
    expect((await remove(boss, 'Ghost')).body.code).toBe('sentinel_account');
    const rows = await api.db.query(`SELECT username, is_admin, deleted_at FROM users WHERE username IN ('ghost', 'nobody') ORDER BY username`);
    expect(rows).toEqual([
      { username: 'ghost', is_admin: false, deleted_at: null },
      { username: 'nobody', is_admin: true, deleted_at: null },
    ]);
  });

  it('lets an admin delete another account with the admin password, once: then 403 user-deleted', async () => {
    const boss = await makeAdmin(api, await signUp(api));
    const target = await signUp(api);
    expect(error(await remove(boss, target.name.toUpperCase()))).toEqual({ status: 200, body: { success: true } });
    expect((await target.client.get('/api/_user')).status).toBe(401);
    // The admin is still logged in; the limit of 1 per 5 seconds is the admin's.
    expect((await boss.client.get('/api/_user')).status).toBe(200);
    await sleep(5100);
    expect(error(await remove(boss, target.name))).toEqual({
      status: 403,
      body: { status: 403, code: 'user-deleted', message: 'Cannot continue because the user is deleted.' },
    });
  });

  it('refuses a visitor with 401 not_logged_in', async () => {
    const target = await signUp(api);
    expect((await api.client().send('delete', `/api/users/${target.name}`, { password: PASSWORD })).body.code).toBe('not_logged_in');
  });
});

describe('deleting an account', () => {
  let victim: Victim;
  let before: { members: number; points: number };

  beforeAll(async () => {
    victim = await makeVictim();
    const [row] = await api.db.query('SELECT no_members FROM communities WHERE id = $1', [home.id]);
    const [points] = await api.db.query(`SELECT sum(points)::int AS total FROM users`);
    before = { members: row.no_members, points: points.total };
    expect(await countRows('SELECT count(*) FROM notifications WHERE user_id = $1', [victim.id])).toBeGreaterThan(0);
    expect(storedFiles(imagesDir).length).toBeGreaterThan(0);
    expect(await whereFound(victim.email)).toEqual(['users.email']);
    expect(await whereFound(victim.userAgent)).toEqual(['analytics_events.payload']);
    const res = await remove(victim, victim.name);
    expect(error(res)).toEqual({ status: 200, body: { success: true } });
  });

  it('ends every session of the account: this client and another logged-in one are logged out', async () => {
    for (const client of [victim.client, victim.laptop]) {
      const poll = await client.get('/api/_user');
      expect({ status: poll.status, code: poll.body.code }).toEqual({ status: 401, code: 'not_logged_in' });
    }
    const login = await api.client().login(victim.name);
    expect(error(login)).toEqual({ status: 401, body: { status: 401, code: 'wrong-password', message: 'Username and password do not match.' } });
  });

  it('leaves no row anywhere in the database holding the email, either address, the about text or the browser', async () => {
    const columns = await textColumns();
    expect(columns.length).toBeGreaterThan(20);
    expect(columns).toEqual(
      expect.arrayContaining([
        ['users', 'email'],
        ['users', 'created_ip'],
        ['users', 'last_seen_ip'],
        ['notifications', 'payload'],
      ]),
    );
    for (const needle of [victim.email, victim.ip, victim.lastSeenIp, victim.about, victim.userAgent])
      expect({ needle, found: await whereFound(needle) }).toEqual({ needle, found: [] });
  });

  it('clears the account row as docs/api/users.md says, keeping name, points and counters', async () => {
    const [row] = await api.db.query(
      `SELECT username, email, email_confirmed_at, about_me, is_admin, notifications_new_count, deleted_at IS NOT NULL AS deleted,
              created_ip, last_seen_ip, pro_pic_id, points, no_posts, no_comments, password_hash LIKE '$argon2id$%' AS argon
       FROM users WHERE id = $1`,
      [victim.id],
    );
    expect(row).toEqual({
      username: victim.name,
      email: null,
      email_confirmed_at: null,
      about_me: null,
      is_admin: false,
      notifications_new_count: 0,
      deleted: true,
      created_ip: null,
      last_seen_ip: null,
      pro_pic_id: null,
      points: 1,
      no_posts: 1,
      no_comments: 1,
      argon: true,
    });
  });

  it('keeps the name taken, in any letter case', async () => {
    for (const name of [victim.name, victim.name.toUpperCase()]) {
      const res = await api.client().signup(name);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'user_exists' });
    }
    const profile = (await api.client().get(`/api/users/${victim.name}`)).body;
    expect(profile).toMatchObject({ id: ZERO, username: victim.name, deleted: true, email: null, aboutMe: null, proPic: null, badges: [] });
  });

  it('shows the posts and comments under a ghost', async () => {
    const post = (await api.client().get(`/api/posts/${victim.post.publicId}`)).body;
    expect(post).toMatchObject({ userId: ZERO, username: 'ghost', userDeleted: true, deleted: false, title: `Post by ${victim.name}` });
    expect(post.userGhostId).toMatch(/^[0-9a-f]{8}$/);
    const comment = post.comments.find((c: { id: string }) => c.id === victim.commentId);
    expect(comment).toMatchObject({ userId: ZERO, username: 'ghost', userDeleted: true, body: 'A comment that stays', userGhostId: post.userGhostId });
  });

  it('removes memberships, moderator positions, community bans, notifications, hidden posts and visits; keeps votes', async () => {
    const count = (table: string) => countRows(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [victim.id]);
    expect({
      members: await count('community_members'),
      mods: await count('community_mods'),
      bans: await count('community_bans'),
      notifications: await count('notifications'),
      hidden: await count('hidden_posts'),
      visits: await count('post_visits'),
      votes: await count('post_votes'),
    }).toEqual({ members: 0, mods: 0, bans: 0, notifications: 0, hidden: 0, visits: 0, votes: 2 });
    const [row] = await api.db.query('SELECT no_members FROM communities WHERE id = $1', [home.id]);
    expect(row.no_members).toBe(before.members - 1);
    const mods = (await api.client().get(`/api/communities/${home.id}/mods`)).body.map((u: { username: string }) => u.username);
    expect(mods).not.toContain(victim.name);
    // Points are never reverted (docs/api/rules.md §7).
    const [points] = await api.db.query(`SELECT sum(points)::int AS total FROM users`);
    expect(points.total).toBe(before.points);
  });

  it('deletes the profile picture: image rows, copies and files', async () => {
    expect(await countRows('SELECT count(*) FROM images WHERE user_id = $1', [victim.id])).toBe(0);
    expect(storedFiles(imagesDir)).toEqual([]);
  });

  it("keeps every invariant of the seeder's check", async () => {
    expect(await brokenInvariants()).toEqual([]);
  });

  it('has the erasure steps of the areas that hold per-user rows', () => {
    const areas = api.app.get(AccountErasure).registeredAreas();
    // Each once, though their modules are imported by many others.
    for (const area of ['communities', 'posts', 'notifications', 'analytics'])
      expect({ area, times: areas.filter((a) => a === area).length }).toEqual({ area, times: 1 });
  });
});

describe('one transaction', () => {
  it('changes nothing when any erasure step fails', async () => {
    const member = await signUp(api);
    const email = `keep-${randomBytes(4).toString('hex')}@example.org`;
    await member.client.post('/api/_settings?action=updateProfile', { email, aboutMe: 'Still here' });
    expect((await member.client.post('/api/_joinCommunity', { communityId: home.id, leave: false })).status).toBe(200);
    expect((await member.client.post('/api/analytics', { event: 'pwa_use' })).status).toBe(200);
    const [{ no_members: members }] = await api.db.query('SELECT no_members FROM communities WHERE id = $1', [home.id]);
    api.app.get(AccountErasure).register({
      area: 'failing test step',
      eraseAccount: async (_tx, userId) => {
        if (userId === member.id) throw new Error('step failed');
      },
    });
    const res = await remove(member, member.name);
    expect(error(res)).toEqual({ status: 500, body: { status: 500, message: 'Internal Server Error' } });
    const [row] = await api.db.query('SELECT email, about_me, deleted_at FROM users WHERE id = $1', [member.id]);
    expect(row).toEqual({ email, about_me: 'Still here', deleted_at: null });
    expect(await countRows('SELECT count(*) FROM community_members WHERE user_id = $1', [member.id])).toBe(1);
    expect(await countRows(`SELECT count(*) FROM analytics_events WHERE payload->>'userId' = $1`, [member.id])).toBe(1);
    const [{ no_members: after }] = await api.db.query('SELECT no_members FROM communities WHERE id = $1', [home.id]);
    expect(after).toBe(members);
  });
});
