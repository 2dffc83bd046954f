import { ModulesContainer } from '@nestjs/core';
import { cast, insertPost } from './comment-fixtures';
import { listRoutes, RouteEntry } from '../src/http/route-inventory';
import { TestApi } from './harness';

let api: TestApi;
let routes: RouteEntry[];

beforeAll(async () => {
  api = await TestApi.start();
  routes = listRoutes(api.app.get(ModulesContainer));
});

afterAll(async () => {
  await api.close();
});

const concrete = (path: string) => path.replace(/:(\w+)/g, 'somebody');

// The whole matrix (every route × eight callers and the owner, with object states) is security/access-matrix.ts,
// run by security/access-matrix.int-spec.ts; the tables below are the older per-area ones.

describe('route table', () => {
  it('has the session routes', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining(['GET /api/_initial', 'GET /api/_user', 'POST /api/_login', 'POST /api/_signup', 'GET /api/users/:username']),
    );
  });

  it('has the site administration routes, each for admins only', () => {
    const rows = routes.map((r) => `${r.method} ${r.path} ${r.access}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'GET /api/users admin',
        'GET /api/comments admin',
        'POST /api/_admin admin',
        'GET /api/site_settings admin',
        'PUT /api/site_settings admin',
        'GET /api/ipblocks admin',
        'POST /api/ipblocks admin',
        'DELETE /api/ipblocks admin',
        'GET /api/ipblocks/:blockId admin',
        'DELETE /api/ipblocks/:blockId admin',
      ]),
    );
  });

  it('has the mutes routes, each for logged-in users (docs/api/mutes.md: auth on every one)', () => {
    const mutes = routes.filter((r) => r.path.startsWith('/api/mutes')).map((r) => `${r.method} ${r.path} ${r.access}`);
    expect(mutes.sort()).toEqual(
      [
        'GET /api/mutes user',
        'POST /api/mutes user',
        'DELETE /api/mutes user',
        'DELETE /api/mutes/users/:userId user',
        'DELETE /api/mutes/communities/:communityId user',
        'DELETE /api/mutes/:muteId user',
      ].sort(),
    );
  });

  it('has the push route for logged-in users only (docs/api/push.md §2)', async () => {
    expect(routes.filter((r) => r.path === '/api/push_subscriptions').map((r) => ({ method: r.method, access: r.access }))).toEqual([
      { method: 'POST', access: 'user' },
    ]);
    const client = api.client();
    expect((await client.get('/api/push_subscriptions')).body).toEqual({ status: 400, message: 'HTTP method not allowed' });
    await client.signup(`pushuser${Date.now() % 100000}`);
    const noCsrf = await client.agent.post('/api/push_subscriptions').set('X-Forwarded-For', client.ip).send('{}');
    expect({ status: noCsrf.status, body: noCsrf.body }).toEqual({ status: 401, body: { status: 401, message: 'Unauthorized.' } });
    expect((await client.post('/api/push_subscriptions', {})).body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
  });

  it('declares an access rule on every route', () => {
    const missing = routes.filter((r) => !r.access).map((r) => r.handler);
    expect(missing).toEqual([]);
  });

  it('has the operations routes outside /api: probes public, metrics for the operator (METRICS_TOKEN)', () => {
    const ops = routes.filter((r) => !r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path} ${r.access}`);
    expect(ops.sort()).toEqual(['GET /healthz public', 'GET /metrics operator', 'GET /readyz public']);
  });

  it('refuses a visitor on every route for users or admins with 401 not_logged_in', async () => {
    for (const route of routes.filter((r) => (r.access === 'user' || r.access === 'admin') && !r.lookupFirst)) {
      const client = api.client();
      const res =
        route.method === 'GET' ? await client.get(concrete(route.path)) : await client.send(route.method.toLowerCase() as 'post', concrete(route.path), {});
      expect({ route: route.handler, status: res.status, code: res.body.code }).toEqual({ route: route.handler, status: 401, code: 'not_logged_in' });
    }
  });

  it('refuses a visitor on the list routes that change something: the missing target first, then 401 (docs/api/lists.md)', async () => {
    const lookupFirst = routes.filter((r) => r.lookupFirst);
    expect(lookupFirst.every((r) => r.access === 'user' && r.path.includes('lists') && r.method !== 'GET')).toBe(true);
    expect(lookupFirst).toHaveLength(10);
    const owner = await api.client();
    const name = `lookup${Date.now() % 100000}`;
    await owner.signup(name);
    const created = await owner.post(`/api/users/${name}/lists`, { name: 'kept', public: false });
    const listId = String((created.body as { id: number; name: string }[]).find((l) => l.name === 'kept')?.id);
    const real = (path: string) => path.replace(':username', name).replace(':listName', 'kept').replace(':listId', listId).replace(':itemId', '1');
    for (const route of lookupFirst) {
      const visitor = api.client();
      const send = (path: string) => visitor.send(route.method.toLowerCase() as 'post', path, {});
      const missing = await send(
        route.path.replace(':username', 'nobody-here').replace(':listName', 'nothing').replace(':listId', '999999').replace(':itemId', '1'),
      );
      expect({ route: route.handler, status: missing.status, code: missing.body.code }).toEqual({
        route: route.handler,
        status: 404,
        code: route.path.includes(':listId') ? 'list-not-found' : 'user_not_found',
      });
      const existing = await send(real(route.path));
      expect({ route: route.handler, status: existing.status, code: existing.body.code }).toEqual({ route: route.handler, status: 401, code: 'not_logged_in' });
    }
    // Nothing changed: the private list is still there, with its name.
    expect((await owner.get(`/api/lists/${listId}`)).body).toMatchObject({ name: 'kept', public: false });
  });

  it('refuses a logged-in non-admin on every admin route with 403 not_admin', async () => {
    const client = api.client();
    await client.signup(`routeuser${Date.now() % 100000}`);
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const res =
        route.method === 'GET' ? await client.get(concrete(route.path)) : await client.send(route.method.toLowerCase() as 'post', concrete(route.path), {});
      expect({ route: route.handler, status: res.status, code: res.body.code }).toEqual({ route: route.handler, status: 403, code: 'not_admin' });
    }
  });
});

