import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type request from 'supertest';
import { addMod, createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi, TestClient } from './harness';
import { png, upload } from './images-fixtures';
import { createPost } from './post-fixtures';
import { startWithCommunity } from './support/forum';

/**
 * Every community route × every role. A cell is either `ALLOW` (the route's success status and body
 * shape) or the exact refusal body. Roles: visitor, user, the community's mod, another community's
 * mod, a user banned from the community, the admin who created the community (so also its top mod),
 * and an admin who is not a mod of it.
 */
type Role = 'visitor' | 'user' | 'mod' | 'otherMod' | 'banned' | 'admin' | 'adminNotMod';
const ROLES: Role[] = ['visitor', 'user', 'mod', 'otherMod', 'banned', 'admin', 'adminNotMod'];

/** The exact refusal bodies of the contract (docs/api/errors.md §2). */
const REFUSALS = {
  not_logged_in: { status: 401, code: 'not_logged_in', message: 'User is not logged in.' },
  not_admin: { status: 403, code: 'not_admin', message: 'You are not an admin.' },
  not_mod: { status: 403, code: 'not_mod', message: 'You are not a moderator.' },
  not_admin_nor_mod: { status: 403, code: 'not_admin_nor_mod', message: 'User neither an admin nor a mod.' },
  'not-mod-not-admin': { status: 403, code: 'not-mod-not-admin', message: 'User is neither a moderator nor an admin.' },
  'banned-from-community': { status: 403, code: 'banned-from-community', message: 'User is banned from the community.' },
} as const;
type Refusal = keyof typeof REFUSALS;
const ALLOW = 'allow';
type Cell = typeof ALLOW | Refusal;

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: unknown;
  /** Sent as multipart field `image` instead of a JSON body. */
  file?: Buffer;
  /** What prepare knows about the expected answer (an id it created, a name it chose). */
  expected?: Record<string, unknown>;
}

interface RouteCase {
  name: string;
  prepare: () => Promise<Call>;
  /** Status and body (a value or jest matcher; `''` for an empty body) of an allowed call. */
  allow: { status: number; body: (call: Call, role: Role) => unknown };
  expect: Record<Role, Cell>;
}

let api: TestApi;
let admin: Member;
const members = {} as Record<Exclude<Role, 'visitor'>, Member>;
let community: { id: string; name: string };
let requestedName: string;
const imagesDir = resolve(`tmp/test-images-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  ({ api, admin, community } = await startWithCommunity({ rateLimitsEnabled: false, imagesDir }));
  const other = await createCommunity(admin);
  members.admin = admin;
  members.adminNotMod = await makeAdmin(api, await signUp(api));
  members.user = await signUp(api);
  members.mod = await signUp(api);
  members.otherMod = await signUp(api);
  members.banned = await signUp(api);
  await addMod(admin, community.id, members.mod.name);
  await addMod(admin, other.id, members.otherMod.name);
  await admin.client.post(`/api/communities/${community.id}/banned`, { username: members.banned.name });
  await admin.client.post(`/api/communities/${community.id}/rules`, { rule: 'Standing rule' });
  requestedName = uniqueName('wanted');
  await members.user.client.post('/api/community_requests', { name: requestedName });
});

afterAll(async () => {
  await api.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const c = () => `/api/communities/${community.id}`;
const everyone: Record<Role, Cell> = { visitor: ALLOW, user: ALLOW, mod: ALLOW, otherMod: ALLOW, banned: ALLOW, admin: ALLOW, adminNotMod: ALLOW };
const loggedIn: Record<Role, Cell> = { ...everyone, visitor: 'not_logged_in' };
const modsOnly = (refusal: Refusal): Record<Role, Cell> => ({
  visitor: 'not_logged_in',
  user: refusal,
  mod: ALLOW,
  otherMod: refusal,
  banned: refusal,
  admin: ALLOW,
  adminNotMod: ALLOW,
});
const adminsOnly: Record<Role, Cell> = {
  visitor: 'not_logged_in',
  user: 'not_admin',
  mod: 'not_admin',
  otherMod: 'not_admin',
  banned: 'not_admin',
  admin: ALLOW,
  adminNotMod: ALLOW,
};
const notBanned: Record<Role, Cell> = { ...loggedIn, banned: 'banned-from-community' };

/** `userMod` as each role sees this community: only its mods (the creator included) are mods of it. */
const userModOf = (role: Role) => (role === 'visitor' ? null : role === 'mod' || role === 'admin');
const ok = (body: (call: Call, role: Role) => unknown) => ({ status: 200, body });
const like = (fields: Record<string, unknown>) => expect.objectContaining(fields);
const listing = (...items: Record<string, unknown>[]) => expect.arrayContaining(items.map(like));
const anImage = like({ id: expect.stringMatching(/^[0-9a-f]{24}$/), format: 'jpeg' });

const newRule = async () => (await admin.client.post(`${c()}/rules`, { rule: uniqueName('rule') })).body.at(-1).id as number;
const freshUser = async () => (await signUp(api)).name;
const ruleCall = async (method: Call['method'], body?: unknown): Promise<Call> => {
  const ruleId = await newRule();
  return { method, path: `${c()}/rules/${ruleId}`, body, expected: { ruleId } };
};
const newPost = async () => createPost(await signUp(api), community.name);
const newComment = async () => {
  const author = await signUp(api);
  const post = await createPost(author, community.name);
  const res = await author.client.post(`/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId: null, body: 'Reported comment' });
  return { id: res.body.id as string, postId: post.id };
};

