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

  it('has the push route for logged-in users only (push.md §2)', async () => {
    expect(routes.filter((r) => r.path === '/api/push_subscriptions').map((r) => ({ method: r.method, access: r.access }))).toEqual([{ method: 'POST', access: 'user' }]);
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