describe('routes × roles: analytics and badges', () => {
  type Role = 'visitor' | 'member' | 'admin';
  interface Row {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    body?: unknown;
    expect: Record<Role, { status: number; code?: string; message?: string }>;
  }
  const target = `rtarget${Date.now() % 100000}`;
  const loginFirst = { status: 401, code: 'not_logged_in', message: 'User is not logged in.' };
  const rows: Row[] = [
    {
      method: 'POST',
      path: '/api/analytics',
      body: { event: 'pwa_use' },
      expect: { visitor: { status: 200 }, member: { status: 200 }, admin: { status: 200 } },
    },
    {
      method: 'GET',
      path: '/api/analytics/bss',
      expect: { visitor: loginFirst, member: { status: 403, code: 'not_admin', message: 'You are not an admin.' }, admin: { status: 200 } },
    },
    {
      method: 'POST',
      path: `/api/users/${target}/badges`,
      body: { type: 'supporter' },
      expect: { visitor: loginFirst, member: { status: 403, code: 'not_admin', message: 'User not admin.' }, admin: { status: 200 } },
    },
    {
      method: 'DELETE',
      path: `/api/users/${target}/badges/supporter?byType=true`,
      expect: { visitor: loginFirst, member: { status: 403, code: 'not_admin', message: 'Not admin.' }, admin: { status: 200 } },
    },
  ];

  it('are in the route table', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/analytics',
        'GET /api/analytics/bss',
        'POST /api/users/:username/badges',
        'DELETE /api/users/:username/badges/:badgeId',
      ]),
    );
  });

  it('answer each role as the contract says', async () => {
    await api.client().signup(target);
    const clients: Record<Role, ReturnType<TestApi['client']>> = { visitor: api.client(), member: api.client(), admin: api.client() };
    await clients.member.signup(`rmember${Date.now() % 100000}`);
    const adminName = `radmin${Date.now() % 100000}`;
    await clients.admin.signup(adminName);
    await api.db.query(`UPDATE users SET is_admin = true WHERE lower(username) = lower($1)`, [adminName]);
    for (const row of rows) {
      for (const role of ['visitor', 'member', 'admin'] as const) {
        const client = clients[role];
        const res = row.method === 'GET' ? await client.get(row.path) : await client.send(row.method === 'POST' ? 'post' : 'delete', row.path, row.body);
        const got = { status: res.status, code: res.body.code, message: res.status === 200 ? undefined : res.body.message };
        const want = { code: undefined, message: undefined, ...row.expect[role] };
        expect({ route: `${row.method} ${row.path}`, role, ...got }).toEqual({ route: `${row.method} ${row.path}`, role, ...want });
      }
    }
  });
});

