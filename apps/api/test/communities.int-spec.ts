import { createCommunity, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { startWithAdmin } from './support/forum';

let api: TestApi;
let admin: Member;

beforeAll(async () => ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false })));
afterAll(() => api.close());

describe('POST /api/communities', () => {
  it('lets an admin create one: creator joined and first moderator, noMembers 1', async () => {
    const name = uniqueName('Create');
    const res = await admin.client.post('/api/communities', { name, about: '  Hello  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name,
      about: 'Hello',
      noMembers: 1,
      userJoined: true,
      userMod: true,
      isMuted: false,
      mods: null,
      rules: null,
      nsfw: false,
      postingRestricted: false,
      ReportsDetails: null,
      userId: admin.id,
      proPic: null,
      bannerImage: null,
      deletedAt: null,
    });
    expect(res.body).not.toHaveProperty('isDefault');
    const mods = await api.client().get(`/api/communities/${res.body.id}/mods`);
    expect(mods.body.map((u: { username: string }) => u.username)).toEqual([admin.name]);
  });

  it.each([
    ['', 'Community name invalid. It is empty.'],
    ['ab', 'Community name invalid. It is too short.'],
    ['x'.repeat(22), 'Community name invalid. It is too long.'],
    ['has space', 'Community name invalid. It contains disallowed characters.'],
    ['Communities', 'Community name invalid. It is reserved.'],
  ])('refuses the name %j: %s', async (name, message) => {
    const res = await admin.client.post('/api/communities', { name });
    expect(res.body).toEqual({ status: 400, code: 'invalid-community-name', message });
  });

  it('refuses non-admins with 403 not_admin (after the name rules) and taken names with 409', async () => {
    const user = await signUp(api);
    expect((await user.client.post('/api/communities', { name: 'a' })).body.code).toBe('invalid-community-name');
    expect((await user.client.post('/api/communities', { name: uniqueName('c') })).body).toEqual({
      status: 403,
      code: 'not_admin',
      message: 'You are not an admin.',
    });
    const { name } = await createCommunity(admin);
    const again = await admin.client.post('/api/communities', { name: name.toUpperCase() });
    expect(again.body).toEqual({ status: 409, code: 'community-exists', message: `A community with name ${name.toUpperCase()} already exists.` });
  });

  it('truncates about to 2000 characters and stores an empty one as null', async () => {
    const long = await admin.client.post('/api/communities', { name: uniqueName('c'), about: 'é'.repeat(2500) });
    expect([...long.body.about]).toHaveLength(2000);
    const empty = await admin.client.post('/api/communities', { name: uniqueName('c'), about: '' });
    expect(empty.body.about).toBeNull();
  });
});

describe('GET /api/communities', () => {
  let names: string[];

  beforeAll(async () => {
    names = [];
    for (const prefix of ['Zeta', 'alpha', 'Mid']) names.push((await createCommunity(admin, uniqueName(`${prefix}Sort`))).name);
    const joiner = await signUp(api);
    for (let i = 0; i < 2; i++) {
      const member = await signUp(api);
      const community = await api.client().get(`/api/communities/${names[2]}?byName=true`);
      await member.client.post('/api/_joinCommunity', { communityId: community.body.id, leave: false });
    }
    void joiner;
  });

  const namesOf = (body: { name: string }[]) => body.map((c) => c.name).filter((n) => names.includes(n));

  it('sorts A-Z by default and by every contract sort', async () => {
    const byName = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(namesOf((await api.client().get('/api/communities')).body)).toEqual(byName);
    expect(namesOf((await api.client().get('/api/communities?sort=name_dsc')).body)).toEqual([...byName].reverse());
    expect(namesOf((await api.client().get('/api/communities?sort=new')).body)).toEqual([...names].reverse());
    expect(namesOf((await api.client().get('/api/communities?sort=old')).body)).toEqual(names);
    expect(namesOf((await api.client().get('/api/communities?sort=size')).body)[0]).toBe(names[2]);
  });

  it('refuses an unknown sort and a non-integer limit; a limit caps the list', async () => {
    expect((await api.client().get('/api/communities?sort=best')).body).toEqual({
      status: 400,
      code: 'invalid-sort',
      message: 'Invalid community sort option.',
    });
    expect((await api.client().get('/api/communities?limit=ten')).body).toEqual({ status: 400, code: 'invalid_limit', message: 'Invalid limit.' });
    expect((await api.client().get('/api/communities?limit=2')).body).toHaveLength(2);
    expect((await api.client().get('/api/communities?limit=0')).body.length).toBeGreaterThan(2);
  });

  it('searches names containing q, exact match first, at most 10', async () => {
    const exact = await createCommunity(admin, 'SearchMe');
    await createCommunity(admin, 'xSearchMeToo');
    const res = await api.client().get('/api/communities?q=searchme');
    expect(res.body[0].name).toBe(exact.name);
    expect(res.body.map((c: { name: string }) => c.name)).toContain('xSearchMeToo');
    const percent = await api.client().get('/api/communities?q=%25');
    expect(percent.body).toEqual([]);
    const many = await api.client().get('/api/communities?q=Sort');
    expect(many.body.length).toBeLessThanOrEqual(10);
  });

  it('fills viewer fields for logged-in users and null for visitors; subscribed needs a login', async () => {
    const visitor = await api.client().get('/api/communities');
    expect(visitor.body[0]).toMatchObject({ userJoined: null, userMod: null, mods: null, rules: null });
    const mine = await admin.client.get('/api/communities?set=subscribed');
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((c: { userJoined: boolean; userMod: boolean }) => c.userJoined && c.userMod)).toBe(true);
    expect((await api.client().get('/api/communities?set=subscribed')).body.code).toBe('not_logged_in');
    expect((await api.client().get('/api/communities?set=unknown')).body).toEqual([]);
  });
});

