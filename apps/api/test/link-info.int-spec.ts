import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FETCH_USER_AGENT } from '@app/server/link-preview';
import { Member, signUp } from './community-fixtures';
import { useTestApi } from './support/test-api-per-file';

/** A site on 127.0.0.1 that the api fetches from; it records every request it gets. */
class TestSite {
  readonly requests: IncomingMessage[] = [];
  /** Resolves when the endless page's connection closes (the fetcher gave up on it). */
  endlessClosed: Promise<number> = Promise.resolve(0);
  private server!: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.requests.push(req);
      this.route(req, res);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private route(req: IncomingMessage, res: ServerResponse): void {
    const path = req.url ?? '/';
    const html = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return html('<meta property="og:title" content="End of chain">');
      res.writeHead(302, { location: `/chain/${left - 1}`, 'set-cookie': 'tracker=1; Path=/' });
      return void res.end();
    }
    switch (path) {
      case '/title':
        return html('<html><head><title>Not this</title><meta content="Caf&eacute; &amp; Bar" property=\'og:title\'></head></html>');
      case '/no-title':
        return html('<html><head><title>Only a title</title></head></html>');
      case '/headers':
        return html(
          `<meta property="og:title" content="${[req.headers.host, req.headers['user-agent'] === FETCH_USER_AGENT, req.headers.cookie ?? 'no cookie'].join(' | ')}">`,
        );
      case '/gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return void res.end(gzipSync('<meta property="og:title" content="Compressed">'));
      case '/latin1':
        res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
        return void res.end(Buffer.from('<meta property="og:title" content="Caf\xe9">', 'latin1'));
      case '/text':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return void res.end('<meta property="og:title" content="Plain text">');
      case '/not-found':
        res.writeHead(404, { 'content-type': 'text/html' });
        return void res.end('<meta property="og:title" content="Missing">');
      case '/endless':
        return this.endless(res);
      case '/hang':
        return; // never answers
      default:
        res.writeHead(404);
        res.end();
    }
  }

  /** An HTML page that never ends (and claims to be small): the fetcher must stop reading at 2 MiB. */
  private endless(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><head><meta property="og:title" content="Endless"></head><body>');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    this.endlessClosed = new Promise((resolve) => res.on('close', () => resolve(sent)));
    const pump = () => {
      while (!res.destroyed && sent < 64 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
    };
    pump();
  }
}

/** A `TestSite` started before the tests of the `describe` block it is made in and closed after them. */
function useTestSite(): TestSite {
  const site = new TestSite();
  beforeAll(() => site.start());
  afterAll(() => site.close());
  return site;
}

const linkInfo = (member: Member, url?: string) => member.client.get(url === undefined ? '/api/_link_info' : `/api/_link_info?url=${encodeURIComponent(url)}`);

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

describe('GET /api/_link_info with private addresses allowed (tests, development)', () => {
  const api = useTestApi({ linksAllowPrivateAddresses: true });
  const site = useTestSite();
  let user: Member;

  beforeAll(async () => {
    user = await signUp(api);
  });

  it("answers the page's first og:title, entities decoded", async () => {
    const res = await linkInfo(user, site.url('/title'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ title: 'Café & Bar' });
  });

  it("answers '' for a page without og:title (no fallback to <title>) and for a non-2xx answer", async () => {
    expect((await linkInfo(user, site.url('/no-title'))).body).toEqual({ title: '' });
    expect((await linkInfo(user, site.url('/not-found'))).body).toEqual({ title: '' });
  });

  it('sends a desktop browser User-Agent and the Host of the URL, never cookies (not even those set on a redirect)', async () => {
    expect((await linkInfo(user, site.url('/headers', 'localhost'))).body).toEqual({ title: `localhost:${site.port} | true | no cookie` });
  });

  it('reads gzip and the charset the page declares', async () => {
    expect((await linkInfo(user, site.url('/gzip'))).body).toEqual({ title: 'Compressed' });
    expect((await linkInfo(user, site.url('/latin1'))).body).toEqual({ title: 'Café' });
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    expect((await linkInfo(user, site.url('/chain/3'))).body).toEqual({ title: 'End of chain' });
    const before = site.requests.length;
    expect((await linkInfo(user, site.url('/chain/4'))).body).toEqual({ title: '' });
    expect(site.requests.slice(before).map((r) => r.url)).toEqual(['/chain/4', '/chain/3', '/chain/2', '/chain/1']);
    expect(site.requests.slice(before).every((r) => r.headers.cookie === undefined)).toBe(true);
  });

  it('ignores a page that is not HTML', async () => {
    expect((await linkInfo(user, site.url('/text'))).body).toEqual({ title: '' });
  });

  it("stops reading a body beyond 2 MiB at once and answers ''", async () => {
    const { result, ms } = await timed(linkInfo(user, site.url('/endless')));
    expect(result.body).toEqual({ title: '' });
    expect(ms).toBeLessThan(2000);
    const sent = await site.endlessClosed;
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });

  it("answers '' within the 5 s deadline when the site never answers", async () => {
    const { result, ms } = await timed(linkInfo(user, site.url('/hang')));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ title: '' });
    expect(ms).toBeGreaterThanOrEqual(4900);
    expect(ms).toBeLessThan(5500);
  });

  it('refuses a missing or malformed URL with 400 invalid-url', async () => {
    for (const url of [undefined, '', 'not a url', 'example.com', 'ftp://example.com/', 'javascript:alert(1)', `http://example.com/${'a'.repeat(2100)}`]) {
      const res = await linkInfo(user, url);
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 400, body: { status: 400, code: 'invalid-url', message: 'Invalid URL.' } });
    }
    const repeated = await user.client.get('/api/_link_info?url=http://a.example/&url=http://b.example/');
    expect(repeated.status).toBe(400);
  });

  it('refuses visitors with 401', async () => {
    const res = await api.client().get(`/api/_link_info?url=${encodeURIComponent(site.url('/title'))}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_logged_in');
  });

  it('allows 1000 per hour per user, then 429 with Retry-After', async () => {
    // The limit is 1000 per hour: rather than send 1000 requests, the test fills this user's bucket in Redis
    // the way the limiter's script would have, leaving one hit, then spends it.
    const member = await signUp(api);
    await api.redis.client.set(`rl:linkInfo:${3600 * 1000}:${member.id}`, '999', 'PX', 3600 * 1000);
    expect((await linkInfo(member, site.url('/title'))).status).toBe(200);
    const limited = await linkInfo(member, site.url('/title'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await linkInfo(user, site.url('/title'))).status).toBe(200);
  });
});

describe('GET /api/_link_info with private addresses refused (the default)', () => {
  const api = useTestApi();
  const site = useTestSite();
  let user: Member;

  beforeAll(async () => {
    user = await signUp(api);
  });

  it("answers '' for loopback, private, link-local and metadata addresses without connecting", async () => {
    const urls = [
      site.url('/title'),
      site.url('/title', 'localhost'),
      'http://127.0.0.1/',
      'http://localhost/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://0.0.0.0/',
    ];
    for (const url of urls) {
      const { result, ms } = await timed(linkInfo(user, url));
      // A connection attempt to 10.0.0.1 would hang to the deadline: a quick answer shows none was made.
      expect({ url, status: result.status, body: result.body, quick: ms < 1000 }).toEqual({ url, status: 200, body: { title: '' }, quick: true });
    }
    expect(site.requests).toHaveLength(0);
  });
});