describe('settings and account deletion: routes × roles', () => {
  type Role = 'visitor' | 'user' | 'admin';
  const PASSWORD = 'correct horse battery';
  let sequence = 0;

  /** A fresh client in the role (fresh accounts: deletion allows one try per 5 seconds per account). */
  async function as(role: Role): Promise<{ client: ReturnType<TestApi['client']>; name: string }> {
    const client = api.client();
    const name = `ra${Date.now() % 100000}x${sequence++}`;
    if (role === 'visitor') return { client, name };
    const res = await client.signup(name, PASSWORD);
    if (role === 'admin') await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [res.body.id]);
    return { client, name };
  }

  async function someoneElse(): Promise<string> {
    const target = await as('user');
    return target.name;
  }

  const rows: [string, Role, number, string, (me: { name: string }) => Promise<[method: 'post' | 'delete', path: string, body: unknown]>][] = [
    ['updateProfile', 'visitor', 401, 'not_logged_in', async () => ['post', '/api/_settings?action=updateProfile', { aboutMe: 'x' }]],
    ['updateProfile', 'user', 200, '', async () => ['post', '/api/_settings?action=updateProfile', { aboutMe: 'x' }]],
    ['updateProfile', 'admin', 200, '', async () => ['post', '/api/_settings?action=updateProfile', { aboutMe: 'x' }]],
    ['changePassword', 'visitor', 401, 'not_logged_in', async () => ['post', '/api/_settings?action=changePassword', {}]],
    [
      'changePassword',
      'user',
      200,
      '',
      async () => ['post', '/api/_settings?action=changePassword', { password: PASSWORD, newPassword: 'new password', repeatPassword: 'new password' }],
    ],
    [
      'changePassword',
      'admin',
      200,
      '',
      async () => ['post', '/api/_settings?action=changePassword', { password: PASSWORD, newPassword: 'new password', repeatPassword: 'new password' }],
    ],
    ['delete another account', 'visitor', 401, 'not_logged_in', async () => ['delete', `/api/users/${await someoneElse()}`, { password: PASSWORD }]],
    ['delete another account', 'user', 403, 'not_admin', async () => ['delete', `/api/users/${await someoneElse()}`, { password: PASSWORD }]],
    ['delete another account', 'admin', 200, '', async () => ['delete', `/api/users/${await someoneElse()}`, { password: PASSWORD }]],
    ['delete own account', 'user', 200, '', async (me) => ['delete', `/api/users/${me.name}`, { password: PASSWORD }]],
    ['delete own account', 'admin', 200, '', async (me) => ['delete', `/api/users/${me.name}`, { password: PASSWORD }]],
  ];

  it.each(rows)('%s as %s: %i %s', async (_route, role, status, code, build) => {
    const me = await as(role);
    const [method, path, body] = await build(me);
    const res = await me.client.send(method, path, body);
    expect({ status: res.status, code: res.body.code ?? '' }).toEqual({ status, code });
  });
});