describe('GET and PUT /api/communities/{id}', () => {
  it('answers by id and by name with mods, rules and isDefault', async () => {
    const { id, name } = await createCommunity(admin);
    const byId = await api.client().get(`/api/communities/${id}`);
    expect(byId.body).toMatchObject({ id, name, isDefault: false, rules: [], userJoined: null });
    expect(byId.body.mods.map((u: { username: string }) => u.username)).toEqual([admin.name]);
    const byName = await api.client().get(`/api/communities/${name.toLowerCase()}?byName=true`);
    expect(byName.body.id).toBe(id);
    expect((await api.client().get('/api/communities/not-an-id')).body).toEqual({ status: 400, code: 'invalid_id', message: 'Invalid ID.' });
    expect((await api.client().get('/api/communities/0123456789abcdef01234567')).body).toEqual({
      status: 404,
      code: 'community/not-found',
      message: 'Community not found.',
    });
    expect((await api.client().get('/api/communities/nosuchname?byName=true')).status).toBe(404);
  });

  it('lets mods change nsfw, about and postingRestricted only', async () => {
    const { id, name } = await createCommunity(admin);
    const current = (await admin.client.get(`/api/communities/${id}`)).body;
    const res = await admin.client.send('put', `/api/communities/${id}`, {
      ...current,
      name: 'renamed',
      about: 'New about',
      postingRestricted: true,
      nsfw: true,
      noMembers: 999,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name, about: 'New about', postingRestricted: true, nsfw: true, noMembers: 1, userMod: true });
    expect(Array.isArray(res.body.mods)).toBe(true);
    expect(Array.isArray(res.body.rules)).toBe(true);
    const user = await signUp(api);
    const refused = await user.client.send('put', `/api/communities/${id}`, { about: 'mine now' });
    expect(refused.body).toEqual({ status: 403, code: 'not_mod', message: 'You are not a moderator.' });
    expect((await api.client().get(`/api/communities/${id}`)).body.about).toBe('New about');
  });
});

describe('POST /api/_joinCommunity', () => {
  it('joins once, leaves once, and counts exactly', async () => {
    const { id } = await createCommunity(admin);
    const user = await signUp(api);
    const join = await user.client.post('/api/_joinCommunity', { communityId: id, leave: false });
    expect(join.body).toMatchObject({ id, userJoined: true, userMod: false, noMembers: 2, mods: null, rules: null });
    expect((await user.client.post('/api/_joinCommunity', { communityId: id, leave: false })).body.noMembers).toBe(2);
    expect((await user.client.post('/api/_joinCommunity', { communityId: id, leave: true })).body).toMatchObject({ userJoined: false, noMembers: 1 });
    expect((await user.client.post('/api/_joinCommunity', { communityId: id, leave: true })).body.noMembers).toBe(1);
    expect((await user.client.post('/api/_joinCommunity', { communityId: '0123456789abcdef01234567', leave: false })).body.code).toBe('community/not-found');
  });

  it('takes the moderator position away on leaving', async () => {
    const { id } = await createCommunity(admin);
    const mod = await signUp(api);
    await admin.client.post(`/api/communities/${id}/mods`, { username: mod.name });
    await mod.client.post('/api/_joinCommunity', { communityId: id, leave: true });
    const mods = (await api.client().get(`/api/communities/${id}/mods`)).body.map((u: { username: string }) => u.username);
    expect(mods).toEqual([admin.name]);
  });

  it('keeps noMembers equal to the member rows under 50 parallel joins and leaves', async () => {
    const { id } = await createCommunity(admin);
    const users = await Promise.all(Array.from({ length: 25 }, () => signUp(api)));
    await Promise.all(users.map((u) => u.client.post('/api/_joinCommunity', { communityId: id, leave: false })));
    const calls = users.flatMap((u, i) => [
      u.client.post('/api/_joinCommunity', { communityId: id, leave: i % 2 === 0 }),
      u.client.post('/api/_joinCommunity', { communityId: id, leave: i % 3 === 0 }),
    ]);
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [{ no_members: counted }] = await api.db.query('SELECT no_members FROM communities WHERE id = $1', [id]);
    const [{ rows }] = await api.db.query('SELECT count(*)::int AS rows FROM community_members WHERE community_id = $1', [id]);
    expect(counted).toBe(rows);
  });
});
