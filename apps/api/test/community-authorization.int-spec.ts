import { addMod, createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi, TestClient } from './harness';

/**
 * Every community route × every role, asserting allow (the status) or the exact refusal (status and
 * code). Roles: visitor, user, the community's mod, another community's mod, a user banned from the
 * community, admin.
 */
type Role = 'visitor' | 'user' | 'mod' | 'otherMod' | 'banned' | 'admin';
const ROLES: Role[] = ['visitor', 'user', 'mod', 'otherMod', 'banned', 'admin'];

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: unknown;
}

interface RouteCase {
  name: string;
  prepare: () => Promise<Call>;
  /** Per role: the status, or `[status, code]` for a refusal. */
  expect: Record<Role, number | [number, string]>;
}

let api: TestApi;
let admin: Member;
const members = {} as Record<Exclude<Role, 'visitor'>, Member>;
let community: { id: string; name: string };

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  admin = await makeAdmin(api, await signUp(api));
  community = await createCommunity(admin);
  const other = await createCommunity(admin);
  members.admin = admin;
  members.user = await signUp(api);
  members.mod = await signUp(api);
  members.otherMod = await signUp(api);
  members.banned = await signUp(api);
  await addMod(admin, community.id, members.mod.name);
  await addMod(admin, other.id, members.otherMod.name);
  await admin.client.post(`/api/communities/${community.id}/banned`, { username: members.banned.name });
});

afterAll(async () => {
  await api.close();
});

const c = () => `/api/communities/${community.id}`;
const everyone = (status: number): Record<Role, number> => ({ visitor: status, user: status, mod: status, otherMod: status, banned: status, admin: status });
const loggedIn = (status: number): Record<Role, number | [number, string]> => ({ ...everyone(status), visitor: [401, 'not_logged_in'] });
const modsOnly = (code: string): Record<Role, number | [number, string]> => ({
  visitor: [401, 'not_logged_in'],
  user: [403, code],
  mod: 200,
  otherMod: [403, code],
  banned: [403, code],
  admin: 200,
});
const adminsOnly: Record<Role, number | [number, string]> = {
  visitor: [401, 'not_logged_in'],
  user: [403, 'not_admin'],
  mod: [403, 'not_admin'],
  otherMod: [403, 'not_admin'],
  banned: [403, 'not_admin'],
  admin: 200,
};

const newRule = async () => (await admin.client.post(`${c()}/rules`, { rule: uniqueName('rule') })).body.at(-1).id as number;
const freshUser = async () => (await signUp(api)).name;

