import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { AppConfig } from '@app/server/core/config';
import { HostResolver, ResolvedAddress } from './host-resolver';
import { PinnedHttpClient, PinnedRequest, PinnedResponse } from './pinned-http-client';
import { FETCH_USER_AGENT, FetchOptions, SafeFetcher } from './safe-fetcher';

const HTML: FetchOptions = { maxBytes: 1024, acceptContentTypes: ['text/html'] };
const config = (linksAllowPrivateAddresses: boolean) => ({ linksAllowPrivateAddresses }) as AppConfig;

/** DNS from a table; unknown names fail like NXDOMAIN. */
class TableResolver extends HostResolver {
  readonly asked: string[] = [];
  constructor(private readonly table: Record<string, string[]>) {
    super();
  }
  override async resolve(hostname: string): Promise<ResolvedAddress[]> {
    this.asked.push(hostname);
    const addresses = this.table[hostname];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }
}

type Reply = { status?: number; headers?: IncomingHttpHeaders; body?: string | Buffer | Readable };

/** An HTTP client that records where it would connect and answers from a function. */
class ScriptedHttp extends PinnedHttpClient {
  readonly requests: PinnedRequest[] = [];
  constructor(private readonly reply: (url: URL) => Reply) {
    super();
  }
  override async open(request: PinnedRequest): Promise<PinnedResponse> {
    this.requests.push(request);
    const { status = 200, headers = { 'content-type': 'text/html' }, body = '' } = this.reply(request.url);
    return { status, headers, body: body instanceof Readable ? body : Readable.from([Buffer.from(body)]) };
  }
}

const PUBLIC_DNS = {
  'example.com': ['93.184.216.34'],
  'other.example': ['2606:4700::1111'],
  'mixed.example': ['93.184.216.34', '10.0.0.5'],
  'internal.example': ['192.168.1.10'],
};

function fetcher(reply: (url: URL) => Reply, allowPrivate = false) {
  const http = new ScriptedHttp(reply);
  const resolver = new TableResolver(PUBLIC_DNS);
  return { http, resolver, fetcher: new SafeFetcher(config(allowPrivate), resolver, http) };
}