/** Community answers of the picture routes: viewer fields, no mods or rules (docs/api/communities.md). */
const pictureAnswer = (pictures: Record<string, unknown>) => (_call: Call, role: Role) =>
  like({ id: community.id, name: community.name, userMod: userModOf(role), mods: null, rules: null, ...pictures });

/** Setting and removing one community picture: `route` is its path, `field` its name in the answer; `size` is uploaded, `existing` is there before the removal. */
const pictureCases = (route: string, field: string, size: [number, number], existing: [number, number]): RouteCase[] => [
  {
    name: `POST ${route}`,
    prepare: async () => ({ method: 'post', path: `${c()}/${route}`, file: await png(...size) }),
    allow: ok(pictureAnswer({ [field]: anImage })),
    expect: modsOnly('not_admin_nor_mod'),
  },
  {
    name: `DELETE ${route}`,
    prepare: async () => {
      await upload(admin.client, `${c()}/${route}`, await png(...existing));
      return { method: 'delete', path: `${c()}/${route}` };
    },
    allow: ok(pictureAnswer({ [field]: null })),
    expect: modsOnly('not_admin_nor_mod'),
  },
];

/** Banning a fresh member, and lifting the ban the admin gave one beforehand: the answer names the member. */
const bannedCase = (method: 'post' | 'delete'): RouteCase => ({
  name: `${method.toUpperCase()} banned`,
  prepare: async () => {
    const username = await freshUser();
    if (method === 'delete') await admin.client.post(`${c()}/banned`, { username });
    return { method, path: `${c()}/banned`, body: { username }, expected: { username } };
  },
  allow: ok((call) => like({ username: call.expected!['username'] })),
  expect: modsOnly('not_admin_nor_mod'),
});

