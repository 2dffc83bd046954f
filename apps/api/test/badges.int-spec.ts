import { AuthorJsonService } from '@app/server/users';
import { addMod, createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { badge, inbox, notificationRows } from './notification-fixtures';
import { createPost } from './post-fixtures';
import { countQueries } from './query-counter';
import { startWithAdmin } from './support/forum';
import { errorBody } from './support/error-body';

/** Badges (docs/api/users.md, "POST /api/users/{username}/badges and DELETE …/badges/{badgeId}"; docs/api/entities.md §2). */
let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const give = (by: Member, username: string, body: unknown = { type: 'supporter' }) => by.client.post(`/api/users/${username}/badges`, body);
const take = (by: Member, username: string, badgeId: string, query = '') => by.client.send('delete', `/api/users/${username}/badges/${badgeId}${query}`);
const profileBadges = async (username: string, viewer?: Member) => (await (viewer?.client ?? api.client()).get(`/api/users/${username}`)).body.badges;
const badgeRows = async (member: Member) => Number((await api.db.query(`SELECT count(*) FROM badges WHERE user_id = $1`, [member.id]))[0].count);

describe('adding a badge', () => {
  it('answers the user badges, shows them on the profile and in _initial, and tells the user once', async () => {
    const member = await signUp(api);
    const res = await give(admin, member.name.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: expect.any(Number), type: 'supporter' }]);
    const [awarded] = res.body as { id: number }[];
    expect(await profileBadges(member.name)).toEqual([{ id: awarded.id, type: 'supporter' }]);
    expect((await member.client.get('/api/_initial')).body.user.badges).toEqual([{ id: awarded.id, type: 'supporter' }]);
    expect((await member.client.get('/api/_user')).body.badges).toEqual([{ id: awarded.id, type: 'supporter' }]);

    // Idempotent: the same badge, no second row, no second notification.
    const again = await give(admin, member.name);
    expect(again.status).toBe(200);
    expect(again.body).toEqual([{ id: awarded.id, type: 'supporter' }]);
    expect(await badgeRows(member)).toBe(1);
    expect(await notificationRows(api, member)).toBe(1);

    const page = await inbox(member);
    expect(page.items).toHaveLength(1);
    expect(page.items?.[0]).toMatchObject({
      type: 'new_badge',
      seen: false,
      title: 'You are awarded the <b>supporter</b> badge for your contribution to Discuit and for sheer awesomeness!',
      toURL: `/@${member.name}`,
      icons: ['/badge-supporter.png'],
    });
    expect(await badge(member)).toBe(1);
    const plain = (await member.client.get('/api/notifications')).body.items[0];
    expect(plain.notif).toMatchObject({
      userId: member.id,
      badgeType: 'supporter',
      user: { id: member.id, username: member.name, email: null, badges: [{ id: awarded.id, type: 'supporter' }] },
    });
  });

  it('refuses badges for the site’s own accounts (ghost, nobody) with 403 sentinel_account, storing none', async () => {
    for (const username of ['ghost', 'nobody']) {
      expect((await give(admin, username)).body).toEqual(
        errorBody(403, 'sentinel_account', 'This account belongs to the site and cannot be banned or given badges.'),
      );
    }
    expect((await api.db.query(`SELECT count(*)::int AS n FROM badges b JOIN users u ON u.id = b.user_id WHERE u.username IN ('ghost', 'nobody')`))[0].n).toBe(
      0,
    );
  });

  it('notifies an admin who awards themself (the badge is the site’s, not the admin’s act)', async () => {
    const other = await makeAdmin(api, await signUp(api));
    expect((await give(other, other.name)).status).toBe(200);
    expect((await inbox(other)).items?.map((i) => i.type)).toEqual(['new_badge']);
  });

  it('refuses in the order of docs/api/errors.md §3: login, admin ("User not admin."), user, body, deleted user, badge type', async () => {
    const member = await signUp(api);
    const visitor = api.client();
    expect((await visitor.post(`/api/users/${member.name}/badges`, { type: 'supporter' })).body).toEqual(
      errorBody(401, 'not_logged_in', 'User is not logged in.'),
    );
    const notAdmin = errorBody(403, 'not_admin', 'User not admin.');
    expect((await give(member, member.name)).body).toEqual(notAdmin);
    expect((await give(member, 'nosuchuser_zz', { type: 7 })).body).toEqual(notAdmin);
    expect((await give(admin, 'nosuchuser_zz', { type: 7 })).body).toEqual(errorBody(404, 'user_not_found', 'User not found.'));
    const invalidJson = errorBody(400, 'invalid_json', 'Invalid JSON body.');
    expect((await give(admin, member.name, { type: 7 })).body).toEqual(invalidJson);
    expect((await give(admin, member.name, [{ type: 'supporter' }])).body).toEqual(invalidJson);
    const typeNotFound = errorBody(404, 'badge_type_not_found', 'Badge type not found.');
    expect((await give(admin, member.name, { type: 'Supporter' })).body).toEqual(typeNotFound);
    expect((await give(admin, member.name, {})).body).toEqual(typeNotFound);
    const deleted = await signUp(api);
    await api.db.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [deleted.id]);
    expect((await give(admin, deleted.name, { type: 'nosuchtype' })).body).toEqual(
      errorBody(403, 'user-deleted', 'Cannot continue because the user is deleted.'),
    );
    expect(await badgeRows(member)).toBe(0);
    expect(await badgeRows(deleted)).toBe(0);
    expect(await notificationRows(api, member)).toBe(0);
  });
});

