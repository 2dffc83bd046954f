import { addMod, createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { startWithAdmin } from './support/forum';

let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const ADMIN_ONLY_KEYS = ['createdIP', 'userIndex', 'lastSeen', 'lastSeenIP', 'webPushSubscriptionsCount'];

describe('GET /api/users/{username}?adminsView=true', () => {
  it('refuses visitors with 401 and non-admins (the user themself included) with 403 not_admin', async () => {
    const user = await signUp(api);
    expect((await api.client().get(`/api/users/${user.name}?adminsView=true`)).body).toEqual({
      status: 401,
      code: 'not_logged_in',
      message: 'User is not logged in.',
    });
    const other = await signUp(api);
    for (const viewer of [other, user]) {
      expect((await viewer.client.get(`/api/users/${user.name}?adminsView=true`)).body).toEqual({
        status: 403,
        code: 'not_admin',
        message: 'You are not an admin.',
      });
    }
  });

  it('answers 404 user_not_found for an unknown name, to admins and visitors alike', async () => {
    const notFound = { status: 404, code: 'user_not_found', message: 'User not found.' };
    expect((await admin.client.get('/api/users/nobody_at_all1?adminsView=true')).body).toEqual(notFound);
    expect((await api.client().get('/api/users/nobody_at_all1?adminsView=true')).body).toEqual(notFound);
  });

  it('gives admins the User plus createdIP, userIndex, lastSeen, lastSeenIP and webPushSubscriptionsCount', async () => {
    const user = await signUp(api);
    const mod = await signUp(api);
    const community = await createCommunity(admin);
    await addMod(admin, community.id, mod.name);
    const res = await admin.client.get(`/api/users/${mod.name.toUpperCase()}?adminsView=true`);
    expect(res.status).toBe(200);
    const [row] = await api.db.query(
      `SELECT user_index::int AS "userIndex", created_ip AS "createdIP", last_seen_ip AS "lastSeenIP", last_seen AS "lastSeen" FROM users WHERE id = $1`,
      [mod.id],
    );
    expect(res.body).toMatchObject({
      id: mod.id,
      username: mod.name,
      createdIP: mod.client.ip,
      lastSeenIP: row.lastSeenIP,
      userIndex: row.userIndex,
      lastSeen: new Date(row.lastSeen).toISOString().replace(/\.\d+Z$/, 'Z'),
      webPushSubscriptionsCount: 0,
      isAdmin: false,
      deleted: false,
    });
    expect(res.body.userIndex).toEqual(expect.any(Number));
    expect(res.body.moddingList.map((c: { id: string }) => c.id)).toEqual([community.id]);
    // The account number counts accounts in creation order.
    const earlier = await admin.client.get(`/api/users/${user.name}?adminsView=true`);
    expect(earlier.body.userIndex).toBeLessThan(res.body.userIndex);
    // The plain view keeps the admin-only fields to admins and never has the two view-only ones.
    const plain = await admin.client.get(`/api/users/${mod.name}`);
    expect(Object.keys(plain.body)).toEqual(expect.arrayContaining(['createdIP', 'lastSeen', 'lastSeenIP']));
    expect(plain.body).not.toHaveProperty('userIndex');
    expect(plain.body).not.toHaveProperty('webPushSubscriptionsCount');
    const seenByUser = await user.client.get(`/api/users/${mod.name}`);
    for (const key of ADMIN_ONLY_KEYS) expect(seenByUser.body).not.toHaveProperty(key);
  });

  it('shows a deleted account unghosted, with its email', async () => {
    const user = await signUp(api);
    await api.db.query(`UPDATE users SET deleted_at = now(), email = 'gone@example.com' WHERE id = $1`, [user.id]);
    const res = await admin.client.get(`/api/users/${user.name}?adminsView=true`);
    expect(res.body).toMatchObject({ id: user.id, username: user.name, deleted: true, email: 'gone@example.com', webPushSubscriptionsCount: 0 });
    expect(res.body.createdAt).not.toBe('0001-01-01T00:00:00Z');
    expect(res.body.deletedAt).not.toBe('0001-01-01T00:00:00Z');
  });

  it('takes a new admin flag into account at once, and any other value of adminsView is the plain view', async () => {
    const user = await signUp(api);
    const promoted = await signUp(api);
    expect((await promoted.client.get(`/api/users/${user.name}?adminsView=true`)).status).toBe(403);
    await makeAdmin(api, promoted);
    expect((await promoted.client.get(`/api/users/${user.name}?adminsView=true`)).body.userIndex).toEqual(expect.any(Number));
    const plain = await api.client().get(`/api/users/${user.name}?adminsView=false`);
    expect(plain.status).toBe(200);
    for (const key of ADMIN_ONLY_KEYS) expect(plain.body).not.toHaveProperty(key);
  });
});
