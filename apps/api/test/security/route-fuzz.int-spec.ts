import fc from 'fast-check';
import { Logger } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { Response } from 'supertest';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import { listRoutes, RouteEntry } from '../../src/http/route-inventory';
import { signUp, makeAdmin, Member } from '../community-fixtures';
import { TestApi } from '../harness';
import { ACCESS_MATRIX } from './access-matrix';
import { buildWorld, Caller, PROBES, World } from './access-probes';
import { dtoFields, FieldKind } from './dto-fields';
import { securityRuns, securitySeed } from './suite-scale';

/**
 * Every route of the api's own table gets generated hostile input (fast-check, seeded by
 * SECURITY_SEED so a failure replays): ids, query strings and bodies derived from the handler's DTOs
 * (class-validator metadata), then malformed, mistyped, oversized. The rule: no 5xx, every 4xx in the
 * contract's envelope (docs/api/errors.md §1), and nothing logged as an unhandled error.
 */
let api: TestApi;
let routes: RouteEntry[];
let admin: Member;
const loggedErrors: string[] = [];
const crashes: string[] = [];
const onCrash = (error: unknown) => crashes.push(String(error instanceof Error ? error.stack : error));
let requests = 0;
let fiveHundreds = 0;
/** Answers by status, printed at the end: proof the generated input reaches past the guards and parsers. */
const statuses = new Map<number, number>();

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  routes = listRoutes(api.app.get(ModulesContainer)).sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
  admin = await makeAdmin(api, await signUp(api));
  // The server log: every error Nest's loggers write (the exception filter logs each unexpected failure there).
  jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => void loggedErrors.push(args.map(String).join(' ')));
  jest.spyOn(Logger, 'error').mockImplementation((...args: unknown[]) => void loggedErrors.push(args.map(String).join(' ')));
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onCrash);
  process.off('uncaughtException', onCrash);
  console.log(
    `route fuzz: ${routes.length} routes, ${requests} requests (seed ${securitySeed}), ${fiveHundreds} answered 5xx; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
  );
  await api.close();
});

// ---- hostile values ---------------------------------------------------------------------------------------

const MEGABYTE = 'x'.repeat(1024 * 1024);
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301\u0301',
  '\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\ud800',
  '\ufeff',
  '💩'.repeat(50),
  'x'.repeat(70_000),
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  'NaN',
  'null',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  'u_-1',
  'c_99999999999999999999',
);
const hostileString = fc.oneof(
  hostileStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const numbers = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const wrongValue = fc.oneof(
  hostileString,
  numbers,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxKeys: 4 }),
);
const plausible: Record<FieldKind, fc.Arbitrary<unknown>> = {
  string: hostileString,
  boolean: fc.boolean(),
  number: numbers,
  array: fc.array(fc.record({ imageId: hostileString, caption: hostileString }, { requiredKeys: [] }), { maxLength: 3 }),
  object: fc.record({ p256dh: hostileString, auth: hostileString }, { requiredKeys: [] }),
  any: wrongValue,
};

/** A path segment: ids negative, zero, huge, non-numeric, NUL, invalid UTF-8, RTL, combining, over-long. */
const segment = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2147483648',
    '99999999999999999999999999',
    'abc',
    '%00',
    '%FF',
    '%C3%28',
    '%E2%80%AE',
    'a%CC%81%CC%81',
    '%2e%2e',
    '%2F',
    'u_1',
    'c_1',
    '000000000000000000000000',
    'x'.repeat(3000),
    'null',
    'bookmarks',
  ),
  fc.integer().map(String),
  hostileString.filter((s) => s.length > 0 && s.length < 5000).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
);

const QUERY_KEYS = [
  'limit',
  'page',
  'next',
  'sort',
  'feed',
  'filter',
  'type',
  'action',
  'userGroup',
  'deleteAs',
  'lockAs',
  'communityId',
  'id',
  'url',
  'username',
  'q',
  'set',
  'render',
  'format',
  'byType',
  'seen',
  'fetchCommunity',
];
const queryValue = fc.oneof(
  segment,
  fc.constantFrom('', '-5', '0', '1000000', 'hot', 'new', 'all', 'home', 'true', 'false', 'mods', 'admins', 'lock', 'logout', 'unknown_enum'),
);

interface FuzzCase {
  path: string;
  query: string;
  contentType: string | undefined;
  body: string | Buffer | undefined;
  sendCsrf: boolean;
}

function caseFor(route: RouteEntry): fc.Arbitrary<FuzzCase> {
  const params = route.path.match(/:\w+/g) ?? [];
  const path = fc.tuple(...params.map(() => segment)).map((values) => values.reduce((p, v, i) => p.replace(params[i], v), route.path));
  const queryKeys = [...new Set([...Object.keys(dtoFields(route.query)), ...QUERY_KEYS])];
  const query = fc
    .array(fc.tuple(fc.constantFrom(...queryKeys), queryValue, fc.nat(3)), { maxLength: 5 })
    // A repeated key (`?limit=1&limit=2`) arrives as an array: count 1..3.
    .map((pairs) => pairs.flatMap(([k, v, times]) => Array.from({ length: (times % 2) + 1 }, () => `${k}=${v}`)).join('&'));
  const fields = dtoFields(route.body);
  const names = Object.keys(fields);
  const dtoObject = fc.tuple(
    fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(plausible[fields[n]], wrongValue)])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'id')), wrongValue, {
      maxKeys: 3,
    }),
  );
  const jsonBody = dtoObject.map(([known, extra]) => JSON.stringify({ ...extra, ...known }));
  const body: fc.Arbitrary<string | Buffer | undefined> = fc.oneof(
    { weight: 5, arbitrary: jsonBody },
    // Truncated JSON.
    { weight: 2, arbitrary: fc.tuple(jsonBody, fc.nat()).map(([text, cut]) => text.slice(0, text.length ? cut % text.length : 0)) },
    // Malformed JSON and non-object tops.
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '[',
        'nul',
        '{"a":1,}',
        "{'a':1}",
        '"just a string"',
        '42',
        'null',
        '[]',
        '[1,2',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '\u0000',
        '{"__proto__":{"isAdmin":true}}',
        `{"a":${'1'.repeat(400)}}`,
      ),
    },
    // Invalid UTF-8 bytes inside a string.
    { weight: 1, arbitrary: fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const contentType = fc.constantFrom(
    undefined,
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'application/json; charset=nonsense',
  );
  return fc.record({ path, query, contentType, body, sendCsrf: fc.boolean() });
}

// ---- sending and checking ---------------------------------------------------------------------------------

async function send(
  method: string,
  url: string,
  member: Member,
  contentType: string | undefined,
  body: string | Buffer | undefined,
  csrf = true,
): Promise<Response> {
  const client = member.client;
  if (!client.csrfToken) await client.init();
  let req = client.agent[method.toLowerCase() as 'post'](url).set('X-Forwarded-For', client.ip);
  if (csrf) req = req.set(CSRF_REQUEST_HEADER, client.csrfToken);
  if (contentType) req = req.set('Content-Type', contentType);
  requests++;
  const res = body === undefined ? await req : await req.send(body);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const token = res.headers[CSRF_RESPONSE_HEADER.toLowerCase()];
  if (typeof token === 'string' && token) client.csrfToken = token;
  return res;
}

/**
 * The failure, or null: under 500, and a 4xx in the envelope of docs/api/errors.md §1 (JSON, `status` repeated,
 * string `message`, optional string `code`, nothing else).
 */
function problemWith(res: Response): string | null {
  if (res.status >= 500) {
    fiveHundreds++;
    return `answered ${res.status}`;
  }
  if (res.status < 400) return null;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `${res.status} with content type ${res.headers['content-type']}`;
  const body = res.body as Record<string, unknown>;
  const keys = Object.keys(body).sort();
  const wellFormed =
    body.status === res.status &&
    typeof body.message === 'string' &&
    (body.code === undefined || typeof body.code === 'string') &&
    keys.every((k) => ['code', 'message', 'status'].includes(k));
  return wellFormed ? null : `${res.status} outside the envelope: ${res.text.slice(0, 200)}`;
}

/** Keeps the fuzzing caller logged in (a generated `?action=logout` may end its session). */
async function stayLoggedIn(): Promise<void> {
  const me = await admin.client.get('/api/_user');
  if (me.status === 200) return;
  admin.client.csrfToken = '';
  const res = await admin.client.login(admin.name);
  if (res.status !== 200) throw new Error(`re-login failed: ${res.status} ${JSON.stringify(res.body)}`);
}

const RUNS = securityRuns(12, 150);

describe('fuzzing every route', () => {
  it('finds the route table', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it('answers generated hostile requests on every route without a 5xx, each error in the envelope', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await stayLoggedIn();
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          const url = c.query ? `${c.path}?${c.query}` : c.path;
          const res = await send(
            route.method,
            url,
            admin,
            c.contentType,
            route.method === 'GET' && c.body !== undefined && c.sendCsrf ? undefined : c.body,
            c.sendCsrf,
          );
          const problem = problemWith(res);
          if (problem) failures.push(`${route.method} ${url.slice(0, 200)} [${c.contentType}] ${String(c.body).slice(0, 120)}: ${problem}`);
          return problem === null;
        }),
        { seed: securitySeed, numRuns: RUNS, endOnFailure: true, reporter: () => undefined },
      );
      if (route.path === '/api/_login' || route.path.startsWith('/api/users/:username')) await stayLoggedIn();
    }
    expect(failures).toEqual([]);
    expect(crashes).toEqual([]);
  }, 1_200_000);

  it('refuses oversized and pathological bodies on every state-changing route in linear time, in the envelope', async () => {
    await stayLoggedIn();
    const bodies: [string, string][] = [
      ['1 MB string', JSON.stringify({ body: MEGABYTE, title: MEGABYTE })],
      ['100,000 keys', `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')}}`],
      ['nested 10,000 deep (objects)', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
      ['nested 10,000 deep (arrays)', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
      ['just over 256 KB', JSON.stringify({ body: 'y'.repeat(262_145) })],
    ];
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const url = route.path.replace(/:\w+/g, '1');
      for (const [name, body] of bodies) {
        const timed = async () => {
          const started = performance.now();
          const res = await send(route.method, url, admin, 'application/json', body);
          return { res, ms: performance.now() - started };
        };
        let { res, ms } = await timed();
        // A slow answer is asked again: on a busy machine one request can wait behind other files' work; work
        // that is not linear is slow both times.
        if (ms > 1500) ({ res, ms } = await timed());
        const problem = problemWith(res) ?? (res.status < 400 ? `accepted with ${res.status}` : ms > 1500 ? `took ${Math.round(ms)} ms` : null);
        if (problem) failures.push(`${route.method} ${route.path} ${name}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers requests without the CSRF token, or as a visitor, in the envelope too', async () => {
    const visitor = { client: api.client(), name: '', id: '' } as Member;
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          const url = c.query ? `${c.path}?${c.query}` : c.path;
          const res = await send(route.method, url, visitor, c.contentType, route.method === 'GET' ? undefined : c.body, c.sendCsrf);
          const problem = problemWith(res);
          if (problem) failures.push(`visitor ${route.method} ${url.slice(0, 200)}: ${problem}`);
          return problem === null;
        }),
        { seed: securitySeed + 1, numRuns: Math.max(2, Math.round(RUNS / 4)), endOnFailure: true, reporter: () => undefined },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers mutated valid requests on real objects (one field wrong, or every field null) without a 5xx, as a caller the matrix lets through', async () => {
    const world: World = await buildWorld(api);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const as = (['owner', 'mod', 'admin', 'member'] as const).find((c: Caller) => /^2/.test(ACCESS_MATRIX[key]?.[c] ?? ''));
      const sample = as ? await PROBES[key](world, as) : undefined;
      if (!as || !sample || sample.file || !sample.body || typeof sample.body !== 'object') continue;
      const fields = Object.keys(sample.body as object);
      tried++;
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant<[string, unknown] | null>(null), fc.tuple(fc.constantFrom(...fields), wrongValue)), async (mutation) => {
          const probe = await PROBES[key](world, as);
          const body = { ...(probe.body as Record<string, unknown>) };
          if (mutation === null) for (const field of Object.keys(body)) body[field] = null;
          else body[mutation[0]] = mutation[1];
          const res = await send(route.method, probe.path, world.people[as], 'application/json', JSON.stringify(body));
          const problem = problemWith(res);
          if (problem) failures.push(`${key} as ${as} ${JSON.stringify(body).slice(0, 200)}: ${problem}`);
          return problem === null;
        }),
        { seed: securitySeed + 2, numRuns: securityRuns(4, 40), endOnFailure: true, reporter: () => undefined },
      );
    }
    expect(tried).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 900_000);

  it('logged no unhandled error', () => {
    expect({ loggedErrors: loggedErrors.map((e) => e.slice(0, 600)), crashes }).toEqual({ loggedErrors: [], crashes: [] });
  });
});