describe('removing badges', () => {
  it('byType removes the type; by id removes that badge of that user only', async () => {
    const member = await signUp(api);
    const other = await signUp(api);
    await api.db.query(`INSERT INTO badge_types (name) VALUES ('helper') ON CONFLICT DO NOTHING`);
    const [supporter] = (await give(admin, member.name)).body as { id: number }[];
    const both = (await give(admin, member.name, { type: 'helper' })).body as { id: number; type: string }[];
    expect(both.map((b) => b.type)).toEqual(['supporter', 'helper']);
    const [othersBadge] = (await give(admin, other.name)).body as { id: number }[];

    const byType = await take(admin, member.name, 'supporter', '?byType=true');
    expect(byType.status).toBe(200);
    expect(byType.body).toEqual({ success: true });
    expect(await profileBadges(member.name)).toEqual([both[1]]);
    expect(supporter.id).toBe(both[0].id);

    // Another user's badge id under this user's name removes nothing: 404, as for a badge the user does not hold.
    const notHeld = errorBody(404, 'badge_not_found', 'The user has no such badge.');
    expect((await take(admin, member.name, String(othersBadge.id))).body).toEqual(notHeld);
    expect(await profileBadges(other.name)).toEqual([{ id: othersBadge.id, type: 'supporter' }]);

    expect((await take(admin, member.name, String(both[1].id))).body).toEqual({ success: true });
    expect(await profileBadges(member.name)).toEqual([]);
    // Nothing left to remove: 404 for both forms, so a mistyped id or type does not pass for a removal.
    expect((await take(admin, member.name, String(both[1].id))).body).toEqual(notHeld);
    expect((await take(admin, member.name, 'supporter', '?byType=true')).body).toEqual(notHeld);
  });

  it('refuses in the order of docs/api/errors.md §3: login, admin ("Not admin."), user, deleted user, type, badge id', async () => {
    const member = await signUp(api);
    await give(admin, member.name);
    expect((await api.client().send('delete', `/api/users/${member.name}/badges/supporter?byType=true`)).body).toMatchObject({
      status: 401,
      code: 'not_logged_in',
    });
    const notAdmin = errorBody(403, 'not_admin', 'Not admin.');
    expect((await take(member, member.name, 'supporter', '?byType=true')).body).toEqual(notAdmin);
    expect((await take(member, 'nosuchuser_zz', 'x')).body).toEqual(notAdmin);
    expect((await take(admin, 'nosuchuser_zz', 'x')).body).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await take(admin, member.name, 'gold', '?byType=true')).body).toEqual(errorBody(404, 'badge_type_not_found', 'Badge type not found.'));
    const badId = errorBody(400, 'bad_badge_id', 'Bad badge id.');
    for (const id of ['supporter', '1.5', '-1', '99999999999', '0x1'])
      expect({ id, body: (await take(admin, member.name, id)).body }).toEqual({ id, body: badId });
    // Without byType=true exactly, the segment is an id.
    expect((await take(admin, member.name, 'supporter', '?byType=1')).body).toEqual(badId);
    expect(await badgeRows(member)).toBe(1);
    await api.db.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [member.id]);
    expect((await take(admin, member.name, 'x')).body).toMatchObject({ status: 403, code: 'user-deleted' });
    expect(await badgeRows(member)).toBe(1);
  });
});

