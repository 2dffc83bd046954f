import crypto from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCommunity, makeAdmin, Member, signUp, uniqueName } from './community-fixtures';
import { TestApi } from './harness';
import { startWithCommunity } from './support/forum';

/** Regression tests for the findings of an outside security audit: bodies, redirects, NUL, number ranges, comment paths, headers. */

let api: TestApi;
let member: Member;
let community: { id: string; name: string };

beforeAll(async () => {
  api = await TestApi.start();
  member = await makeAdmin(api, await signUp(api));
  community = await createCommunity(member);
  await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [member.id]);
});

afterAll(async () => {
  await api.close();
});

/** `{"k0":0,"k1":0,...}` plus the given fields, written by hand so the key count is exact. */
function manyKeys(count: number, fields: Record<string, unknown> = {}): string {
  const junk = Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',');
  const real = Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{${[...real, junk].join(',')}}`;
}

const postCount = async (title: string) => Number((await api.db.query(`SELECT count(*) FROM posts WHERE title = $1`, [title]))[0].count);

describe('hostile JSON bodies are refused while parsing, before validation', () => {
  it('refuses 80,000 keys on POST /api/_login with 413 before the pipe or the handler run', async () => {
    const name = uniqueName();
    const client = api.client();
    expect((await client.signup(name)).status).toBe(201);
    await client.post('/api/_login?action=logout');
    const body = manyKeys(80_000, { username: name, password: 'correct horse battery' });
    expect(body.length).toBeGreaterThan(800_000);
    const res = await client.post('/api/_login', body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, code: 'body_too_large', message: 'Request body too large.' });
    // Had the pipe stripped the junk keys, the handler would have logged this visitor in.
    expect((await client.get('/api/_user')).status).toBe(401);
  });

  it('counts keys, not bytes: 1,000 keys in 15 KB on _login are refused the same way', async () => {
    const name = uniqueName();
    const client = api.client();
    await client.signup(name);
    await client.post('/api/_login?action=logout');
    const body = manyKeys(1_000, { username: name, password: 'correct horse battery' });
    expect(body.length).toBeLessThan(16 * 1024);
    const res = await client.post('/api/_login', body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, code: 'body_too_large', message: 'Request body too large.' });
    expect((await client.get('/api/_user')).status).toBe(401);
  });

  it('refuses 5,000 keys on POST /api/posts (a long-text route) and creates nothing', async () => {
    const title = `Keys ${uniqueName()}`;
    const res = await (await signUp(api)).client.post('/api/posts', manyKeys(5_000, { type: 'text', title, body: 'Body', community: community.name }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, code: 'body_too_large', message: 'Request body too large.' });
    expect(await postCount(title)).toBe(0);
  });

  it('keeps small bodies small: 20 KB on _login is 413, while a post body of 20,000 escaped characters (120 KB) is accepted', async () => {
    const login = await api.client().post('/api/_login', { username: 'x', password: 'p'.repeat(20_000) });
    expect(login.status).toBe(413);
    expect(login.body.code).toBe('body_too_large');
    const title = `Long ${uniqueName()}`;
    const escaped = `{"type":"text","title":${JSON.stringify(title)},"community":${JSON.stringify(community.name)},"body":"${'\\u00e9'.repeat(20_000)}"}`;
    expect(escaped.length).toBeGreaterThan(120_000);
    const post = await (await signUp(api)).client.post('/api/posts', escaped);
    expect(post.status).toBe(200);
    expect(post.body.body).toBe('é'.repeat(20_000));
  });
});

describe('deeply nested JSON is a 400, never a 500', () => {
  it.each([
    ['2,000 arrays on _login', '/api/_login', '['.repeat(2_000) + ']'.repeat(2_000)],
    ['10,000 arrays on a post', '/api/posts', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['10,000 objects on a post', '/api/posts', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ['33 levels inside a post field', '/api/posts', `{"type":"text","title":"Deep one","community":"x","images":${'['.repeat(33)}${']'.repeat(33)}}`],
  ])('%s → 400 invalid_json', async (_label, path, body) => {
    const res = await (await signUp(api)).client.post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
  });

  it('still parses what the contract sends: nesting within bounds and keys in strings', async () => {
    const res = await api.client().post('/api/_login', { username: 'a:b:{[', password: '"{{{{:::' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('wrong-password');
  });
});

/** A GET sent byte for byte as written (supertest would normalise `\` and `//` in the path). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = api.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the trailing-slash redirect stays on this site', () => {
  beforeAll(async () => {
    if (!api.server.listening) await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  });

  it.each([
    ['//evil.host/', '/evil.host'],
    ['/\\evil.host/', '/evil.host'],
    ['/\\/evil.host/', '/evil.host'],
    ['///\\\\//evil.host/path/?q=1', '/evil.host/path?q=1'],
    ['/communities/?sort=new', '/communities?sort=new'],
    ['//?x=1', '/?x=1'],
  ])('GET %s → 301 to %s', async (path, location) => {
    const res = await rawGet(path);
    expect(res.status).toBe(301);
    expect(res.location).toBe(location);
  });
});

