import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { createCommunity, makeAdmin, signUp } from '../community-fixtures';
import type { TestApi } from '../harness';

export interface ArticleSite {
  server: Server;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every path asked for, in order. */
  served: string[];
  close: () => Promise<void>;
}

/** A site on loopback with one page, `/article`, whose og:image is `/cover.png` (`cover`); anything else is 404. */
export async function startArticleSite(cover: Buffer): Promise<ArticleSite> {
  const served: string[] = [];
  const server = createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url === '/article') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<html><head><meta property="og:title" content="An article"><meta property="og:image" content="/cover.png"></head><body>Hi</body></html>');
    } else if (req.url === '/cover.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(cover);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A new site admin, a community of theirs and their link post to `url` in it (the answer as is, for the test to check). */
export async function postLinkAsNewAdmin(api: TestApi, url: string) {
  const admin = await makeAdmin(api, await signUp(api));
  const community = await createCommunity(admin);
  const post = await admin.client.post('/api/posts', { type: 'link', title: 'A link', url, community: community.name });
  return { admin, community, post };
}