/**
 * Lists (docs/api/lists.md): who may do what, route by route. Lists are personal: moderators and admins have no
 * more rights on another user's list than any member; a private list does not exist for them (404).
 */
describe('lists: routes × roles', () => {
  type Role = 'visitor' | 'member' | 'banned' | 'mod' | 'admin' | 'owner';
  type Outcome = number | [number, string];
  interface Row {
    route: string;
    method: 'get' | 'post' | 'put' | 'delete';
    path: () => string;
    body?: unknown;
    expect: Record<Role, Outcome>;
  }

  const ROLES: Role[] = ['visitor', 'member', 'banned', 'mod', 'admin', 'owner'];
  const everyone = (outcome: Outcome): Record<Role, Outcome> => ({
    visitor: outcome,
    member: outcome,
    banned: outcome,
    mod: outcome,
    admin: outcome,
    owner: outcome,
  });
  const ownerOnly = (stranger: Outcome): Record<Role, Outcome> => ({
    visitor: [401, 'not_logged_in'],
    member: stranger,
    banned: stranger,
    mod: stranger,
    admin: stranger,
    owner: 200,
  });
  const ownerSees = (): Record<Role, Outcome> => ({
    visitor: [404, 'list-not-found'],
    member: [404, 'list-not-found'],
    banned: [404, 'list-not-found'],
    mod: [404, 'list-not-found'],
    admin: [404, 'list-not-found'],
    owner: 200,
  });

  let listsApi: TestApi;
  let clients: Record<Role, ReturnType<TestApi['client']>>;
  let owner: string;
  let pub: { id: number; name: string };
  let priv: { id: number; name: string };
  let doomed: { id: number };
  let postId: string;
  let itemOfPub: number;

  beforeAll(async () => {
    listsApi = await TestApi.start({ rateLimitsEnabled: false });
    const people = await cast(listsApi);
    owner = people.author.name;
    postId = (await insertPost(listsApi, people.other, people.community.id)).id;
    const make = async (name: string, isPublic: boolean) => {
      const res = await people.author.client.post(`/api/users/${owner}/lists`, { name, public: isPublic });
      return (res.body as { id: number; name: string }[]).find((l) => l.name === name)!;
    };
    pub = await make('pub_list', true);
    priv = await make('priv_list', false);
    doomed = await make('doomed_list', true);
    for (const list of [pub, priv]) await people.author.client.post(`/api/lists/${list.id}/items`, { targetType: 'post', targetId: postId });
    const extra = (await insertPost(listsApi, people.other, people.community.id)).id;
    const page = await people.author.client.post(`/api/lists/${pub.id}/items`, { targetType: 'post', targetId: extra });
    itemOfPub = (page.body as { items: { id: number; targetId: string }[] }).items.find((i) => i.targetId === extra)!.id;
    clients = {
      visitor: listsApi.client(),
      member: people.other.client,
      banned: people.banned.client,
      mod: people.mod.client,
      admin: people.admin.client,
      owner: people.author.client,
    };
  });

  afterAll(async () => {
    await listsApi.close();
  });

  const item = () => ({ targetType: 'post', targetId: postId });
  const rows = (): Row[] => [
    { route: 'GET user lists', method: 'get', path: () => `/api/users/${owner}/lists`, expect: everyone(200) },
    {
      route: 'POST user lists',
      method: 'post',
      path: () => `/api/users/${owner}/lists`,
      body: { name: 'row_made' },
      expect: ownerOnly([403, 'not-your-list']),
    },
    { route: 'GET public list by name', method: 'get', path: () => `/api/users/${owner}/lists/${pub.name}`, expect: everyone(200) },
    { route: 'GET private list by name', method: 'get', path: () => `/api/users/${owner}/lists/${priv.name}`, expect: ownerSees() },
    { route: 'GET public list by id', method: 'get', path: () => `/api/lists/${pub.id}`, expect: everyone(200) },
    { route: 'GET private list by id', method: 'get', path: () => `/api/lists/${priv.id}`, expect: ownerSees() },
    {
      route: 'PUT public list by name',
      method: 'put',
      path: () => `/api/users/${owner}/lists/${pub.name}`,
      body: { displayName: 'Shown' },
      expect: ownerOnly([403, 'not-list-owner']),
    },
    {
      route: 'PUT public list by id',
      method: 'put',
      path: () => `/api/lists/${pub.id}`,
      body: { displayName: 'Shown' },
      expect: ownerOnly([403, 'not-list-owner']),
    },
    {
      route: 'PUT private list by id',
      method: 'put',
      path: () => `/api/lists/${priv.id}`,
      body: { displayName: 'Hidden' },
      expect: ownerOnly([404, 'list-not-found']),
    },
    { route: 'GET public items by name', method: 'get', path: () => `/api/users/${owner}/lists/${pub.name}/items`, expect: everyone(200) },
    { route: 'GET public items by id', method: 'get', path: () => `/api/lists/${pub.id}/items`, expect: everyone(200) },
    { route: 'GET private items by id', method: 'get', path: () => `/api/lists/${priv.id}/items`, expect: ownerSees() },
    {
      route: 'POST public items by name',
      method: 'post',
      path: () => `/api/users/${owner}/lists/${pub.name}/items`,
      body: item(),
      expect: ownerOnly([403, 'not-list-owner']),
    },
    { route: 'POST public items by id', method: 'post', path: () => `/api/lists/${pub.id}/items`, body: item(), expect: ownerOnly([403, 'not-list-owner']) },
    { route: 'POST private items by id', method: 'post', path: () => `/api/lists/${priv.id}/items`, body: item(), expect: ownerOnly([404, 'list-not-found']) },
    {
      route: 'DELETE public items by id (one)',
      method: 'delete',
      path: () => `/api/lists/${pub.id}/items`,
      body: item(),
      expect: ownerOnly([403, 'not-list-owner']),
    },
    {
      route: 'DELETE private items by name (clear)',
      method: 'delete',
      path: () => `/api/users/${owner}/lists/${priv.name}/items`,
      expect: ownerOnly([404, 'list-not-found']),
    },
    {
      route: 'DELETE public item by item id',
      method: 'delete',
      path: () => `/api/lists/${pub.id}/items/${itemOfPub}`,
      expect: ownerOnly([403, 'not-your-list']),
    },
    {
      route: 'GET _saved_to',
      method: 'get',
      path: () => `/api/lists/_saved_to?id=${postId}&type=post`,
      expect: { ...everyone(200), visitor: [401, 'not_logged_in'] },
    },
    {
      route: 'DELETE private list by name',
      method: 'delete',
      path: () => `/api/users/${owner}/lists/${priv.name}`,
      expect: ownerOnly([404, 'list-not-found']),
    },
    { route: 'DELETE public list by id', method: 'delete', path: () => `/api/lists/${doomed.id}`, expect: ownerOnly([403, 'not-list-owner']) },
  ];

  it('answers each role as the contract says, the owner last', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const row of rows()) {
      for (const role of ROLES) {
        const client = clients[role];
        const res = row.method === 'get' ? await client.get(row.path()) : await client.send(row.method, row.path(), row.body);
        const outcome = row.expect[role];
        const [status, code] = typeof outcome === 'number' ? [outcome, undefined] : outcome;
        seen.push(`${row.route} as ${role}: ${res.status}${code ? ` ${res.body.code}` : ''}`);
        wanted.push(`${row.route} as ${role}: ${status}${code ? ` ${code}` : ''}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
