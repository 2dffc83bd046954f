import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { ErrorDefinition, Errors } from '@app/contract';
import { listRoutes } from '../src/http/route-inventory';
import { openApiPath } from '../src/openapi/openapi-document';
import { TestApi } from './harness';

/** The OpenAPI document at /api/docs.json and the Swagger UI page at /api/docs (docs/operations.md, "OpenAPI"). */
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

let api: TestApi;
let doc: Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

beforeAll(async () => {
  api = await TestApi.start();
  const res = await request(api.server).get('/api/docs.json');
  expect(res.status).toBe(200);
  doc = res.body;
});

afterAll(async () => {
  await api.close();
});

/** A structural check of an OpenAPI 3 document: every problem found, as text. */
function problems(document: typeof doc): string[] {
  const found: string[] = [];
  if (!/^3\.\d+\.\d+$/.test(String(document.openapi))) found.push(`openapi is ${String(document.openapi)}`);
  const info = document.info as Json | undefined;
  if (typeof info?.title !== 'string' || typeof info?.version !== 'string') found.push('info needs title and version');
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) found.push(`${path}: does not start with /`);
    const operations = Object.entries(item).filter(([key]) => METHODS.includes(key));
    if (operations.length === 0) found.push(`${path}: no operation`);
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [method, operation] of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const id = String(operation.operationId ?? '');
      if (!id || operationIds.has(id)) found.push(`${where}: operationId "${id}" missing or repeated`);
      operationIds.add(id);
      const responses = operation.responses as Record<string, Json> | undefined;
      if (!responses || Object.keys(responses).length === 0) found.push(`${where}: no responses`);
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) found.push(`${where}: response key ${status}`);
        if (typeof response.description !== 'string') found.push(`${where} ${status}: no description`);
      }
      const declared = ((operation.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'path');
      for (const name of pathParams) {
        if (!declared.some((p) => p.name === name && p.required === true)) found.push(`${where}: path parameter ${name} not declared as required`);
      }
    }
  }
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  for (const ref of new Set(refs)) if (!document.components?.schemas?.[ref]) found.push(`$ref ${ref} does not resolve`);
  return found;
}

const schemaOf = (name: string) => doc.components.schemas[name] as { properties: Record<string, Json>; required?: string[] };
const bodyRef = (method: string, path: string) =>
  ((doc.paths[path][method].requestBody as Json).content as Record<string, { schema: { $ref: string } }>)['application/json'].schema.$ref;

it('is a structurally valid OpenAPI 3 document', () => {
  expect(problems(doc)).toEqual([]);
});

it('has every route the api registers, and no other', () => {
  const registered = listRoutes(api.app.get(ModulesContainer)).map((r) => `${r.method} ${openApiPath(r.path)}`);
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((k) => METHODS.includes(k))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
  expect(registered.length).toBeGreaterThan(80);
  expect(documented.sort()).toEqual([...new Set(registered)].sort());
});

