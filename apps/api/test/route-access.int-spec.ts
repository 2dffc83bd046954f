import { ModulesContainer } from '@nestjs/core';
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

describe('route table', () => {
  it('has the session routes', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining(['GET /api/_initial', 'GET /api/_user', 'POST /api/_login', 'POST /api/_signup', 'GET /api/users/:username']),
    );
  });

  it('declares an access rule on every route', () => {
    const missing = routes.filter((r) => !r.access).map((r) => r.handler);
    expect(missing).toEqual([]);
  });

  it('refuses a visitor on every route that is not public with 401 not_logged_in', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const client = api.client();
      const res = route.method === 'GET' ? await client.get(concrete(route.path)) : await client.send(route.method.toLowerCase() as 'post', concrete(route.path), {});
      expect({ route: route.handler, status: res.status, code: res.body.code }).toEqual({ route: route.handler, status: 401, code: 'not_logged_in' });
    }
  });

  it('refuses a logged-in non-admin on every admin route with 403 not_admin', async () => {
    const client = api.client();
    await client.signup(`routeuser${Date.now() % 100000}`);
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const res = route.method === 'GET' ? await client.get(concrete(route.path)) : await client.send(route.method.toLowerCase() as 'post', concrete(route.path), {});
      expect({ route: route.handler, status: res.status, code: res.body.code }).toEqual({ route: route.handler, status: 403, code: 'not_admin' });
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
    ['changePassword', 'user', 200, '', async () => ['post', '/api/_settings?action=changePassword', { password: PASSWORD, newPassword: 'new password', repeatPassword: 'new password' }]],
    ['changePassword', 'admin', 200, '', async () => ['post', '/api/_settings?action=changePassword', { password: PASSWORD, newPassword: 'new password', repeatPassword: 'new password' }]],
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
