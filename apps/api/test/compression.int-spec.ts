import { createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { decode, expectKeptCompressedBytes, listen, oneCallCompressions, rawRequest } from './raw-http';

/**
 * Dynamic answers are compressed as browsers ask (brotli first, then gzip) above 1 kB, and the content is
 * the same bytes as the identity answer: every answer made per request by `compression` (http/compression.ts),
 * a kept RawJson answer (a visitor's post page) once per answer Buffer, its bytes sent as kept (raw-json.ts).
 */
let api: TestApi;
let admin: Member;
let feedPath: string;
let member: Member;
let postPath: string;
let port: number;

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  admin = await makeAdmin(api, await signUp(api));
  member = await signUp(api);
  const community = await createCommunity(admin);
  let publicId = '';
  for (let i = 0; i < 6; i++) publicId = (await createPost(admin, community.name, { title: `Compressible post ${i}`, body: 'words '.repeat(40) })).publicId;
  feedPath = `/api/posts?sort=latest&communityId=${community.id}`;
  postPath = `/api/posts/${publicId}`;
  port = await listen(api);
});

afterAll(async () => {
  await api.close();
});

const raw = (path: string, acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET') => rawRequest(port, path, acceptEncoding, method);

describe('compression of dynamic answers', () => {
  it('sends a feed as brotli to a browser and as gzip to a gzip-only client, the same JSON as uncompressed', async () => {
    const plain = await raw(feedPath, 'identity');
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['GZIP', 'gzip'],
    ] as const) {
      const res = await raw(feedPath, accept);
      expect({ accept, status: res.status, encoding: res.headers['content-encoding'], type: res.headers['content-type'] }).toEqual({
        accept,
        status: 200,
        encoding,
        type: 'application/json; charset=utf-8',
      });
      expect(res.headers['vary']).toMatch(/Accept-Encoding/);
      expect(decode(encoding, res.body).equals(plain.body)).toBe(true);
    }
  });

  it('honours weighted lists, wildcards and deflate', async () => {
    const plain = await raw(feedPath, 'identity');
    for (const [accept, encoding] of [
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['deflate', 'deflate'],
    ] as const) {
      const res = await raw(feedPath, accept);
      expect({ accept, encoding: res.headers['content-encoding'] }).toEqual({ accept, encoding });
      if (encoding !== 'deflate') expect(decode(encoding, res.body).equals(plain.body)).toBe(true);
    }
  });

  it('sends the post page (RawJson) whole with its length, br, gzip, weighted lists and HEAD as the other answers', async () => {
    const plain = await raw(postPath, 'identity');
    expect([plain.headers['content-type'], Number(plain.headers['content-length'])]).toEqual(['application/json; charset=utf-8', plain.body.length]);
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const res = await raw(postPath, accept);
      expect({ accept, encoding: res.headers['content-encoding'], type: res.headers['content-type'], vary: res.headers['vary'] }).toEqual({
        accept,
        encoding,
        type: 'application/json; charset=utf-8',
        vary: 'Accept-Encoding',
      });
      expect(decode(encoding, res.body).equals(plain.body)).toBe(true);
    }
    const head = await raw(postPath, 'gzip, deflate, br', 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, undefined, 0]);
  });

  it("keeps a visitor's post page compressed (the same bytes again) and compresses a member's own page per request", async () => {
    const first = await raw(postPath, 'gzip, deflate, br');
    const second = await raw(postPath, 'gzip, deflate, br');
    expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(second.body.equals(first.body)).toBe(true);
    // superagent undoes the gzip itself: the header says what came over the wire.
    const own = await member.client.agent.get(postPath).set('X-Forwarded-For', member.client.ip).set('Accept-Encoding', 'gzip');
    expect([own.status, own.headers['content-encoding'], own.headers['vary']]).toEqual([200, 'gzip', 'Accept-Encoding']);
    const page = own.body as { id: string; title: string };
    const visitorPage = JSON.parse(decode('br', first.body).toString()) as { id: string; title: string };
    expect([page.id, page.title]).toEqual([visitorPage.id, visitorPage.title]);
    expect(page.title).toMatch(/^Compressible post/);
  });

  it('sends small answers and HEAD as they are', async () => {
    const small = await raw('/api/posts?sort=latest&communityId=000000000000000000000000', 'gzip, deflate, br');
    expect([small.status, small.headers['content-encoding'], small.body.toString()]).toEqual([200, undefined, '{"posts":null,"next":null}']);
    const comments = await raw(`${postPath}/comments`, 'gzip, deflate, br');
    expect([comments.status, comments.headers['content-encoding'], comments.body.toString()]).toEqual([200, undefined, '{"comments":[],"next":null}']);
    const head = await raw(feedPath, 'gzip, deflate, br', 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });
});

/**
 * A visitor's feed page and profile page are the same for every visitor: sent as the Buffer of the last
 * identical text with its compressed bytes kept (FeedService.answer, ProfileFeedService.feed), yet read and
 * built on every request, so a change shows in the very next answer.
 */
describe("visitors' feed and profile pages", () => {
  const profilePath = () => `/api/users/${admin.name}/feed`;

  it('sends the same compressed bytes again, compressed once per page and encoding, decoding to the identity answer', async () => {
    // Pages no earlier test asked for, so their first compression happens here.
    const compressions = await oneCallCompressions(async () => {
      for (const path of [`${feedPath}&limit=7`, `${profilePath()}?limit=7`]) await expectKeptCompressedBytes(port, path);
    });
    expect(compressions).toEqual({ brotli: 2, gzip: 2 });
  });

  it("shows a vote in the very next answer of either page, and keeps a member's own page apart", async () => {
    const before = JSON.parse(decode('br', (await raw(feedPath, 'gzip, deflate, br')).body).toString()) as { posts: { id: string; upvotes: number }[] };
    const top = before.posts[0];
    await raw(profilePath(), 'gzip, deflate, br');
    expect((await member.client.post('/api/_postVote', { postId: top.id, up: true })).status).toBe(200);
    const after = JSON.parse(decode('br', (await raw(feedPath, 'gzip, deflate, br')).body).toString()) as typeof before;
    expect(after.posts.find((p) => p.id === top.id)?.upvotes).toBe(top.upvotes + 1);
    const profile = JSON.parse(decode('br', (await raw(profilePath(), 'gzip, deflate, br')).body).toString()) as {
      items: { item: { id: string; upvotes: number } }[];
    };
    expect(profile.items.find((i) => i.item.id === top.id)?.item.upvotes).toBe(top.upvotes + 1);
    // The member's own page holds their vote; the visitors' page after it still holds none.
    const own = await member.client.get(feedPath);
    expect((own.body as { posts: { id: string; userVoted: boolean | null }[] }).posts.find((p) => p.id === top.id)?.userVoted).toBe(true);
    expect(after.posts.every((p) => (p as { userVoted?: boolean | null }).userVoted === null)).toBe(true);
  });
});
