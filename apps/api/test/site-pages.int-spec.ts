import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_PAGE_NAMES } from '@app/contract';
import { TestApi } from './harness';
import { useTestApi } from './support/test-api-per-file';

const NOT_FOUND = { status: 404, code: 'page_not_found', message: 'Page not found.' };

describe('site pages without a folder (built-in texts)', () => {
  const api = useTestApi();

  it('serves every page from its default, as JSON that is not cached', async () => {
    for (const name of SITE_PAGE_NAMES) {
      const res = await api.client().get(`/api/site_pages/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ name, markdown: expect.any(String), isDefault: true });
      expect((res.body as { markdown: string }).markdown.length).toBeGreaterThan(500);
    }
  });

  it('says on the about page that the forum is non-profit, open source, not federated and free of ads', async () => {
    const { markdown } = (await api.client().get('/api/site_pages/about')).body as { markdown: string };
    for (const fact of ['Non-profit', 'Open source', 'Not federated', 'donations', 'No ads, no tracking', 'No native video uploads'])
      expect(markdown).toContain(fact);
  });

  it('answers 404 in the contract envelope for any other name', async () => {
    for (const path of ['/api/site_pages/contact', '/api/site_pages/About', '/api/site_pages/about.md', '/api/site_pages/markdown_guide']) {
      const res = await api.client().get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });
});

describe('site pages from SITE_PAGES_DIR', () => {
  let api: TestApi;
  let root: string;
  let folder: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'quorum-site-pages-'));
    folder = join(root, 'pages');
    await mkdir(folder);
    // A secret beside the folder: what a traversal would try to reach.
    await writeFile(join(root, 'secret.md'), 'TOP SECRET');
    await writeFile(join(root, 'about.md'), 'ABOUT FROM THE WRONG FOLDER');
    api = await TestApi.start({ sitePagesDir: folder });
  });
  afterAll(async () => {
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = async (name: string) => (await api.client().get(`/api/site_pages/${name}`)).body as { markdown: string; isDefault: boolean };

  it("shows the operator's file, and the default for pages without one", async () => {
    await writeFile(join(folder, 'terms.md'), '\uFEFFOur own **terms**.\n');
    expect(await page('terms')).toEqual({ name: 'terms', markdown: 'Our own **terms**.\n', isDefault: false });
    expect((await page('about')).isDefault).toBe(true);
    expect((await page('about')).markdown).not.toContain('WRONG FOLDER');
  });

  it('reads a changed file again (mtime check) and goes back to the default when it is removed', async () => {
    const path = join(folder, 'guidelines.md');
    await writeFile(path, 'First version.');
    expect((await page('guidelines')).markdown).toBe('First version.');
    await writeFile(path, 'Second version, longer.');
    expect((await page('guidelines')).markdown).toBe('Second version, longer.');
    // Same size, later modification time: still read again.
    await writeFile(path, 'Third version, longer.!');
    await writeFile(path, 'Fourth version, longer.');
    const later = new Date(Date.now() + 60_000);
    await utimes(path, later, later);
    expect((await page('guidelines')).markdown).toBe('Fourth version, longer.');
    await rm(path);
    expect(await page('guidelines')).toEqual({ name: 'guidelines', markdown: expect.stringContaining('Be kind to people'), isDefault: true });
  });

  it('keeps an empty file as an empty page (how an operator removes the FAQ)', async () => {
    await writeFile(join(folder, 'faq.md'), '');
    expect(await page('faq')).toEqual({ name: 'faq', markdown: '', isDefault: false });
    await rm(join(folder, 'faq.md'));
  });

  it('shows the default when the name is a folder, and follows a symlinked file', async () => {
    await mkdir(join(folder, 'privacy-policy.md'));
    expect((await page('privacy-policy')).isDefault).toBe(true);
    await symlink(join(root, 'secret.md'), join(folder, 'moderator-guidelines.md'));
    // The operator's own link inside the folder is theirs to make; only the known names are ever opened.
    expect((await page('moderator-guidelines')).markdown).toBe('TOP SECRET');
    await rm(join(folder, 'moderator-guidelines.md'));
  });

  it('never reaches outside the folder, whatever the path', async () => {
    const attempts = [
      '/api/site_pages/..%2Fsecret',
      '/api/site_pages/..%2fabout',
      '/api/site_pages/%2E%2E%2Fsecret',
      '/api/site_pages/..%5Csecret',
      '/api/site_pages/secret',
      '/api/site_pages/about%00',
      '/api/site_pages/%2Fetc%2Fpasswd',
      '/api/site_pages/about%2F..%2F..%2Fsecret',
    ];
    for (const path of attempts) {
      const res = await api.client().get(path);
      expect({ path, refused: res.status === 404 || res.status === 400 }).toEqual({ path, refused: true });
      expect(JSON.stringify(res.body)).not.toContain('SECRET');
      expect(JSON.stringify(res.body)).not.toContain('WRONG FOLDER');
    }
    // Path segments the router resolves before matching land on other routes, never on a file.
    for (const path of ['/api/site_pages/../site_pages/secret', '/api/site_pages/./secret']) {
      const res = await api.client().get(path);
      expect(JSON.stringify(res.body)).not.toContain('SECRET');
    }
  });

  it('refuses only the GET method on the route (400 for others, as every known path)', async () => {
    const res = await api.client().send('post', '/api/site_pages/about', {});
    expect(res.status).toBe(400);
  });
});

describe('username check', () => {
  const api = useTestApi();

  it('answers 200 with taken false for a free name and true for a taken one, case-insensitively', async () => {
    const name = `Checked${Date.now() % 100000}`;
    const client = api.client();
    const free = await client.get(`/api/_username_check?username=${name}`);
    expect({ status: free.status, body: free.body }).toEqual({ status: 200, body: { username: name, taken: false } });
    expect((await client.signup(name)).status).toBe(201);
    const taken = await api.client().get(`/api/_username_check?username=%20${name.toLowerCase()}%20`);
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 200, body: { username: name.toLowerCase(), taken: true } });
  });

  it('treats a missing or repeated parameter as no name', async () => {
    expect((await api.client().get('/api/_username_check')).body).toEqual({ username: '', taken: false });
    expect((await api.client().get('/api/_username_check?username=a&username=b')).body).toEqual({ username: '', taken: false });
  });
});
