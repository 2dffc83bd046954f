import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createCommunity, Member, signUp } from './community-fixtures';
import { TestApi, TestClient } from './harness';
import { png, upload } from './images-fixtures';
import { startWithAdmin } from './support/forum';

/** Error rows of docs/api/errors.md §3, "Communities", that hold for many routes at once, table by table. */
let api: TestApi;
let admin: Member;
let user: Member;
let community: { id: string; name: string };
const imagesDir = resolve(`tmp/test-images-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  ({ api, admin } = await startWithAdmin({ rateLimitsEnabled: false, imagesDir }));
  user = await signUp(api);
  community = await createCommunity(admin);
});

afterAll(async () => {
  await api.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const INVALID_ID = { status: 400, code: 'invalid_id', message: 'Invalid ID.' };
const NOT_FOUND = { status: 404, code: 'community/not-found', message: 'Community not found.' };
const INVALID_JSON = { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' };

interface SubRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** After `/api/communities/{id}`. */
  suffix: string;
  body?: unknown;
  /** Multipart upload (field `image`). */
  image?: boolean;
}

const SUB_ROUTES: SubRoute[] = [
  { method: 'get', suffix: '' },
  { method: 'put', suffix: '', body: { about: 'x' } },
  { method: 'get', suffix: '/rules' },
  { method: 'post', suffix: '/rules', body: { rule: 'r' } },
  { method: 'get', suffix: '/mods' },
  { method: 'post', suffix: '/mods', body: { username: 'someone' } },
  { method: 'delete', suffix: '/mods/someone' },
  { method: 'get', suffix: '/banned' },
  { method: 'post', suffix: '/banned', body: { username: 'someone' } },
  { method: 'delete', suffix: '/banned', body: { username: 'someone' } },
  { method: 'get', suffix: '/reports' },
  { method: 'delete', suffix: '/reports/1' },
  { method: 'post', suffix: '/pro_pic', image: true },
  { method: 'delete', suffix: '/pro_pic' },
  { method: 'post', suffix: '/banner_image', image: true },
  { method: 'delete', suffix: '/banner_image' },
];

async function call(client: TestClient, route: SubRoute, communityId: string) {
  const path = `/api/communities/${communityId}${route.suffix}`;
  if (route.image) return upload(client, path, await png(16, 16));
  return route.method === 'get' ? client.get(path) : client.send(route.method, path, route.body);
}

const imageCount = async () => Number((await api.db.query(`SELECT count(*) FROM images`))[0].count);

describe('a malformed or unknown {communityId}', () => {
  const CASES = [
    ['not-an-id', INVALID_ID],
    ['0123456789ABCDEF01234567', INVALID_ID],
    ['0123456789abcdef0123456', INVALID_ID],
    ['0123456789abcdef01234567', NOT_FOUND],
  ] as const;

  it.each(SUB_ROUTES.map((route) => [`${route.method.toUpperCase()} /communities/{id}${route.suffix}`, route] as const))(
    '%s: 400 invalid_id, then 404 community/not-found, for an admin and (before the role check) a plain user',
    async (_name, route) => {
      const imagesBefore = await imageCount();
      const outcomes: unknown[] = [];
      const expected: unknown[] = [];
      for (const [who, member] of [
        ['admin', admin],
        ['user', user],
      ] as const) {
        for (const [communityId, body] of CASES) {
          const res = await call(member.client, route, communityId);
          outcomes.push({ who, communityId, answer: [res.status, res.body] });
          expected.push({ who, communityId, answer: [body.status, body] });
        }
      }
      expect(outcomes).toEqual(expected);
      expect(await imageCount()).toBe(imagesBefore);
    },
  );
});

describe('a body of the wrong JSON shape: 400 invalid_json, nothing changed', () => {
  const communityCount = async () => Number((await api.db.query(`SELECT count(*) FROM communities`))[0].count);
  const shown = async () => (await api.client().get(`/api/communities/${community.id}`)).body;

  it.each([
    ['a number for name', { name: 5, about: 'x' }],
    ['a number for about', { name: 'WrongAbout', about: 7 }],
    ['an array', []],
    ['a bare string', '"WrongShape"'],
    ['a syntax error', '{"name": "Broken"'],
  ])('POST /communities with %s', async (_name, body) => {
    const before = await communityCount();
    const res = await admin.client.post('/api/communities', body);
    expect([res.status, res.body]).toEqual([400, INVALID_JSON]);
    expect(await communityCount()).toBe(before);
  });

  it.each([
    ['a string for nsfw', { nsfw: 'yes', about: 'changed', postingRestricted: false }],
    ['a number for about', { nsfw: false, about: 5, postingRestricted: false }],
    ['a number for postingRestricted', { nsfw: false, about: 'changed', postingRestricted: 1 }],
    ['an array', []],
    ['a syntax error', '{"about": '],
  ])('PUT /communities/{id} with %s', async (_name, body) => {
    const before = await shown();
    const res = await admin.client.send('put', `/api/communities/${community.id}`, body);
    expect([res.status, res.body]).toEqual([400, INVALID_JSON]);
    expect(await shown()).toEqual(before);
  });

  it.each([
    ['a number for rule', { rule: 7, description: null }],
    ['a number for description', { rule: 'Be kind', description: 5 }],
    ['an array', [{ rule: 'Be kind' }]],
    ['a syntax error', '{"rule": "Be kind",'],
  ])('POST /communities/{id}/rules with %s', async (_name, body) => {
    const res = await admin.client.post(`/api/communities/${community.id}/rules`, body);
    expect([res.status, res.body]).toEqual([400, INVALID_JSON]);
    expect((await api.client().get(`/api/communities/${community.id}/rules`)).body).toEqual([]);
  });
});