it('describes bodies and queries from the real DTOs, with each route’s access rule', () => {
  expect(bodyRef('post', '/api/_login')).toBe('#/components/schemas/LoginDto');
  expect(schemaOf('LoginDto').properties).toEqual({
    username: { type: 'string' },
    password: { type: 'string' },
    totpCode: { type: 'string' },
    recoveryCode: { type: 'string' },
  });
  const createPost = schemaOf(bodyRef('post', '/api/posts').split('/').pop()!);
  expect(createPost.required?.sort()).toEqual(['community', 'title']);
  expect(createPost.properties.images).toEqual({ type: 'array', items: { $ref: '#/components/schemas/PostImageDto' } });
  expect(schemaOf('UpdateProfileDto').properties.homeFeed).toMatchObject({ type: 'string', enum: ['all', 'subscriptions'] });
  const feed = doc.paths['/api/posts'].get;
  expect((feed.parameters as Json[]).filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
    expect.arrayContaining(['sort', 'feed', 'communityId', 'next']),
  );
  expect(feed['x-access']).toBe('public');
  expect(doc.paths['/api/posts'].post).toMatchObject({ 'x-access': 'user', security: [{ session: [], csrf: [] }] });
  expect(doc.paths['/api/site_settings'].get['x-access']).toBe('admin');
  expect(doc.paths['/metrics'].get).toMatchObject({ 'x-access': 'operator', security: [{ metricsToken: [] }] });
  expect((doc.paths['/api/_initial'].get.responses as Json)['4XX']).toEqual({
    description: 'The contract’s error envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
  );

/** An operation's error answers: the statuses of its 4xx responses and its `x-error-codes`. */
function errorsOf(method: string, path: string) {
  const operation = doc.paths[path][method];
  const responses = operation.responses as Record<string, { description: string; content?: Json }>;
  return {
    statuses: Object.keys(responses)
      .filter((status) => status.startsWith('4'))
      .sort(),
    codes: operation['x-error-codes'],
    text: (status: string) => responses[status].description.split('\n'),
  };
}

describe('summaries and errors', () => {
  it('gives every operation a summary and a unique id', () => {
    const all = operations();
    expect(all.filter(({ operation }) => typeof operation.summary !== 'string' || !operation.summary.trim()).map(({ where }) => where)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
  });

  it('holds @Documented on every route handler, so a new route cannot go without its summary and errors', () => {
    const routes = listRoutes(api.app.get(ModulesContainer));
    expect(routes.filter((r) => r.errors === undefined).map((r) => r.handler)).toEqual([]);
    // Each declared error is in the document, under its status, with its code and message.
    for (const route of routes) {
      const method = route.method.toLowerCase();
      const responses = doc.paths[openApiPath(route.path)][method].responses as Record<string, { description: string; content: Json }>;
      for (const key of route.errors ?? []) {
        const { status, code, message } = Errors[key] as ErrorDefinition;
        expect({ route: route.handler, key, lines: responses[String(status)]?.description.split('\n') }).toEqual({
          route: route.handler,
          key,
          lines: expect.arrayContaining([`- ${code ? `\`${code}\`` : '(no code)'}: ${message}`]),
        });
        expect(responses[String(status)].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } });
      }
    }
  });

  it('lists the login’s errors: the middleware’s (CSRF, body, JSON) and its own (action, rate limit, password, suspension, second step)', () => {
    const login = errorsOf('post', '/api/_login');
    expect(doc.paths['/api/_login'].post.summary).toBe('Log in or log out');
    expect(login.statuses).toEqual(['400', '401', '403', '413', '429']);
    expect(login.codes).toEqual([
      'account_suspended',
      'body_too_large',
      'invalid_action',
      'invalid_json',
      'two_factor_invalid',
      'two_factor_required',
      'wrong-password',
    ]);
    expect(login.text('401').sort()).toEqual([
      '- (no code): Unauthorized.',
      '- `two_factor_invalid`: Invalid or already used two-factor code.',
      '- `two_factor_required`: Enter the code from your authenticator app.',
      '- `wrong-password`: Username and password do not match.',
    ]);
    expect(login.text('400').sort()).toEqual(['- `invalid_action`: Unsupported action.', '- `invalid_json`: Invalid JSON body.']);
    expect(login.text('429')).toEqual(['- (no code): Too Many Requests.']);
  });

  it('lists only the lookup’s 404 for reading a post, and no generic 4XX', () => {
    const post = errorsOf('get', '/api/posts/{publicId}');
    expect(post.statuses).toEqual(['404']);
    expect(post.codes).toEqual(['post/not-found']);
    expect(post.text('404')).toEqual(['- `post/not-found`: Post(s) not found.']);
  });

  it('lists the guard’s lookup, the login, the owner and the service’s rate limit for deleting a list', () => {
    const remove = errorsOf('delete', '/api/lists/{listId}');
    expect(remove.statuses).toEqual(['400', '401', '403', '404', '413', '429']);
    expect(remove.codes).toEqual(['body_too_large', 'invalid-list-id', 'invalid_json', 'list-not-found', 'not-list-owner', 'not_logged_in']);
    expect(remove.text('401')).toEqual(['- (no code): Unauthorized.', '- `not_logged_in`: User is not logged in.']);
  });

  it('lists the list items’ own unreadable-body answer instead of invalid_json, and the @RateLimited routes’ 429', () => {
    const add = errorsOf('post', '/api/lists/{listId}/items');
    expect(add.text('400')).toContain('- (no code): Bad JSON body.');
    expect(add.codes).not.toContain('invalid_json');
    expect(errorsOf('post', '/api/_postVote').statuses).toContain('429');
    expect(errorsOf('post', '/api/hidden_posts').statuses).not.toContain('429');
    // A community route: the guard's id and lookup, and the role its decorator names.
    expect(errorsOf('put', '/api/communities/{communityId}').codes).toEqual(expect.arrayContaining(['invalid_id', 'community/not-found', 'not_mod']));
    expect(errorsOf('get', '/metrics')).toMatchObject({ statuses: ['401', '404'], codes: [] });
  });
});

it('serves the Swagger UI page under the site-wide CSP: no inline script, assets from this origin', async () => {
  const page = await request(api.server).get('/api/docs');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  const initial = await request(api.server).get('/api/_initial');
  expect(page.headers['content-security-policy']).toBe(initial.headers['content-security-policy']);
  expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBe(2);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/ src="\/api\/docs\/assets\/[\w.-]+\.js"/);
    expect(body).toBe('');
  }
  for (const asset of ['swagger-ui-bundle.js', 'init.js', 'swagger-ui.css']) {
    const res = await request(api.server).get(`/api/docs/assets/${asset}`);
    expect({ asset, status: res.status, type: res.headers['content-type'], cookie: res.headers['set-cookie'] }).toEqual({
      asset,
      status: 200,
      type: asset.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      cookie: undefined,
    });
  }
  // Nothing else of swagger-ui-dist (its own index.html points at a demo API).
  expect((await request(api.server).get('/api/docs/assets/index.html')).status).toBeGreaterThanOrEqual(400);
});