const CASES: RouteCase[] = [
  { name: 'GET /communities', prepare: async () => ({ method: 'get', path: '/api/communities' }), expect: everyone(200) },
  { name: 'POST /communities', prepare: async () => ({ method: 'post', path: '/api/communities', body: { name: uniqueName('c') } }), expect: adminsOnly },
  { name: 'GET /communities/{id}', prepare: async () => ({ method: 'get', path: c() }), expect: everyone(200) },
  { name: 'PUT /communities/{id}', prepare: async () => ({ method: 'put', path: c(), body: { about: 'x' } }), expect: modsOnly('not_mod') },
  { name: 'POST /_joinCommunity', prepare: async () => ({ method: 'post', path: '/api/_joinCommunity', body: { communityId: community.id, leave: false } }), expect: loggedIn(200) },
  { name: 'GET rules', prepare: async () => ({ method: 'get', path: `${c()}/rules` }), expect: everyone(200) },
  { name: 'POST rules', prepare: async () => ({ method: 'post', path: `${c()}/rules`, body: { rule: 'r' } }), expect: modsOnly('not_mod') },
  { name: 'GET rules/{id}', prepare: async () => ({ method: 'get', path: `${c()}/rules/${await newRule()}` }), expect: everyone(200) },
  { name: 'PUT rules/{id}', prepare: async () => ({ method: 'put', path: `${c()}/rules/${await newRule()}`, body: { rule: 'changed', zIndex: 1 } }), expect: modsOnly('not_mod') },
  { name: 'DELETE rules/{id}', prepare: async () => ({ method: 'delete', path: `${c()}/rules/${await newRule()}` }), expect: modsOnly('not_mod') },
  { name: 'GET mods', prepare: async () => ({ method: 'get', path: `${c()}/mods` }), expect: everyone(200) },
  { name: 'POST mods', prepare: async () => ({ method: 'post', path: `${c()}/mods`, body: { username: await freshUser() } }), expect: modsOnly('not-mod-not-admin') },
  {
    name: 'DELETE mods/{username}',
    prepare: async () => {
      const junior = await freshUser();
      await addMod(admin, community.id, junior);
      return { method: 'delete', path: `${c()}/mods/${junior}` };
    },
    expect: modsOnly('not-mod-not-admin'),
  },
  { name: 'GET banned', prepare: async () => ({ method: 'get', path: `${c()}/banned` }), expect: modsOnly('not_admin_nor_mod') },
  { name: 'POST banned', prepare: async () => ({ method: 'post', path: `${c()}/banned`, body: { username: await freshUser() } }), expect: modsOnly('not_admin_nor_mod') },
  {
    name: 'DELETE banned',
    prepare: async () => {
      const username = await freshUser();
      await admin.client.post(`${c()}/banned`, { username });
      return { method: 'delete', path: `${c()}/banned`, body: { username } };
    },
    expect: modsOnly('not_admin_nor_mod'),
  },
  { name: 'GET reports', prepare: async () => ({ method: 'get', path: `${c()}/reports` }), expect: modsOnly('not_admin_nor_mod') },
  {
    name: 'DELETE reports/{id}',
    prepare: async () => {
      const author = await signUp(api);
      const post = await author.client.post('/api/posts', { title: 'Reported post', community: community.name });
      const report = await members.user.client.post('/api/_report', { type: 'post', targetId: post.body.id, reason: 1 });
      return { method: 'delete', path: `${c()}/reports/${report.body.id}` };
    },
    expect: modsOnly('not_admin_nor_mod'),
  },
  { name: 'POST community_requests', prepare: async () => ({ method: 'post', path: '/api/community_requests', body: { name: uniqueName('req') } }), expect: loggedIn(200) },
  { name: 'GET community_requests', prepare: async () => ({ method: 'get', path: '/api/community_requests' }), expect: adminsOnly },
  {
    name: 'DELETE community_requests/{id}',
    prepare: async () => {
      const name = uniqueName('req');
      const requester = await signUp(api);
      await requester.client.post('/api/community_requests', { name });
      const list = (await admin.client.get('/api/community_requests')).body as { id: number; communityName: string }[];
      return { method: 'delete', path: `/api/community_requests/${list.find((r) => r.communityName === name)!.id}` };
    },
    expect: adminsOnly,
  },
  { name: 'POST _admin', prepare: async () => ({ method: 'post', path: '/api/_admin', body: { action: 'remove_default_forum', name: community.name } }), expect: adminsOnly },
];

function clientOf(role: Role): TestClient {
  return role === 'visitor' ? api.client() : members[role].client;
}

describe('community routes × roles', () => {
  it.each(CASES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const outcomes: Record<string, unknown> = {};
    for (const role of ROLES) {
      const call = await route.prepare();
      const client = clientOf(role);
      const res = call.method === 'get' ? await client.get(call.path) : await client.send(call.method, call.path, call.body);
      outcomes[role] = res.status < 400 ? res.status : [res.status, res.body.code];
    }
    expect(outcomes).toEqual(route.expect);
  });

  it("lists the community in the banned user's bannedFrom", async () => {
    expect((await members.banned.client.get('/api/_initial')).body.bannedFrom).toEqual([community.id]);
  });
});
