import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCommunity, makeAdmin, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';

/**
 * Dynamic answers are compressed as browsers ask (brotli first, then gzip) above 1 kB, and the content is
 * the same bytes as the identity answer whichever path compressed it: JSON sent whole is compressed in one
 * call (whole-answer-compression.ts), weighted lists and streamed answers by `compression`.
 */
let api: TestApi;
let feedPath: string;
let postPath: string;
let port: number;

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false });
  const admin = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(admin);
  let publicId = '';
  for (let i = 0; i < 6; i++) publicId = (await createPost(admin, community.name, { title: `Compressible post ${i}`, body: 'words '.repeat(40) })).publicId;
  feedPath = `/api/posts?sort=latest&communityId=${community.id}`;
  postPath = `/api/posts/${publicId}`;
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  port = (api.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await api.close();
});

/** The answer's raw bytes and headers, as sent (supertest and fetch would decode the body). */
function raw(path: string, acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET'): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const decode = (encoding: string | undefined, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);

describe('compression of dynamic answers', () => {
  it('sends a feed as brotli to a browser and as gzip to a gzip-only client, the same JSON as uncompressed, with its length', async () => {
    const plain = await raw(feedPath, 'identity');
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['GZIP', 'gzip'],
    ] as const) {
      const res = await raw(feedPath, accept);
      expect({ accept, status: res.status, encoding: res.headers['content-encoding'], type: res.headers['content-type'] }).toEqual({ accept, status: 200, encoding, type: 'application/json; charset=utf-8' });
      expect(res.headers['vary']).toMatch(/Accept-Encoding/);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decode(encoding, res.body).equals(plain.body)).toBe(true);
    }
  });

  it('leaves weighted lists, wildcards and deflate to the compression middleware, as before', async () => {
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

  it('compresses the streamed post page as before, and sends small answers and HEAD as they are', async () => {
    const plain = await raw(postPath, 'identity');
    const br = await raw(postPath, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decode('br', br.body).equals(plain.body)).toBe(true);
    const small = await raw('/api/posts?sort=latest&communityId=000000000000000000000000', 'gzip, deflate, br');
    expect([small.status, small.headers['content-encoding'], small.body.toString()]).toEqual([200, undefined, '{"posts":null,"next":null}']);
    const head = await raw(feedPath, 'gzip, deflate, br', 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });
});
