import { addMod, createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { startWithAdmin } from './support/forum';
import { errorBody } from './support/error-body';

let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

const usernames = (body: { username: string }[]) => body.map((u) => u.username);

/** Waits until a statement starting with `statement` waits on a lock in this test's database. */
async function waitForLockWait(statement: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const [{ waiting }] = await api.db.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`,
      [`${statement}%`],
    );
    if (waiting > 0) return;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`no statement "${statement}" waited on a lock`);
}

/**
 * A request whose requester's account row does not exist, as data loaded with foreign-key triggers off
 * (an import, tools/seed) can leave behind. Returns its id.
 */
async function insertOrphanRequest(name: string, denied: boolean): Promise<number> {
  return api.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`);
    const [{ id }] = await tx.query(
      `INSERT INTO community_requests (by_user_id, community_name, denied_at, denied_note) VALUES ($1, $2, $3, $4) RETURNING id`,
      ['f'.repeat(24), name, denied ? new Date() : null, denied ? 'Earlier.' : null],
    );
    return id as number;
  });
}

describe('rules', () => {
  it('adds with growing zIndex, lists, reads, updates and deletes', async () => {
    const { id } = await createCommunity(admin);
    const first = await admin.client.post(`/api/communities/${id}/rules`, { rule: 'Be kind', description: '' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([expect.objectContaining({ rule: 'Be kind', description: null, zIndex: 1, communityId: id, createdBy: admin.id })]);
    const second = await admin.client.post(`/api/communities/${id}/rules`, { rule: 'No spam', description: 'Really.' });
    expect(second.body.map((r: { zIndex: number }) => r.zIndex)).toEqual([1, 2]);
    const ruleId = second.body[1].id;
    expect((await api.client().get(`/api/communities/${id}/rules/${ruleId}`)).body.rule).toBe('No spam');
    const updated = await admin.client.send('put', `/api/communities/${id}/rules/${ruleId}`, { rule: 'No spam ever', description: null, zIndex: 0 });
    expect(updated.body).toMatchObject({ id: ruleId, rule: 'No spam ever', description: null, zIndex: 0 });
    const deleted = await admin.client.send('delete', `/api/communities/${id}/rules/${ruleId}`);
    expect(deleted.body.id).toBe(ruleId);
    expect((await api.client().get(`/api/communities/${id}/rules`)).body).toHaveLength(1);
  });

  it('answers rule_not_found for a non-integer id and rules-not-found for an unknown one', async () => {
    const { id } = await createCommunity(admin);
    expect((await api.client().get(`/api/communities/${id}/rules/abc`)).body).toEqual(errorBody(404, 'rule_not_found', 'Rule not found.'));
    expect((await api.client().get(`/api/communities/${id}/rules/987654`)).body).toEqual(errorBody(404, 'rules-not-found', 'Community rules not found.'));
  });

  it("judges rule changes by the rule's own community, whatever the path", async () => {
    const own = await createCommunity(admin);
    const other = await createCommunity(admin);
    const otherMod = await signUp(api);
    await addMod(admin, other.id, otherMod.name);
    const [rule] = (await admin.client.post(`/api/communities/${own.id}/rules`, { rule: 'Mine' })).body;
    const res = await otherMod.client.send('put', `/api/communities/${other.id}/rules/${rule.id}`, { rule: 'Hijacked', zIndex: 1 });
    expect(res.body).toEqual(errorBody(403, 'not_mod', 'You are not a moderator.'));
    expect((await api.client().get(`/api/communities/${own.id}/rules/${rule.id}`)).body.rule).toBe('Mine');
  });
});

describe('moderators', () => {
  it('appends new mods, joins them, and keeps hierarchy order', async () => {
    const { id } = await createCommunity(admin);
    const [a, b] = [await signUp(api), await signUp(api)];
    const added = await admin.client.post(`/api/communities/${id}/mods`, { username: a.name });
    expect(usernames(added.body)).toEqual([admin.name, a.name]);
    await a.client.post(`/api/communities/${id}/mods`, { username: b.name.toUpperCase() });
    expect(usernames((await api.client().get(`/api/communities/${id}/mods`)).body)).toEqual([admin.name, a.name, b.name]);
    expect((await api.client().get(`/api/communities/${id}`)).body.noMembers).toBe(3);
    expect((await a.client.post(`/api/communities/${id}/mods`, { username: a.name })).status).toBe(200);
  });

  it('refuses a missing username, an unknown user and a non-mod', async () => {
    const { id } = await createCommunity(admin);
    expect((await admin.client.post(`/api/communities/${id}/mods`, {})).body).toEqual(errorBody(400, 'empty_username', 'Empty username.'));
    expect((await admin.client.post(`/api/communities/${id}/mods`, { username: 'nosuchuser99' })).body).toEqual(
      errorBody(404, 'user_not_found', 'User not found.'),
    );
    const user = await signUp(api);
    expect((await user.client.post(`/api/communities/${id}/mods`, { username: user.name })).body).toEqual(
      errorBody(403, 'not-mod-not-admin', 'User is neither a moderator nor an admin.'),
    );
  });

  it('lets a mod remove those after them and resign, never those before; admins remove anyone', async () => {
    const owner = await signUp(api);
    await makeAdmin(api, owner);
    const { id } = await createCommunity(owner);
    await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [owner.id]);
    const [second, third] = [await signUp(api), await signUp(api)];
    await addMod(owner, id, second.name);
    await addMod(owner, id, third.name);
    const up = await third.client.send('delete', `/api/communities/${id}/mods/${second.name}`);
    expect(up.body).toEqual(errorBody(403, 'lower-mod', 'User is lower on the mod hierarchy.'));
    const down = await second.client.send('delete', `/api/communities/${id}/mods/${third.name}`);
    expect(down.status).toBe(200);
    expect(down.body.username).toBe(third.name);
    expect((await second.client.send('delete', `/api/communities/${id}/mods/${second.name}`)).status).toBe(200);
    expect((await admin.client.send('delete', `/api/communities/${id}/mods/${owner.name}`)).status).toBe(200);
    expect(usernames((await api.client().get(`/api/communities/${id}/mods`)).body)).toEqual([]);
    expect((await admin.client.send('delete', `/api/communities/${id}/mods/${owner.name}`)).body.code).toBe('mod_not_found');
  });

  it('shows moderated communities in moddingList of _user and of the profile', async () => {
    const mod = await signUp(api);
    const community = await createCommunity(admin, uniqueName('Modded'));
    await addMod(admin, community.id, mod.name);
    const me = await mod.client.get('/api/_user');
    expect(me.body.moddingList.map((c: { name: string }) => c.name)).toEqual([community.name]);
    expect(me.body.moddingList[0]).toMatchObject({ userJoined: null, userMod: null, mods: null, rules: null });
    expect((await api.client().get(`/api/users/${mod.name}`)).body.moddingList).toHaveLength(1);
    expect((await (await signUp(api)).client.get('/api/_user')).body.moddingList).toBeNull();
    expect((await mod.client.get('/api/_initial')).body.user.moddingList).toBeNull();
  });
});

describe('bans', () => {
  it('bans, lists, shows bannedFrom, refuses a second ban, and unbans', async () => {
    const { id } = await createCommunity(admin);
    const user = await signUp(api);
    const ban = await admin.client.post(`/api/communities/${id}/banned`, { username: user.name });
    expect(ban.status).toBe(200);
    expect(ban.body.username).toBe(user.name);
    expect(usernames((await admin.client.get(`/api/communities/${id}/banned`)).body)).toEqual([user.name]);
    expect((await user.client.get('/api/_initial')).body.bannedFrom).toEqual([id]);
    expect((await admin.client.post(`/api/communities/${id}/banned`, { username: user.name })).body).toEqual(
      errorBody(409, 'conflict', "There's a duplicate row."),
    );
    expect((await admin.client.send('delete', `/api/communities/${id}/banned`, { username: user.name })).body.username).toBe(user.name);
    expect((await user.client.get('/api/_initial')).body.bannedFrom).toBeNull();
    expect((await admin.client.get(`/api/communities/${id}/banned`)).body).toEqual([]);
  });

  it('refuses banning mods and admins, a missing name, an unknown user and a bad expiry', async () => {
    const { id } = await createCommunity(admin);
    const mod = await signUp(api);
    await addMod(admin, id, mod.name);
    const otherAdmin = await makeAdmin(api, await signUp(api));
    for (const target of [mod, otherAdmin]) {
      expect((await admin.client.post(`/api/communities/${id}/banned`, { username: target.name })).body).toEqual(
        errorBody(403, 'not_admin_nor_mod', 'Neither an admin nor a mod.'),
      );
    }
    expect((await admin.client.post(`/api/communities/${id}/banned`, {})).body).toEqual(errorBody(400, 'no_username', 'No username.'));
    expect((await admin.client.post(`/api/communities/${id}/banned`, { username: 'nosuchuser99' })).body.code).toBe('user_not_found');
    const user = await signUp(api);
    expect((await admin.client.post(`/api/communities/${id}/banned`, { username: user.name, expires: 'tomorrow' })).body).toEqual(
      errorBody(400, 'invalid_expires', 'Invalid expires.'),
    );
  });

  it('refuses an unban without a username or of an unknown user, and leaves the bans as they were', async () => {
    const { id } = await createCommunity(admin);
    const user = await signUp(api);
    await admin.client.post(`/api/communities/${id}/banned`, { username: user.name });
    expect((await admin.client.send('delete', `/api/communities/${id}/banned`, {})).body).toEqual(errorBody(400, 'no_username', 'No username.'));
    expect((await admin.client.send('delete', `/api/communities/${id}/banned`)).body).toEqual(errorBody(400, 'no_username', 'No username.'));
    expect((await admin.client.send('delete', `/api/communities/${id}/banned`, { username: '' })).body).toEqual(errorBody(400, 'no_username', 'No username.'));
    const unknown = await admin.client.send('delete', `/api/communities/${id}/banned`, { username: 'nosuchuser99' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(404, 'user_not_found', 'User not found.'));
    expect(usernames((await admin.client.get(`/api/communities/${id}/banned`)).body)).toEqual([user.name]);
  });

  it('keeps a timed ban until its expiry and lifts it afterwards', async () => {
    const { id } = await createCommunity(admin);
    const user = await signUp(api);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await admin.client.post(`/api/communities/${id}/banned`, { username: user.name, expires: future });
    expect((await user.client.get('/api/_initial')).body.bannedFrom).toEqual([id]);
    await api.db.query(`UPDATE community_bans SET expires_at = now() - interval '1 minute' WHERE community_id = $1`, [id]);
    expect((await user.client.get('/api/_initial')).body.bannedFrom).toBeNull();
    expect((await admin.client.post(`/api/communities/${id}/banned`, { username: user.name })).status).toBe(200);
  });
});

describe('community requests and default communities', () => {
  it('takes a request, refuses duplicates and existing names, lists it for admins, and denies it', async () => {
    const user = await signUp(api);
    const name = uniqueName('Wanted');
    const res = await user.client.post('/api/community_requests', { name, note: 'Please!' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await user.client.post('/api/community_requests', { name: name.toLowerCase() })).body).toEqual(
      errorBody(409, 'community-already-requested', 'You already have a pending request for that community'),
    );
    const existing = await createCommunity(admin);
    expect((await user.client.post('/api/community_requests', { name: existing.name })).body).toEqual(
      errorBody(409, 'community-already-exists', "The community you're requesting to create already exists"),
    );
    const list = await admin.client.get('/api/community_requests');
    const mine = list.body.find((r: { communityName: string }) => r.communityName === name);
    expect(mine).toMatchObject({ byUser: user.name, note: 'Please!', communityExists: false, deniedNote: null, deniedBy: null, deniedAt: null });
    const deny = await admin.client.post('/api/_admin', { action: 'deny_comm', id: mine.id, body: '' });
    expect(deny.body).toEqual({ 'success:': true });
    const denied = (await admin.client.get('/api/community_requests')).body.find((r: { id: number }) => r.id === mine.id);
    expect(denied).toMatchObject({ deniedNote: `Your request for +${name} has been declined.`, deniedBy: admin.name });
    expect((await admin.client.post('/api/_admin', { action: 'deny_comm', id: mine.id, body: 'x' })).body).toEqual(
      errorBody(400, 'already_denied', 'Community was already denied.'),
    );
    expect((await admin.client.post('/api/_admin', { action: 'deny_comm', id: 999999, body: 'x' })).body).toEqual(
      errorBody(400, 'invalid_id', 'Invalid community request ID.'),
    );
    expect((await user.client.post('/api/community_requests', { name })).status).toBe(200);
    expect((await admin.client.send('delete', `/api/community_requests/${mine.id}`)).status).toBe(200);
    expect((await admin.client.send('delete', '/api/community_requests/abc')).body).toEqual(errorBody(400, 'invalid_id', 'Invalid request ID.'));
    expect((await admin.client.get('/api/community_requests')).body.some((r: { id: number }) => r.id === mine.id)).toBe(false);
  });

  it('answers 403 previously-declined when the uniqueness rule trips: a request for the name committed after the pending check', async () => {
    const user = await signUp(api);
    const name = uniqueName('Raced');
    // Another connection holds an uncommitted request for the same name, so the api's pending check
    // (committed rows only) passes and its insert then waits on the unique index until that commits.
    const holder = api.db.createQueryRunner();
    await holder.connect();
    try {
      await holder.startTransaction();
      await holder.query(`INSERT INTO community_requests (by_user_id, community_name, note) VALUES ($1, $2, 'first')`, [user.id, name]);
      const raced = user.client.post('/api/community_requests', { name: name.toUpperCase(), note: 'second' });
      await waitForLockWait('INSERT INTO community_requests');
      await holder.commitTransaction();
      const res = await raced;
      expect(res.status).toBe(403);
      expect(res.body).toEqual(errorBody(403, 'previously-declined', 'Your request for this community is pending or was declined before.'));
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    expect(await api.db.query(`SELECT community_name, note FROM community_requests WHERE by_user_id = $1`, [user.id])).toEqual([
      { community_name: name, note: 'first' },
    ]);
    // Without a race, the same repeat is the ordinary 409.
    expect((await user.client.post('/api/community_requests', { name })).body).toEqual(
      errorBody(409, 'community-already-requested', 'You already have a pending request for that community'),
    );
  });

  it("answers deny_comm with 404 user_not_found when the requester's account row is missing, after the id and already-denied checks", async () => {
    const pending = await insertOrphanRequest(uniqueName('Orphan'), false);
    const denied = await insertOrphanRequest(uniqueName('Orphan'), true);
    const res = await admin.client.post('/api/_admin', { action: 'deny_comm', id: pending, body: 'No.' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody(404, 'user_not_found', 'User not found.'));
    expect(await api.db.query(`SELECT denied_at, denied_by, denied_note FROM community_requests WHERE id = $1`, [pending])).toEqual([
      { denied_at: null, denied_by: null, denied_note: null },
    ]);
    expect((await admin.client.post('/api/_admin', { action: 'deny_comm', id: denied, body: 'No.' })).body).toEqual(
      errorBody(400, 'already_denied', 'Community was already denied.'),
    );
    // The admins' list shows who asked, so it leaves such requests out.
    const listed = (await admin.client.get('/api/community_requests')).body.map((r: { id: number }) => r.id);
    expect(listed).not.toContain(pending);
    expect(listed).not.toContain(denied);
    // A deleted account keeps its row and name: its request is still denied.
    const gone = await signUp(api);
    const name = uniqueName('Gone');
    await gone.client.post('/api/community_requests', { name });
    await api.db.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [gone.id]);
    const [{ id }] = await api.db.query(`SELECT id FROM community_requests WHERE by_user_id = $1`, [gone.id]);
    expect((await admin.client.post('/api/_admin', { action: 'deny_comm', id, body: '' })).body).toEqual({ 'success:': true });
    expect(await api.db.query(`SELECT denied_note, denied_by FROM community_requests WHERE id = $1`, [id])).toEqual([
      { denied_note: `Your request for +${name} has been declined.`, denied_by: admin.id },
    ]);
  });

  it('refuses deny_comm and default-forum actions with a missing or mistyped field, and an unknown community', async () => {
    const user = await signUp(api);
    const name = uniqueName('Typed');
    await user.client.post('/api/community_requests', { name });
    const [{ id }] = await api.db.query(`SELECT id FROM community_requests WHERE by_user_id = $1`, [user.id]);
    const invalidJson = errorBody(400, 'invalid_json', 'Invalid JSON body.');
    for (const body of [{}, { id: String(id) }, { id: id + 0.5 }, { id, body: 5 }]) {
      expect((await admin.client.post('/api/_admin', { action: 'deny_comm', ...body })).body).toEqual(invalidJson);
    }
    expect(await api.db.query(`SELECT denied_at FROM community_requests WHERE id = $1`, [id])).toEqual([{ denied_at: null }]);
    // A missing body is not a mistyped one: it takes the default note.
    expect((await admin.client.post('/api/_admin', { action: 'deny_comm', id })).body).toEqual({ 'success:': true });
    expect(await api.db.query(`SELECT denied_note FROM community_requests WHERE id = $1`, [id])).toEqual([
      { denied_note: `Your request for +${name} has been declined.` },
    ]);
    for (const action of ['add_default_forum', 'remove_default_forum']) {
      expect((await admin.client.post('/api/_admin', { action })).body).toEqual(invalidJson);
      expect((await admin.client.post('/api/_admin', { action, name: 7 })).body).toEqual(invalidJson);
      expect((await admin.client.post('/api/_admin', { action, name: 'nosuchcommunity' })).body).toEqual(
        errorBody(404, 'community/not-found', 'Community not found.'),
      );
    }
  });

  it('marks default communities, joins new accounts to them and shows them to visitors', async () => {
    const { id, name } = await createCommunity(admin, uniqueName('Default'));
    expect((await admin.client.post('/api/_admin', { action: 'add_default_forum', name })).body).toEqual({ 'success:': true });
    expect((await api.client().get(`/api/communities/${id}`)).body.isDefault).toBe(true);
    expect((await api.client().get('/api/_initial')).body.communities.map((c: { name: string }) => c.name)).toContain(name);
    expect((await api.client().get('/api/communities?set=default')).body.map((c: { id: string }) => c.id)).toContain(id);
    const newcomer = await signUp(api);
    const initial = await newcomer.client.get('/api/_initial');
    expect(initial.body.communities.map((c: { id: string }) => c.id)).toContain(id);
    expect(initial.body.communities[0]).toMatchObject({ userJoined: null, userMod: null, isMuted: false });
    expect((await api.client().get(`/api/communities/${id}`)).body.noMembers).toBe(2);
    await admin.client.post('/api/_admin', { action: 'remove_default_forum', name });
    expect((await api.client().get(`/api/communities/${id}`)).body.isDefault).toBe(false);
    expect((await admin.client.post('/api/_admin', { action: 'add_default_forum', name: 'nosuchcommunity' })).body.code).toBe('community/not-found');
    expect((await admin.client.post('/api/_admin', { action: 'fly' })).body).toEqual(errorBody(400, 'invalid_action', 'Unsupported admin action.'));
    expect((await admin.client.post('/api/_admin', { action: 'add_default_forum' })).body.code).toBe('invalid_json');
  });
});