const CASES: RouteCase[] = [
  {
    name: 'GET /communities',
    prepare: async () => ({ method: 'get', path: '/api/communities' }),
    allow: ok(() => listing({ id: community.id, name: community.name })),
    expect: everyone,
  },
  {
    name: 'POST /communities',
    prepare: async () => {
      const name = uniqueName('c');
      return { method: 'post', path: '/api/communities', body: { name }, expected: { name } };
    },
    allow: ok((call) => like({ name: call.expected!['name'], noMembers: 1, userJoined: true, userMod: true, mods: null, rules: null })),
    expect: adminsOnly,
  },
  {
    name: 'GET /communities/{id}',
    prepare: async () => ({ method: 'get', path: c() }),
    allow: ok((_call, role) =>
      like({
        id: community.id,
        isDefault: false,
        userMod: userModOf(role),
        mods: listing({ username: admin.name }),
        rules: listing({ rule: 'Standing rule' }),
      }),
    ),
    expect: everyone,
  },
  {
    name: 'PUT /communities/{id}',
    prepare: async () => ({ method: 'put', path: c(), body: { about: 'x' } }),
    allow: ok((_call, role) => like({ id: community.id, about: 'x', userMod: userModOf(role), mods: expect.any(Array), rules: expect.any(Array) })),
    expect: modsOnly('not_mod'),
  },
  {
    name: 'POST /_joinCommunity',
    prepare: async () => ({ method: 'post', path: '/api/_joinCommunity', body: { communityId: community.id, leave: false } }),
    allow: ok(() => like({ id: community.id, userJoined: true, mods: null, rules: null })),
    expect: loggedIn,
  },
  {
    name: 'GET rules',
    prepare: async () => ({ method: 'get', path: `${c()}/rules` }),
    allow: ok(() => listing({ rule: 'Standing rule', communityId: community.id })),
    expect: everyone,
  },
  {
    name: 'POST rules',
    prepare: async () => {
      const rule = uniqueName('rule');
      return { method: 'post', path: `${c()}/rules`, body: { rule }, expected: { rule } };
    },
    allow: ok((call) => listing({ rule: call.expected!['rule'], communityId: community.id })),
    expect: modsOnly('not_mod'),
  },
  {
    name: 'GET rules/{id}',
    prepare: () => ruleCall('get'),
    allow: ok((call) => like({ id: call.expected!['ruleId'], communityId: community.id })),
    expect: everyone,
  },
  {
    name: 'PUT rules/{id}',
    prepare: () => ruleCall('put', { rule: 'changed', zIndex: 1 }),
    allow: ok((call) => like({ id: call.expected!['ruleId'], rule: 'changed', zIndex: 1, communityId: community.id })),
    expect: modsOnly('not_mod'),
  },
  {
    name: 'DELETE rules/{id}',
    prepare: () => ruleCall('delete'),
    allow: ok((call) => like({ id: call.expected!['ruleId'], communityId: community.id })),
    expect: modsOnly('not_mod'),
  },
  {
    name: 'GET mods',
    prepare: async () => ({ method: 'get', path: `${c()}/mods` }),
    allow: ok(() => listing({ username: admin.name }, { username: members.mod.name })),
    expect: everyone,
  },
  {
    name: 'POST mods',
    prepare: async () => {
      const username = await freshUser();
      return { method: 'post', path: `${c()}/mods`, body: { username }, expected: { username } };
    },
    allow: ok((call) => listing({ username: admin.name }, { username: call.expected!['username'] })),
    expect: modsOnly('not-mod-not-admin'),
  },
  {
    name: 'DELETE mods/{username}',
    prepare: async () => {
      const username = await freshUser();
      await addMod(admin, community.id, username);
      return { method: 'delete', path: `${c()}/mods/${username}`, expected: { username } };
    },
    allow: ok((call) => like({ username: call.expected!['username'] })),
    expect: modsOnly('not-mod-not-admin'),
  },
  {
    name: 'GET banned',
    prepare: async () => ({ method: 'get', path: `${c()}/banned` }),
    allow: ok(() => listing({ username: members.banned.name })),
    expect: modsOnly('not_admin_nor_mod'),
  },
  bannedCase('post'),
  bannedCase('delete'),
  {
    name: 'POST _report (post)',
    prepare: async () => {
      const post = await newPost();
      return { method: 'post', path: '/api/_report', body: { type: 'post', targetId: post.id, reason: 1 }, expected: { targetId: post.id } };
    },
    allow: ok((call) =>
      like({ communityId: community.id, postId: call.expected!['targetId'], type: 'post', targetId: call.expected!['targetId'], reasonId: 1, target: null }),
    ),
    expect: notBanned,
  },
  {
    name: 'POST _report (comment)',
    prepare: async () => {
      const comment = await newComment();
      return {
        method: 'post',
        path: '/api/_report',
        body: { type: 'comment', targetId: comment.id, reason: 2 },
        expected: { targetId: comment.id, postId: comment.postId },
      };
    },
    allow: ok((call) =>
      like({ communityId: community.id, postId: call.expected!['postId'], type: 'comment', targetId: call.expected!['targetId'], reasonId: 2, target: null }),
    ),
    expect: notBanned,
  },
  {
    name: 'GET reports',
    prepare: async () => ({ method: 'get', path: `${c()}/reports` }),
    allow: ok(() => like({ details: like({ noReports: expect.any(Number) }), limit: 10, page: 1 })),
    expect: modsOnly('not_admin_nor_mod'),
  },
  {
    name: 'DELETE reports/{id}',
    prepare: async () => {
      const post = await newPost();
      const report = await members.user.client.post('/api/_report', { type: 'post', targetId: post.id, reason: 1 });
      return { method: 'delete', path: `${c()}/reports/${report.body.id}`, expected: { reportId: report.body.id, postId: post.id } };
    },
    allow: ok((call) => like({ id: call.expected!['reportId'], communityId: community.id, target: like({ id: call.expected!['postId'] }) })),
    expect: modsOnly('not_admin_nor_mod'),
  },
  ...pictureCases('pro_pic', 'proPic', [64, 64], [32, 32]),
  ...pictureCases('banner_image', 'bannerImage', [300, 100], [300, 100]),
  {
    name: 'POST community_requests',
    prepare: async () => ({ method: 'post', path: '/api/community_requests', body: { name: uniqueName('req') } }),
    allow: ok(() => ''),
    expect: loggedIn,
  },
  {
    name: 'GET community_requests',
    prepare: async () => ({ method: 'get', path: '/api/community_requests' }),
    allow: ok(() => listing({ communityName: requestedName, byUser: members.user.name })),
    expect: adminsOnly,
  },
  {
    name: 'DELETE community_requests/{id}',
    prepare: async () => {
      const name = uniqueName('req');
      const requester = await signUp(api);
      await requester.client.post('/api/community_requests', { name });
      const list = (await admin.client.get('/api/community_requests')).body as { id: number; communityName: string }[];
      return { method: 'delete', path: `/api/community_requests/${list.find((r) => r.communityName === name)!.id}` };
    },
    allow: ok(() => ''),
    expect: adminsOnly,
  },
  {
    name: 'POST _admin',
    prepare: async () => ({ method: 'post', path: '/api/_admin', body: { action: 'remove_default_forum', name: community.name } }),
    allow: ok(() => ({ 'success:': true })),
    expect: adminsOnly,
  },
];

function clientOf(role: Role): TestClient {
  return role === 'visitor' ? api.client() : members[role].client;
}

async function perform(client: TestClient, call: Call): Promise<request.Response> {
  if (call.file) return upload(client, call.path, call.file);
  return call.method === 'get' ? client.get(call.path) : client.send(call.method, call.path, call.body);
}

describe('community routes × roles', () => {
  it.each(CASES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const outcomes: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const role of ROLES) {
      const call = await route.prepare();
      const res = await perform(clientOf(role), call);
      outcomes[role] = [res.status, res.text === '' ? '' : res.body];
      const cell = route.expect[role];
      expected[role] = cell === ALLOW ? [route.allow.status, route.allow.body(call, role)] : [REFUSALS[cell].status, REFUSALS[cell]];
    }
    expect(outcomes).toEqual(expected);
  });

  it("lists the community in the banned user's bannedFrom", async () => {
    expect((await members.banned.client.get('/api/_initial')).body.bannedFrom).toEqual([community.id]);
  });
});
