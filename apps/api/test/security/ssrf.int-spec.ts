import { LookupAddress } from 'node:dns';
import { createServer as createHttpServer, IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { AddressInfo, createServer as createTcpServer, Server as TcpServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { testConfig } from '@app/server/core/testing';
import { extractOgImage } from '@app/server/images';
import { downloadTorExitList } from '@app/server/ip-blocks';
import {
  FetchOptions,
  HostResolver,
  MAX_HTML_BYTES,
  PinnedHttpClient,
  PinnedRequest,
  PinnedResponse,
  ResolvedAddress,
  SafeFetcher,
} from '@app/server/link-preview';
import { PushTransport, ResolveAll } from '@app/server/push';
import { TestApi } from '../harness';

/**
 * SSRF corpus (docs/security.md, "SSRF"): every feature that fetches a URL — link titles
 * (`_link_info`), link thumbnails (page, then its og:image), push deliveries and the Tor exit list — is
 * handed forbidden addresses in every spelling, names resolving to them, redirects towards them and DNS
 * answers that change. Listeners on loopback count TCP connections; they must see none.
 *
 * The "allowed" origin the tests need is a server on loopback too, so it cannot be reached under the
 * production rules without a seam. The seam is at the connection only: the fetcher runs with the real
 * address rules (LINKS_ALLOW_PRIVATE_ADDRESSES off), and `RoutedHttp` — below every check — sends a
 * connection meant for the stand-in public address to the allowed origin and **every other connection
 * to the counter**. A fetcher that let a forbidden address through would therefore be counted.
 */

/** The allowed origin's stand-in public address (a real public address; nothing ever connects to it). */
const ALLOWED = '93.184.216.34';

/** Counts TCP connections (on 127.0.0.1 and ::1, any port the tests route there). */
class ConnectionCounter {
  connections = 0;
  readonly servers: TcpServer[] = [];
  ports: Record<4 | 6, number> = { 4: 0, 6: 0 };

  async start(): Promise<void> {
    for (const [family, host] of [
      [4, '127.0.0.1'],
      [6, '::1'],
    ] as const) {
      const server = createTcpServer((socket) => {
        this.connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
      this.servers.push(server);
      this.ports[family] = (server.address() as AddressInfo).port;
    }
  }

  close(): Promise<void[]> {
    return Promise.all(this.servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
}

/** The allowed origin: pages, redirects towards forbidden places, endless and slow bodies. */
class AllowedOrigin {
  private server!: HttpServer;
  port = 0;
  requests = 0;
  /** 64 MiB of zeros in about 64 KiB of gzip, compressed once. */
  private readonly bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));

  async start(): Promise<void> {
    this.server = createHttpServer((req, res) => {
      this.requests++;
      this.route(req, res);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private route(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://allowed.example');
    const redirect = /^\/redirect\/(\d{3})$/.exec(url.pathname);
    if (redirect) {
      res.writeHead(Number(redirect[1]), { location: url.searchParams.get('to') ?? '/' });
      return void res.end();
    }
    switch (url.pathname) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<meta property="og:title" content="Allowed">');
      case '/og-image':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end(`<meta property="og:image" content="${url.searchParams.get('to') ?? ''}">`);
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' });
        return this.endless(res);
      case '/bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return void res.end(this.bomb);
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        return this.drip(res);
      default:
        res.writeHead(404).end();
    }
  }

  private endless(res: ServerResponse): void {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      while (res.write(chunk));
    };
    res.on('drain', write);
    res.on('error', () => undefined);
    write();
  }

  /** One byte every 200 ms, for ever: only a deadline over the whole fetch ends it. */
  private drip(res: ServerResponse): void {
    const timer = setInterval(() => res.write('a'), 200);
    res.on('close', () => clearInterval(timer));
  }
}

/** DNS from a table, with names whose answer changes after the first lookup. */
class HostileResolver extends HostResolver {
  readonly asked: string[] = [];
  private readonly real = new HostResolver();

  override async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const first = !this.asked.includes(hostname);
    this.asked.push(hostname);
    const answer = (...addresses: string[]) => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);
    switch (hostname) {
      case 'allowed.example':
        return answer(ALLOWED);
      case 'localhost':
        return this.real.resolve(hostname);
      case 'loopback.example':
        return answer('127.0.0.1');
      case 'loopback6.example':
        return answer('::1');
      case 'metadata.example':
        return answer('169.254.169.254');
      case 'private.example':
        return answer('10.1.2.3', '172.16.0.1', '192.168.1.1');
      case 'mixed.example':
        return answer(ALLOWED, '127.0.0.1');
      case 'mapped.example':
        return answer('::ffff:127.0.0.1');
      case 'rebind.example':
        // Public when checked, loopback for anyone who asks again (DNS rebinding, TTL 0).
        return first ? answer(ALLOWED) : answer('127.0.0.1');
      case 'rebind-first.example':
        // Loopback first, public afterwards: the check must use the answer the connection uses.
        return first ? answer('127.0.0.1') : answer(ALLOWED);
      default:
        throw new Error('ENOTFOUND');
    }
  }
}

/** The real HTTP client, with the connection routed as described at the top of this file. */
class RoutedHttp extends PinnedHttpClient {
  readonly targets: string[] = [];

  constructor(
    private readonly allowed: AllowedOrigin,
    private readonly counter: ConnectionCounter,
  ) {
    super();
  }

  override open(request: PinnedRequest): Promise<PinnedResponse> {
    this.targets.push(request.target.address);
    const toAllowed = request.target.address === ALLOWED;
    const family = toAllowed ? 4 : request.target.family;
    const url = new URL(request.url);
    url.port = String(toAllowed ? this.allowed.port : this.counter.ports[family]);
    const address = family === 6 ? '::1' : '127.0.0.1';
    return super.open({ ...request, url, target: { address, family } });
  }
}

/** Every loopback spelling and forbidden range, as literal URLs on the default ports. */
const LITERAL_URLS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://0x7f.1/',
  'http://0x7f000001/',
  'http://017700000001/',
  'http://0177.0.0.1/',
  'http://2130706433/',
  'http://127.255.255.254/',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::127.0.0.1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[2002:7f00:1::]/',
  'http://0.0.0.0/',
  'http://0/',
  'http://[::]/',
  'http://10.0.0.1/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.0.1/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.1.1/',
  'http://[fe80::1]/',
  'http://[fd00::1]/',
  'http://[fd00:ec2::254]/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'https://127.0.0.1/',
  'https://[::1]/',
  'http://127.0.0.1:80/',
  'http://127.0.0.1./',
  'http://%31%32%37.0.0.1/',
  'http://127。0。0。1/',
  'http://①②⑦.0.0.1/',
];

/** Names whose (first) answer is forbidden. */
const NAME_URLS = [
  'http://localhost/',
  'http://LOCALHOST./',
  'http://loopback.example/',
  'http://loopback6.example/',
  'http://metadata.example/latest/meta-data/',
  'http://private.example/',
  'http://mixed.example/',
  'http://mapped.example/',
  'http://rebind-first.example/',
];

/** Refused before any lookup: other schemes, ports, credentials, garbage, over-long URLs. */
const SCHEME_URLS = [
  'file:///etc/passwd',
  'ftp://allowed.example/',
  'gopher://127.0.0.1:6379/_INFO',
  'dict://127.0.0.1:6379/INFO',
  'ldap://127.0.0.1/',
  'data:text/html,<title>x</title>',
  'javascript:alert(1)',
  'ws://allowed.example/',
  'http://allowed.example:6379/',
  'http://allowed.example:22/',
  'http://user:pass@allowed.example/',
  'http:/\\127.0.0.1/',
  '//127.0.0.1/',
  `http://allowed.example/${'a'.repeat(3000)}`,
];

const REDIRECTS = [301, 302, 303, 307, 308];
const REDIRECT_TARGETS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://[::1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://localhost/',
  'http://loopback.example/',
  'http://rebind-first.example/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/',
];

const HTML: FetchOptions = { maxBytes: MAX_HTML_BYTES, acceptContentTypes: ['text/html'] };

/** Everything tried, for the summary printed at the end (docs/security.md copies it). */
const tally = { urls: 0, fetchers: new Set<string>() };

describe('SSRF corpus', () => {
  const counter = new ConnectionCounter();
  const allowed = new AllowedOrigin();
  let resolver: HostileResolver;
  let http: RoutedHttp;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    await counter.start();
    await allowed.start();
  });

  beforeEach(() => {
    resolver = new HostileResolver();
    http = new RoutedHttp(allowed, counter);
    fetcher = new SafeFetcher(testConfig('postgres://unused/unused', { linksAllowPrivateAddresses: false }), resolver, http);
  });

  afterAll(async () => {
    await allowed.close();
    await counter.close();
    console.log(
      `SSRF corpus: ${tally.urls} URLs tried against ${[...tally.fetchers].join(', ')}; connections seen by the loopback counter: ${counter.connections}`,
    );
  });

  const attempt = async (url: string, options: FetchOptions = HTML) => {
    tally.urls++;
    tally.fetchers.add('SafeFetcher');
    return fetcher.fetch(url, options);
  };

  it('the seam is honest: the allowed origin answers, and a forbidden target would be counted', async () => {
    expect(await attempt('http://allowed.example/page')).toMatchObject({
      ok: true,
      status: 200,
      body: Buffer.from('<meta property="og:title" content="Allowed">'),
    });
    // The router sends anything but the allowed address to the counter: prove the counter counts.
    const before = counter.connections;
    await http
      .open({ url: new URL('http://loopback.example/'), target: { address: '127.0.0.1', family: 4 }, headers: {}, signal: AbortSignal.timeout(2000) })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counter.connections).toBe(before + 1);
    counter.connections = before;
  });

  it.each(LITERAL_URLS)('refuses the literal %s without a connection', async (url) => {
    const result = await attempt(url);
    expect(result).toMatchObject({ ok: false });
    expect(result.ok || ['forbidden-address', 'invalid-url'].includes(result.reason)).toBe(true);
    expect(http.targets).toEqual([]);
  });

  it.each(NAME_URLS)('refuses %s, a name resolving to a forbidden address, without a connection', async (url) => {
    const result = await attempt(url);
    // `localhost.` (fully qualified) may not resolve at all on a machine: then it fails as a lookup.
    expect(result).toMatchObject({
      ok: false,
      reason: url.includes('LOCALHOST.') ? expect.stringMatching(/^(forbidden-address|dns-failed)$/) : 'forbidden-address',
    });
    expect(http.targets).toEqual([]);
  });

  it.each(SCHEME_URLS)('refuses %s before any lookup', async (url) => {
    expect((await attempt(url)).ok).toBe(false);
    expect(resolver.asked).toEqual([]);
    expect(http.targets).toEqual([]);
  });

  describe.each(REDIRECTS)('a %i redirect from the allowed origin', (status) => {
    it.each(REDIRECT_TARGETS)('to %s is not followed there', async (to) => {
      const result = await attempt(`http://allowed.example/redirect/${status}?to=${encodeURIComponent(to)}`);
      expect(result.ok).toBe(false);
      expect(http.targets).toEqual([ALLOWED]);
    });
  });

  it('a chain of redirects that rebinds on the way stays on checked addresses', async () => {
    const hop = (to: string) => `http://allowed.example/redirect/302?to=${encodeURIComponent(to)}`;
    const result = await attempt(hop(hop('http://rebind.example/page')));
    expect(result).toMatchObject({ ok: true, finalUrl: 'http://rebind.example/page' });
    expect(http.targets).toEqual([ALLOWED, ALLOWED, ALLOWED]);
    expect(resolver.asked.filter((name) => name === 'rebind.example')).toHaveLength(1);
  });

  it('a name that changes its answer after the check is connected to at the checked address only', async () => {
    expect(await attempt('http://rebind.example/page')).toMatchObject({ ok: true, body: Buffer.from('<meta property="og:title" content="Allowed">') });
    // Each new fetch resolves again and now gets loopback: refused.
    for (let i = 0; i < 4; i++) expect(await attempt('http://rebind.example/page')).toMatchObject({ ok: false, reason: 'forbidden-address' });
    expect(http.targets).toEqual([ALLOWED]);
    expect(resolver.asked.filter((name) => name === 'rebind.example')).toHaveLength(5);
  });

  it('the real client connects to the pinned address and never asks DNS itself', async () => {
    // `rebind.invalid` does not resolve at all: the connection can only reach the allowed origin through the pin.
    const res = await new PinnedHttpClient().open({
      url: new URL(`http://rebind.invalid:${allowed.port}/page`),
      target: { address: '127.0.0.1', family: 4 },
      headers: {},
      signal: AbortSignal.timeout(2000),
    });
    res.body.destroy();
    expect(res.status).toBe(200);
  });

  it('an og:image that points at a forbidden place (link thumbnails) is refused', async () => {
    for (const to of [
      'http://127.0.0.1/a.png',
      'http://[::1]/a.png',
      'http://169.254.169.254/a.png',
      'http://localhost/a.png',
      '/redirect/307?to=http%3A%2F%2F127.0.0.1%2Fa.png',
    ]) {
      const page = await attempt(`http://allowed.example/og-image?to=${encodeURIComponent(to)}`, {
        maxBytes: MAX_HTML_BYTES,
        acceptContentTypes: ['text/html', 'image/png'],
      });
      if (!page.ok) throw new Error(page.reason);
      const imageUrl = extractOgImage(page.body.toString('utf8'), page.finalUrl);
      expect(imageUrl).toBeDefined();
      expect((await attempt(imageUrl as string, { maxBytes: MAX_HTML_BYTES, acceptContentTypes: ['image/png'] })).ok).toBe(false);
    }
    expect(http.targets.every((address) => address === ALLOWED)).toBe(true);
  });

  it('stops an over-long body, a decompression bomb and a slow body', async () => {
    const started = Date.now();
    expect(await attempt('http://allowed.example/huge')).toMatchObject({ ok: false, reason: 'too-large' });
    expect(await attempt('http://allowed.example/bomb')).toMatchObject({ ok: false, reason: 'too-large' });
    expect(await fetcher.fetch('http://allowed.example/slow', { ...HTML, deadlineMs: 1000 })).toMatchObject({ ok: false, reason: 'timeout' });
    tally.urls++;
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  describe('push deliveries', () => {
    /** The real transport with a hostile resolver and a short deadline. */
    class HostilePush extends PushTransport {
      override readonly resolveAll: ResolveAll = async (hostname) => {
        const answers = await resolver.resolve(hostname);
        return answers.map(({ address, family }): LookupAddress => ({ address, family }));
      };
      override readonly deadlineMs = 1000;
    }
    const send = (transport: PushTransport, endpoint: string) => {
      tally.urls++;
      tally.fetchers.add('PushTransport');
      return transport.send({ endpoint, method: 'POST', headers: { TTL: 30 }, body: Buffer.from('x') });
    };

    it('never connects to a forbidden address, literal or by name, whatever the port', async () => {
      const strict = new HostilePush(testConfig('postgres://unused/unused', { pushAllowPrivateAddresses: false }));
      try {
        for (const port of [counter.ports[4], counter.ports[6]]) {
          for (const url of [...LITERAL_URLS, ...NAME_URLS]) {
            const endpoint = new URL(url);
            if (endpoint.hostname === 'rebind-first.example') continue; // the push lookup asks once per connection: covered below
            endpoint.port = String(port);
            expect(await send(strict, endpoint.href)).toMatchObject({ ok: false });
          }
        }
        // The check and the connection use one answer: loopback first is refused even though a second lookup would be public.
        expect(await send(strict, `http://rebind-first.example:${counter.ports[4]}/`)).toEqual({ ok: false, reason: 'forbidden-address' });
      } finally {
        strict.onModuleDestroy();
      }
    });

    it('does not follow redirects, and stops slow and endless answers', async () => {
      // The test allowlist lets it reach the allowed origin on loopback; the counter is what it must not reach.
      const open = new HostilePush(testConfig('postgres://unused/unused', { pushAllowPrivateAddresses: true }));
      const origin = `http://127.0.0.1:${allowed.port}`;
      try {
        for (const status of REDIRECTS) {
          expect(await send(open, `${origin}/redirect/${status}?to=${encodeURIComponent(`http://127.0.0.1:${counter.ports[4]}/`)}`)).toEqual({
            ok: true,
            status,
          });
        }
        expect(await send(open, `${origin}/huge`)).toEqual({ ok: true, status: 200 });
        const started = Date.now();
        expect(await send(open, `${origin}/slow`)).toEqual({ ok: false, reason: 'timeout' });
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        open.onModuleDestroy();
      }
    });
  });

  describe('the Tor exit list', () => {
    // The list's URL is the operator's (TOR_EXIT_LIST_URL), not a user's: any address is allowed, the body is not.
    const limits = { timeoutMs: 1000, maxBytes: 1024 * 1024 };
    const download = (path: string) => {
      tally.urls++;
      tally.fetchers.add('Tor exit list');
      return downloadTorExitList(`http://127.0.0.1:${allowed.port}${path}`, limits);
    };

    it('refuses an over-long list, a decompression bomb and a slow list without reading them whole', async () => {
      const before = process.memoryUsage().rss;
      await expect(download('/huge')).rejects.toThrow(/larger than/);
      await expect(download('/bomb')).rejects.toThrow(/larger than/);
      await expect(download('/slow')).rejects.toThrow();
      expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
    });
  });

  describe('through the api (`GET /api/_link_info`, the real resolver and client)', () => {
    let api: TestApi;
    /** Listeners where the default ports would lead (needs root; otherwise only the answers are checked). */
    const defaultPorts: TcpServer[] = [];
    let defaultPortConnections = 0;

    beforeAll(async () => {
      api = await TestApi.start({ linksAllowPrivateAddresses: false });
      for (const [host, port] of [
        ['0.0.0.0', 80],
        ['::', 80],
        ['0.0.0.0', 443],
        ['::', 443],
      ] as const) {
        const server = createTcpServer((socket) => {
          defaultPortConnections++;
          socket.destroy();
        });
        const bound = await new Promise<boolean>((resolve) =>
          server.once('error', () => resolve(false)).listen({ port, host, ipv6Only: host === '::' }, () => resolve(true)),
        );
        if (bound) defaultPorts.push(server);
      }
    });

    afterAll(async () => {
      await Promise.all(defaultPorts.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      await api.close();
      console.log(`SSRF corpus through the api: listeners on ${defaultPorts.length} default-port sockets saw ${defaultPortConnections} connections`);
    });

    it('answers every forbidden URL with no title or invalid_url, and nothing connects', async () => {
      const user = api.client();
      await user.signup('ssrfprobe');
      for (const url of [...LITERAL_URLS, 'http://localhost/', 'http://localhost./', 'http://LocalHost:80/', ...SCHEME_URLS]) {
        tally.urls++;
        tally.fetchers.add('GET /api/_link_info');
        const res = await user.get(`/api/_link_info?url=${encodeURIComponent(url)}`);
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) expect(res.body).toEqual({ title: '' });
        else expect(res.body).toEqual({ status: 400, code: 'invalid-url', message: 'Invalid URL.' });
      }
      expect(defaultPortConnections).toBe(0);
    });
  });

  it('the loopback counter saw no connection at all', () => {
    expect(counter.connections).toBe(0);
  });
});