describe('SafeFetcher', () => {
  it('fetches a public page, pinned to the checked address, with browser headers and no cookies', async () => {
    const { fetcher: f, http } = fetcher(() => ({ headers: { 'content-type': 'text/html; charset=ISO-8859-1' }, body: '<p>hi</p>' }));
    const result = await f.fetch('https://example.com/a?b=c', HTML);
    expect(result).toEqual({
      ok: true,
      finalUrl: 'https://example.com/a?b=c',
      status: 200,
      contentType: 'text/html',
      charset: 'iso-8859-1',
      body: Buffer.from('<p>hi</p>'),
    });
    expect(http.requests[0].target).toEqual({ address: '93.184.216.34', family: 4 });
    expect(http.requests[0].headers['User-Agent']).toBe(FETCH_USER_AGENT);
    expect(Object.keys(http.requests[0].headers).map((h) => h.toLowerCase())).not.toContain('cookie');
  });

  it('refuses a host when any resolved address is not public, before connecting', async () => {
    const { fetcher: f, http } = fetcher(() => ({}));
    expect(await f.fetch('http://mixed.example/', HTML)).toEqual({ ok: false, reason: 'forbidden-address', url: 'http://mixed.example/' });
    expect(await f.fetch('http://internal.example/', HTML)).toMatchObject({ ok: false, reason: 'forbidden-address' });
    expect(http.requests).toHaveLength(0);
  });

  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00:ec2::254]/',
    'http://0/',
    'http://2130706433/',
  ])('refuses the literal address %s without a lookup or a connection', async (url) => {
    const { fetcher: f, http, resolver } = fetcher(() => ({}));
    expect(await f.fetch(url, HTML)).toMatchObject({ ok: false, reason: 'forbidden-address' });
    expect(http.requests).toHaveLength(0);
    expect(resolver.asked).toHaveLength(0);
  });

  it('refuses other schemes and ports before any lookup', async () => {
    const { fetcher: f, http, resolver } = fetcher(() => ({}));
    expect(await f.fetch('ftp://example.com/', HTML)).toMatchObject({ reason: 'forbidden-scheme' });
    expect(await f.fetch('http://example.com:8080/', HTML)).toMatchObject({ reason: 'forbidden-port' });
    expect(await f.fetch('not a url', HTML)).toMatchObject({ reason: 'invalid-url' });
    expect(resolver.asked).toHaveLength(0);
    expect(http.requests).toHaveLength(0);
  });

  it('reports a failed lookup', async () => {
    const { fetcher: f } = fetcher(() => ({}));
    expect(await f.fetch('http://nowhere.invalid/', HTML)).toMatchObject({ reason: 'dns-failed' });
  });

  it('refuses a redirect to a private address without connecting to it', async () => {
    const { fetcher: f, http } = fetcher((url) =>
      url.hostname === 'example.com' ? { status: 302, headers: { location: 'http://169.254.169.254/latest' } } : {},
    );
    expect(await f.fetch('http://example.com/', HTML)).toEqual({ ok: false, reason: 'forbidden-address', url: 'http://169.254.169.254/latest' });
    expect(http.requests.map((r) => r.url.href)).toEqual(['http://example.com/']);
  });

  it('refuses a redirect to a name that resolves privately, or to another scheme or port', async () => {
    for (const [location, reason] of [
      ['http://internal.example/', 'forbidden-address'],
      ['http://localhost.example:8080/', 'forbidden-port'],
      ['file:///etc/passwd', 'forbidden-scheme'],
    ]) {
      const { fetcher: f, http } = fetcher((url) => (url.hostname === 'example.com' ? { status: 301, headers: { location } } : {}));
      expect(await f.fetch('http://example.com/', HTML)).toMatchObject({ ok: false, reason });
      expect(http.requests).toHaveLength(1);
    }
  });

  it('follows 3 redirects, relative ones too, re-checking each hop, and refuses a 4th', async () => {
    const hops = (n: number) =>
      fetcher((url) => {
        const left = Number(url.pathname.slice(1));
        if (left === 0) return { body: 'done' };
        return { status: [301, 302, 303, 307, 308][left % 5], headers: { location: left % 2 ? `/${left - 1}` : `https://other.example/${left - 1}` } };
      }).fetcher.fetch(`http://example.com/${n}`, HTML);
    expect(await hops(3)).toMatchObject({ ok: true, finalUrl: 'https://other.example/0', body: Buffer.from('done') });
    expect(await hops(4)).toMatchObject({ ok: false, reason: 'too-many-redirects' });
  });

  it('pins each hop to the address checked for that hop', async () => {
    const { fetcher: f, http } = fetcher((url) => (url.hostname === 'example.com' ? { status: 302, headers: { location: 'https://other.example/x' } } : {}));
    await f.fetch('http://example.com/', HTML);
    expect(http.requests.map((r) => r.target.address)).toEqual(['93.184.216.34', '2606:4700::1111']);
  });

  it('returns a final non-2xx answer as it is', async () => {
    const { fetcher: f } = fetcher(() => ({ status: 404, body: 'missing' }));
    expect(await f.fetch('http://example.com/', HTML)).toMatchObject({ ok: true, status: 404 });
  });

  it('checks the content type', async () => {
    const reply = (type: string | undefined) => fetcher(() => ({ headers: type ? { 'content-type': type } : {}, body: 'x' })).fetcher;
    expect(await reply('application/json').fetch('http://example.com/', HTML)).toMatchObject({ reason: 'unaccepted-content-type' });
    expect(await reply(undefined).fetch('http://example.com/', HTML)).toMatchObject({ reason: 'unaccepted-content-type' });
    expect(await reply('TEXT/HTML;charset=utf-8').fetch('http://example.com/', HTML)).toMatchObject({ ok: true, contentType: 'text/html', charset: 'utf-8' });
    expect(await reply('image/webp').fetch('http://example.com/', { maxBytes: 10, acceptContentTypes: ['image/*'] })).toMatchObject({ ok: true });
    expect(await reply(undefined).fetch('http://example.com/', { maxBytes: 10, acceptContentTypes: ['*/*'] })).toMatchObject({ ok: true });
  });

  it('caps the body while it streams, whatever Content-Length says', async () => {
    const endless = () =>
      Readable.from(
        (function* () {
          for (;;) yield Buffer.alloc(256, 'a');
        })(),
      );
    const { fetcher: f } = fetcher(() => ({ headers: { 'content-type': 'text/html', 'content-length': '10' }, body: endless() }));
    expect(await f.fetch('http://example.com/', HTML)).toMatchObject({ ok: false, reason: 'too-large' });
    const declared = fetcher(() => ({ headers: { 'content-type': 'text/html', 'content-length': '999999' }, body: 'small' })).fetcher;
    expect(await declared.fetch('http://example.com/', HTML)).toMatchObject({ ok: false, reason: 'too-large' });
    const exact = fetcher(() => ({ body: Buffer.alloc(1024, 'a') })).fetcher;
    expect(await exact.fetch('http://example.com/', HTML)).toMatchObject({ ok: true });
  });

  it('decompresses gzip and counts the cap after decompression', async () => {
    const small = fetcher(() => ({ headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, body: gzipSync('hello') })).fetcher;
    expect(await small.fetch('http://example.com/', HTML)).toMatchObject({ ok: true, body: Buffer.from('hello') });
    const bomb = fetcher(() => ({ headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, body: gzipSync(Buffer.alloc(1_000_000)) })).fetcher;
    expect(await bomb.fetch('http://example.com/', HTML)).toMatchObject({ ok: false, reason: 'too-large' });
    const odd = fetcher(() => ({ headers: { 'content-type': 'text/html', 'content-encoding': 'compress' }, body: 'x' })).fetcher;
    expect(await odd.fetch('http://example.com/', HTML)).toMatchObject({ ok: false, reason: 'unsupported-encoding' });
  });

  it('gives up at the deadline, even while the name lookup hangs', async () => {
    const resolver = new TableResolver({});
    resolver.resolve = () => new Promise(() => undefined);
    const f = new SafeFetcher(config(false), resolver, new ScriptedHttp(() => ({})));
    const started = Date.now();
    expect(await f.fetch('http://slow.example/', { ...HTML, deadlineMs: 200 })).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('SafeFetcher over real sockets (private addresses allowed, as in tests)', () => {
  let server: Server;
  let port: number;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'text/html');
      res.end('<meta property="og:title" content="pinned">');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('connects to the checked address while Host stays the name in the URL', async () => {
    const f = new SafeFetcher(config(true), new TableResolver({ 'pinned.test': ['127.0.0.1'] }), new PinnedHttpClient());
    const result = await f.fetch(`http://pinned.test:${port}/`, HTML);
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(seen.at(-1)).toMatchObject({ host: `pinned.test:${port}`, 'user-agent': FETCH_USER_AGENT });
    expect(seen.at(-1)?.cookie).toBeUndefined();
  });

  it('refuses the same server by address and port when private addresses are not allowed', async () => {
    const before = seen.length;
    const f = new SafeFetcher(config(false), new HostResolver(), new PinnedHttpClient());
    expect(await f.fetch(`http://127.0.0.1:${port}/`, HTML)).toMatchObject({ ok: false, reason: 'forbidden-port' });
    expect(await f.fetch('http://localhost/', HTML)).toMatchObject({ ok: false, reason: 'forbidden-address' });
    expect(seen.length).toBe(before);
  });
});