describe('NUL never reaches PostgreSQL', () => {
  const NUL = '\u0000';
  const invalidJson = { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' };
  const badRequest = { status: 400, message: 'Bad Request.' };

  it('refuses NUL in login and signup fields with 400 invalid_json, creating no account', async () => {
    const login = await api.client().post('/api/_login', { username: `bob${NUL}`, password: 'correct horse battery' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(invalidJson);
    const name = uniqueName();
    const signup = await api.client().post('/api/_signup', { username: name, password: `pass${NUL}word`, email: '' });
    expect(signup.status).toBe(400);
    expect(signup.body).toEqual(invalidJson);
    expect(await api.db.query('SELECT 1 FROM users WHERE username = $1', [name])).toHaveLength(0);
  });

  it('refuses NUL in post titles and bodies, comment bodies and community requests, storing nothing', async () => {
    const author = await signUp(api);
    const title = `Nul ${uniqueName()}`;
    for (const fields of [{ title: `${title}${NUL}` }, { title, body: `a${NUL}b` }]) {
      const res = await author.client.post('/api/posts', { type: 'text', body: 'Body', community: community.name, ...fields });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidJson);
    }
    expect(await postCount(title)).toBe(0);
    const post = await (await signUp(api)).client.post('/api/posts', { type: 'text', title, body: 'Body', community: community.name });
    expect(post.status).toBe(200);
    const comment = await author.client.post(`/api/posts/${post.body.publicId}/comments`, { parentCommentId: null, body: `x${NUL}` });
    expect(comment.status).toBe(400);
    expect(comment.body).toEqual(invalidJson);
    expect(await api.db.query('SELECT 1 FROM comments WHERE post_id = $1', [post.body.id])).toHaveLength(0);
    const request = await author.client.post('/api/community_requests', { name: `req${uniqueName()}`, note: `why${NUL}` });
    expect(request.status).toBe(400);
    expect(request.body).toEqual(invalidJson);
    expect(await api.db.query('SELECT 1 FROM community_requests WHERE note LIKE $1', ['why%'])).toHaveLength(0);
  });

  it('refuses NUL at any depth and in keys', async () => {
    const author = await signUp(api);
    for (const body of [
      { type: 'image', title: 'Deep NUL', community: community.name, images: [{ imageId: 'x', caption: `c${NUL}` }] },
      { type: 'text', title: 'Key NUL', community: community.name, [`k${NUL}`]: 1 },
    ]) {
      const res = await author.client.post('/api/posts', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidJson);
    }
  });

  it.each([
    '/api/users/%00',
    '/api/users/bob%00',
    '/api/communities/%00?byName=true',
    '/api/posts?sort=%00',
    '/api/communities?q=a%00',
    '/api/posts/abc/comments?parentId=%00',
  ])('GET %s → 400 in the envelope', async (path) => {
    const res = await api.client().get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest);
  });

  it('refuses NUL in the URL of a write too, before anything runs', async () => {
    const res = await member.client.post(`/api/communities/${community.id}/rules?x=%00`, { rule: 'A rule' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest);
    expect(await api.db.query('SELECT 1 FROM community_rules WHERE community_id = $1', [community.id])).toHaveLength(0);
  });
});

describe('numbers from clients are range-checked before SQL', () => {
  const ID = 'abcdefabcdefabcdefabcdef';

  it.each([99_999_999_999, -99_999_999_999, 2 ** 31, 1e300])('POST /api/_report with reason %p → 400 invalid_report_reason, nothing stored', async (reason) => {
    const reporter = await signUp(api);
    const post = await (await signUp(api)).client.post('/api/posts', { type: 'text', title: 'Reported', body: 'Body', community: community.name });
    const res = await reporter.client.post('/api/_report', `{"type":"post","targetId":"${post.body.id}","reason":${reason}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'invalid_report_reason', message: 'Invalid report reason.' });
    expect(await api.db.query('SELECT 1 FROM reports WHERE target_id = $1', [post.body.id])).toHaveLength(0);
  });

  it('PUT a rule with zIndex out of the int4 range → 400 invalid_json, the rule unchanged', async () => {
    const added = await member.client.post(`/api/communities/${community.id}/rules`, { rule: 'Be kind', description: null });
    expect(added.status).toBe(200);
    const [{ id, z_index: zIndex }] = await api.db.query('SELECT id, z_index FROM community_rules WHERE community_id = $1 ORDER BY id DESC LIMIT 1', [
      community.id,
    ]);
    const res = await member.client.send('put', `/api/communities/${community.id}/rules/${id}`, { rule: 'Changed', description: null, zIndex: 99_999_999_999 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'invalid_json', message: 'Invalid JSON body.' });
    expect(await api.db.query('SELECT rule, z_index FROM community_rules WHERE id = $1', [id])).toEqual([{ rule: 'Be kind', z_index: zIndex }]);
  });

  it('deny_comm with an id out of range → 400 invalid_id "Invalid community request ID."', async () => {
    const admin = await makeAdmin(api, await signUp(api));
    const res = await admin.client.post('/api/_admin', { action: 'deny_comm', id: 99_999_999_999 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'invalid_id', message: 'Invalid community request ID.' });
  });

  it.each([
    ['hot', `99999999999999999999.${ID}`],
    ['hot', `-99999999999999999999.${ID}`],
    ['all', `99999999999.${ID}`],
    ['day', `-99999999999.${ID}`],
  ])('GET /api/posts?sort=%s with cursor %s → 400 invalid_cursor', async (sort, next) => {
    const res = await api.client().get(`/api/posts?sort=${sort}&next=${next}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'invalid_cursor', message: 'Invalid feed pagination cursor.' });
  });

  it('keeps the largest cursors that fit: hot at int8, points at int4, activity in nanoseconds', async () => {
    for (const [sort, next] of [
      ['hot', `9223372036854775807.${ID}`],
      ['all', `2147483647.${ID}`],
      ['activity', `99999999999999999999.${ID}`],
    ]) {
      const res = await api.client().get(`/api/posts?sort=${sort}&next=${next}`);
      expect(res.status).toBe(200);
    }
  });

  it.each(['99999999999', '99999999999999999999'])('GET /api/communities?limit=%s answers 200 (a limit above the total lists all)', async (limit) => {
    const res = await api.client().get(`/api/communities?limit=${limit}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toContain(community.name);
  });

  it.each(['99999999999', '-99999999999'])('GET /api/posts?limit=%s → 400 invalid_limit', async (limit) => {
    const res = await api.client().get(`/api/posts?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_limit');
  });
});

describe('a comment is only reached under its own post', () => {
  const notFound = { status: 404, code: 'comment_not_found', message: 'Comment(s) not found.' };
  // Many writes by one author in a second: this api counts no limits ("update content" is 1/s).
  let quiet: TestApi;
  let place: string;

  beforeAll(async () => {
    ({
      api: quiet,
      community: { name: place },
    } = await startWithCommunity({ rateLimitsEnabled: false }));
  });

  afterAll(async () => {
    await quiet.close();
  });

  async function commentOnTwoPosts() {
    const author = await signUp(quiet);
    const [mine, other] = [
      await author.client.post('/api/posts', { type: 'text', title: 'Home of the comment', body: 'Body', community: place }),
      await author.client.post('/api/posts', { type: 'text', title: 'Another post', body: 'Body', community: place }),
    ];
    const comment = await author.client.post(`/api/posts/${mine.body.publicId}/comments`, { parentCommentId: null, body: 'Original' });
    expect(comment.status).toBe(200);
    return { author, home: mine.body, other: other.body, commentId: comment.body.id as string };
  }

  const stored = async (id: string) => (await quiet.db.query('SELECT body, deleted_at, locked_at, user_group FROM comments WHERE id = $1', [id]))[0];

  it('PUT (edit, changeAsUser, lock) under another post, by either id form → 404 comment_not_found, nothing changed', async () => {
    const { author, other, commentId } = await commentOnTwoPosts();
    const before = await stored(commentId);
    for (const postRef of [other.publicId, other.id, 'zzzzzzzz', 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
      for (const query of ['', '?action=changeAsUser&userGroup=normal', '?action=lock&lockAs=mods']) {
        const res = await author.client.send('put', `/api/posts/${postRef}/comments/${commentId}${query}`, { body: 'Hijacked' });
        expect(res.status).toBe(404);
        expect(res.body).toEqual(notFound);
      }
    }
    expect(await stored(commentId)).toEqual(before);
  });

  it('DELETE under another post → 404 comment_not_found, the comment stays', async () => {
    const { author, other, commentId } = await commentOnTwoPosts();
    for (const postRef of [other.publicId, other.id]) {
      const res = await author.client.send('delete', `/api/posts/${postRef}/comments/${commentId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await stored(commentId)).deleted_at).toBeNull();
  });

  it('still edits and deletes under its own post, by publicId (this web client) or internal id (upstream client)', async () => {
    const { author, home, commentId } = await commentOnTwoPosts();
    const edit = await author.client.send('put', `/api/posts/${home.publicId}/comments/${commentId}`, { body: 'Edited' });
    expect(edit.status).toBe(200);
    expect(edit.body.body).toBe('Edited');
    const removed = await author.client.send('delete', `/api/posts/${home.id}/comments/${commentId}`);
    expect(removed.status).toBe(200);
    expect((await stored(commentId)).deleted_at).not.toBeNull();
  });
});

describe('hardening: response headers and the admin key', () => {
  it('sends a Permissions-Policy on API answers, pages and errors, and no HSTS on a plain-http site', async () => {
    for (const path of ['/api/_initial', '/api/nothing-here', '/some/page', '/images/nothing.jpg']) {
      const res = await api.client().get(path);
      const policy = res.headers['permissions-policy'];
      expect(policy).toEqual(expect.stringContaining('camera=()'));
      for (const feature of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'clipboard-write=(self)']) expect(policy).toContain(feature);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  describe('on an https site with an admin key', () => {
    let secure: TestApi;

    beforeAll(async () => {
      secure = await TestApi.start({ publicUrl: 'https://forum.example', secureCookies: true, adminApiKey: 'the-admin-key-of-this-site' });
    });

    afterAll(async () => {
      jest.restoreAllMocks();
      await secure.close();
    });

    it('sends Strict-Transport-Security for a year, subdomains included, on every answer', async () => {
      for (const path of ['/api/_initial', '/some/page']) {
        const res = await secure.client().get(path);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    });

    it('compares adminKey in constant time: equal-length digests through crypto.timingSafeEqual', async () => {
      const compare = jest.spyOn(crypto, 'timingSafeEqual');
      const path = (key: string) => `/api/_login?adminKey=${encodeURIComponent(key)}`;
      // The key lifts the CSRF check: with it a token-less login reaches the handler (401 wrong-password).
      const right = await secure.client().agent.post(path('the-admin-key-of-this-site')).send({ username: 'nobody-here', password: 'x' });
      expect(right.body.code).toBe('wrong-password');
      for (const key of ['the-admin-key-of-this-sitf', 't', 'the-admin-key-of-this-site-and-more']) {
        const wrong = await secure.client().agent.post(path(key)).send({ username: 'nobody-here', password: 'x' });
        expect(wrong.body).toEqual({ status: 401, message: 'Unauthorized.' });
      }
      expect(compare).toHaveBeenCalled();
      for (const [a, b] of compare.mock.calls as [Buffer, Buffer][]) expect(a.length).toBe(b.length);
    });
  });

  describe('a field of the wrong JSON type answers what docs/api/errors.md §1 says: 400 invalid_json, never 500', () => {
    const invalidJson = { status: 400, code: 'invalid_json', message: 'Invalid JSON body.' };

    it.each([
      ['/api/_login', { username: 5, password: 'x' }],
      ['/api/_login', { username: ['a'], password: 'x' }],
      ['/api/_signup', { username: 'someone', password: { a: 1 }, email: '' }],
      ['/api/_postVote', { postId: 5, up: true }],
      ['/api/_postVote', { postId: 'abcdefabcdefabcdefabcdef', up: 'yes' }],
      ['/api/_commentVote', { commentId: null, up: true }],
      ['/api/_joinCommunity', { communityId: [], leave: false }],
      ['/api/_report', { type: 'post', targetId: 'abcdefabcdefabcdefabcdef', reason: '1' }],
      ['/api/_report', { type: 'post', targetId: 'abcdefabcdefabcdefabcdef', reason: 1.5 }],
      ['/api/posts', { type: 'text', title: 7, community: 'x' }],
      ['/api/posts', { type: 'image', title: 'Title', community: 'x', images: 'x' }],
      ['/api/posts', { type: 'image', title: 'Title', community: 'x', images: [null] }],
      ['/api/posts', { type: 'image', title: 'Title', community: 'x', images: [{ imageId: 5 }] }],
      ['/api/hidden_posts', { postId: true }],
      ['/api/community_requests', { name: 12, note: '' }],
    ])('POST %s %j → 400 invalid_json', async (path, body) => {
      const res = await (await signUp(api)).client.post(path, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidJson);
    });

    it.each(['"a string"', '5', 'null', 'true', '[]'])('a body that is %s, not an object → 400 invalid_json', async (body) => {
      const res = await api.client().post('/api/_login', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidJson);
    });
  });
});
