import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_SCREEN_TIMEOUT_MS } from '../src/http/first-screen';
import { Member } from './community-fixtures';
import { TestApi } from './harness';
import { createPost } from './post-fixtures';
import { startWithCommunity } from './support/forum';

/**
 * A guest's home feed and post pages come with their first screen server-rendered and the answers it was
 * rendered from in a JSON data block. A stand-in server entry (the real one is the web build's) echoes what it got.
 */
let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

const INDEX = [
  '<!doctype html><html><head><title>Quorum</title>',
  '<!-- Who is signed in -->',
  '<link rel="preload" href="/api/_initial" as="fetch" crossorigin />',
  '</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
].join('\n');

/** Plans like the real entry; renders the posts' titles as text, and fails on demand. */
const FAKE_ENTRY = `
exports.planFirstScreen = (url) => {
  const path = url.split('?')[0];
  if (path === '/' || path === '/explode' || path === '/spin') return { page: 'feed', sort: 'hot' };
  const post = path.match(/^\\/[^/]+\\/post\\/([^/]+)$/);
  return post ? { page: 'post', publicId: post[1] } : null;
};
exports.renderFirstScreenTask = async ({ url, plan, answers, origin }) => {
  if (url === '/explode') throw new Error('render exploded');
  // A render that never ends by itself: only stopping its thread frees the CPU.
  if (url === '/spin') for (;;);
  const titles = plan.page === 'feed' ? answers.feedPage.posts.map((p) => p.title) : [answers.post.title];
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<main data-origin="' + origin + '">' + titles.map((t) => '<h2>' + escape(t) + '</h2>').join('') + '</main>',
    data: { now: 1, entries: [{ endpointName: 'getInitialState', value: answers.initial }, { endpointName: plan.page, arg: plan, value: answers.feedPage ?? answers.post }] },
    head: '<link rel="stylesheet" href="/assets/screen.css">',
    parses: 0,
  };
};
`;

const SPIN_BUDGET_MS = FIRST_SCREEN_TIMEOUT_MS;

interface DataBlock {
  entries: { endpointName: string; arg?: unknown; value: { user?: unknown; posts?: { title: string }[]; title?: string } }[];
}

function dataBlock(html: string): DataBlock | null {
  const match = html.match(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/);
  return match ? (JSON.parse(match[1]) as DataBlock) : null;
}

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'quorum-web-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(`${web}-ssr`);
  writeFileSync(join(`${web}-ssr`, 'entry-server.cjs'), FAKE_ENTRY);
  ({ api, admin, community } = await startWithCommunity({ webDistDir: web, rateLimitsEnabled: false }));
});

afterAll(async () => {
  await api.close();
});

describe('server-rendered first screens', () => {
  it("a guest's home feed: the rendered screen in #root, the answers in a data block, no second /api/_initial download", async () => {
    const post = await createPost(admin, community.name, { title: 'Rivers & lakes' });
    const res = await api.client().get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.text).toContain('<div id="root"><main data-origin="http://');
    expect(res.text).toContain('<h2>Rivers &amp; lakes</h2>');
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/screen.css"></head>');
    expect(res.text).not.toContain('/api/_initial');
    // Its scripts wait for the first paint: the HTML itself requests none (theme-init.js brings them in).
    expect(res.text).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(res.text).toContain('<script type="text/plain" data-after-paint="module" data-src="/assets/index.js"></script>');
    const data = dataBlock(res.text);
    expect(data?.entries[0]).toEqual({ endpointName: 'getInitialState', value: expect.objectContaining({ user: null }) });
    // The feed page is the api's own answer to GET /api/posts?sort=hot&feed=all, as JSON.
    const feed = await api.client().get('/api/posts?sort=hot&feed=all');
    expect(data?.entries[1].value).toEqual(feed.body);
    expect(data?.entries[1].value.posts?.map((p) => p.title)).toContain('Rivers & lakes');
    expect(post.publicId).toBeTruthy();
  });

  it('a post page carries that post; a post whose text would end the data block cannot', async () => {
    const title = '</script><script>alert(1)</script><!-- \u2028';
    const post = await createPost(admin, community.name, { title, body: '</SCRIPT>& done' });
    const res = await api.client().get(`/${community.name}/post/${post.publicId}`);
    expect(res.status).toBe(200);
    // The block's text up to the first `</script` is the whole JSON: nothing in it can close the block early.
    const block = res.text.slice(
      res.text.indexOf('id="first-screen">') + 'id="first-screen">'.length,
      res.text.search(/<\/script>\s*<script type="text\/plain" data-after-paint="module"/),
    );
    expect(block).toMatch(/^\{.*\}$/s);
    expect(block).not.toMatch(/[<>\u2028]/);
    expect(dataBlock(res.text)?.entries[1].value.title).toBe(title);
    expect((dataBlock(res.text)?.entries[1].value as { body?: string }).body).toBe('</SCRIPT>& done');
  });

  it('a signed-in user gets the plain page: personal pages are never rendered on the server', async () => {
    const res = await admin.client.get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(dataBlock(res.text)).toBeNull();
    expect(res.text).toContain('<link rel="preload" href="/api/_initial"');
  });

  it('a failing render, an unknown post and pages without a plan get the plain page, never an error', async () => {
    for (const path of ['/explode', `/${community.name}/post/zzzzzzzz`, '/communities', '/@someone', `/${community.name}/post/abc/someComment`]) {
      const res = await api.client().get(path);
      expect({ path, status: res.status, root: res.text.includes('<div id="root"></div>'), block: dataBlock(res.text) }).toEqual({
        path,
        status: 200,
        root: true,
        block: null,
      });
    }
  });

  it('a render over its budget is stopped, CPU and all: the page comes plain and other requests are answered meanwhile', async () => {
    const guest = api.client();
    const started = Date.now();
    const spinning = guest.get('/spin').then((res) => ({ res, ms: Date.now() - started }));
    // While the render spins on its thread, the api answers at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = Date.now();
    const other = await api.client().get('/api/_initial');
    expect(other.status).toBe(200);
    expect(Date.now() - sent).toBeLessThan(1000);
    const { res, ms } = await spinning;
    expect({ status: res.status, root: res.text.includes('<div id="root"></div>'), block: dataBlock(res.text) }).toEqual({
      status: 200,
      root: true,
      block: null,
    });
    expect(ms).toBeGreaterThanOrEqual(SPIN_BUDGET_MS - 50);
    expect(ms).toBeLessThan(SPIN_BUDGET_MS + 2000);
    // The thread was stopped: this process (the api runs in it) now uses next to no CPU while it idles.
    const cpu = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(400);
    // And the next render gets a fresh thread.
    const after = await api.client().get('/');
    expect(dataBlock(after.text)?.entries[0].endpointName).toBe('getInitialState');
  }, 20_000);

  it('two guests get the same screen, each with their own answers (no shared state)', async () => {
    const [a, b] = await Promise.all([api.client().get('/'), api.client().get('/')]);
    expect(dataBlock(a.text)?.entries[1]).toEqual(dataBlock(b.text)?.entries[1]);
    expect(a.headers['set-cookie']).toBeDefined();
  });
});