describe('badges on User objects', () => {
  it('ghosted users show none to non-admins; admins see them', async () => {
    const member = await signUp(api);
    await give(admin, member.name);
    await api.db.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [member.id]);
    expect(await profileBadges(member.name)).toEqual([]);
    expect(await profileBadges(member.name, admin)).toEqual([{ id: expect.any(Number), type: 'supporter' }]);
    expect((await admin.client.get(`/api/users/${member.name}?adminsView=true`)).body.badges).toEqual([{ id: expect.any(Number), type: 'supporter' }]);
  });

  it('post authors and moderator lists carry badges, with no statement per user', async () => {
    const community = await createCommunity(admin);
    const mods: Member[] = [];
    for (let i = 0; i < 3; i++) {
      const mod = await signUp(api);
      await give(admin, mod.name);
      await mod.client.post('/api/_joinCommunity', { communityId: community.id, leave: false });
      mods.push(mod);
    }
    await addMod(admin, community.id, mods[0].name);
    const post = await createPost(mods[0], community.name);
    const page = await api.client().get(`/api/posts/${post.publicId}`);
    expect(page.body.author.badges).toEqual([{ id: expect.any(Number), type: 'supporter' }]);

    const reader = api.client();
    await reader.get('/api/_initial');
    const modsPath = `/api/communities/${community.id}/mods`;
    const few = await countQueries(api.db, () => reader.get(modsPath));
    const fewBody = (await reader.get(modsPath)).body as { username: string; badges: unknown[] }[];
    expect(fewBody.map((u) => u.badges)).toEqual([[], [{ id: expect.any(Number), type: 'supporter' }]]);
    await addMod(admin, community.id, mods[1].name);
    await addMod(admin, community.id, mods[2].name);
    const many = await countQueries(api.db, () => reader.get(modsPath));
    const manyBody = (await reader.get(modsPath)).body as { badges: unknown[] }[];
    expect(manyBody).toHaveLength(4);
    expect(manyBody.slice(1).every((u) => u.badges.length === 1)).toBe(true);
    expect(many).toBe(few);
  });
});

describe('authors’ JSON on comment pages (AuthorJsonService)', () => {
  it('is cached with no, one and two badges, and read again once a badge changes', async () => {
    const authors = api.app.get(AuthorJsonService);
    const [none, one, two] = [await signUp(api), await signUp(api), await signUp(api)];
    expect((await give(admin, one.name)).status).toBe(200);
    expect((await give(admin, two.name)).status).toBe(200);
    await api.db.query(`INSERT INTO badge_types (name) VALUES ('second_kind') ON CONFLICT (name) DO NOTHING`);
    await api.db.query(`INSERT INTO badges (user_id, type_id, created_at) SELECT $1, id, now() FROM badge_types WHERE name = 'second_kind'`, [two.id]);
    const ids = [none.id, one.id, two.id];
    const badgesOf = (found: Map<string, { user: string }>, id: string) =>
      (JSON.parse(found.get(id)?.user ?? '{}') as { badges?: { type: string }[] }).badges?.map((b) => b.type);

    let found = new Map<string, { user: string }>();
    // The first read fills the cache (versions, then the rows); the second finds every version unchanged: the
    // narrow read of the versions gives the very text the rows were cached under, badges or not.
    expect(await countQueries(api.db, async () => (found = await authors.authors(ids, null)))).toBe(2);
    expect([badgesOf(found, none.id), badgesOf(found, one.id), badgesOf(found, two.id)]).toEqual([[], ['supporter'], ['supporter', 'second_kind']]);
    expect(await countQueries(api.db, async () => (found = await authors.authors(ids, null)))).toBe(1);

    const [{ id: badgeId }] = (await api.db.query(`SELECT id FROM badges WHERE user_id = $1 ORDER BY id LIMIT 1`, [two.id])) as { id: number }[];
    expect((await take(admin, two.name, String(badgeId))).status).toBe(200);
    expect(await countQueries(api.db, async () => (found = await authors.authors(ids, null)))).toBe(2);
    expect(badgesOf(found, two.id)).toEqual(['second_kind']);
    expect(await countQueries(api.db, async () => (found = await authors.authors(ids, null)))).toBe(1);
  });
});
