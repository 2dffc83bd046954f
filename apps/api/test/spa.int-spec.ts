import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from './community-fixtures';
import { rawBody, TestApi } from './harness';

let api: TestApi;
let web: string;
const BUNDLE = `console.log(${JSON.stringify('quorum '.repeat(400))});`;
/** As the build inlines the theme script (apps/web/vite.config.mts). */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','light')";
const INDEX = `<!doctype html><title>Quorum</title><script>${THEME_SCRIPT}</script><div id="root"></div>`;
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'quorum-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'assets', 'app-Ab3_x-9Z.js'), 'console.log(1)');
  writeFileSync(join(web, 'assets', 'screen.css'), 'main{}');
  writeFileSync(join(web, 'manifest.json'), '{"name":"Quorum"}');
  // As tools/build/precompress.mjs leaves a build: the bundle with its brotli and gzip copies.
  writeFileSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js'), BUNDLE);
  writeFileSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js.gz'), gzipSync(BUNDLE, { level: 9 }));
  api = await TestApi.start({ webDistDir: web });
});

afterAll(async () => {
  await api.close();
});

describe('serving the web app', () => {
  it("answers every page path with index.html, a guest's kept for Back only, a session and the CSRF header", async () => {
    const res = await api.client().get('/some-community/post/abcdEFGH');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    // Not no-store: the browser may keep a guest's page in its back/forward cache; no shared cache keeps it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-service-worker-cache']).toBe('no-store');
    expect(res.headers['csrf-token']).toHaveLength(44);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${sha256(THEME_SCRIPT)};`);
  });

  it('lets exactly the inline scripts of the current build run, and no inline script in api answers', async () => {
    const api1 = await api.client().get('/api/_initial');
    expect(api1.headers['content-security-policy']).toContain("script-src 'self';");
    const other = "document.documentElement.setAttribute('data-theme','dark')";
    writeFileSync(join(web, 'index.html'), INDEX.replace(THEME_SCRIPT, other));
    // A new build's index.html (a later modification time) brings its own hash; the old one no longer runs.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(web, 'index.html'), later, later);
    try {
      const page = await api.client().get('/communities');
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${sha256(other)};`);
      expect(page.headers['content-security-policy']).not.toContain(sha256(THEME_SCRIPT));
      expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      writeFileSync(join(web, 'index.html'), INDEX);
      const after = new Date(Date.now() + 10_000);
      utimesSync(join(web, 'index.html'), after, after);
    }
  });

  it("never stores a signed-in member's page", async () => {
    const member = await signUp(api);
    for (const path of ['/', '/index.html', '/some-community']) {
      const res = await member.client.get(path);
      expect({ path, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({ path, status: 200, cacheControl: 'no-store' });
    }
  });

  it('serves hashed build files for a year, other real files with the contract cache headers', async () => {
    const asset = await api.client().get('/assets/app-Ab3_x-9Z.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await api.client().get('/assets/screen.css');
    expect([unhashed.status, unhashed.headers['cache-control']]).toEqual([200, 'public, max-age=3600, immutable']);
    const manifest = await api.client().get('/manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('redirects page paths with a trailing slash with 301, keeping the query', async () => {
    const res = await api.client().get('/communities/?sort=new');
    expect(res.status).toBe(301);
    expect(res.headers['location']).toBe('/communities?sort=new');
  });

  it('never answers /api paths with the app', async () => {
    const res = await api.client().get('/api/unknown-thing');
    expect(res.body).toEqual({ status: 404, message: 'API endpoint not found' });
  });

  it("serves the build's precompressed copies when the browser accepts them, with the file's type and cache rules", async () => {
    const raw = (path: string, encoding: string) => rawBody(api.client().agent.get(path).set('Accept-Encoding', encoding));
    const br = await raw('/assets/bundle-DcQ1u7Kp.js', 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding'], br.headers['content-type'], br.headers['cache-control']]).toEqual([
      200,
      'br',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    // The client decodes what it was sent: the content is the file's.
    expect((br.body as Buffer).toString()).toBe(BUNDLE);
    const gz = await raw('/assets/bundle-DcQ1u7Kp.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).toString()).toBe(BUNDLE);
    const plain = await raw('/assets/bundle-DcQ1u7Kp.js', 'identity');
    expect([plain.headers['content-encoding'], (plain.body as Buffer).toString()]).toEqual([undefined, BUNDLE]);
    // A file written after its copies with the same bytes (Nx restoring a cached build): the copies are still served.
    const [sameBytes, restored] = [readFileSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js.br')), new Date(Date.now() + 30_000)];
    utimesSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js'), restored, restored);
    const afterRestore = await raw('/assets/bundle-DcQ1u7Kp.js', 'br');
    // The copy's own length: compressed per request, the answer would be chunked at a lower level.
    expect([afterRestore.headers['content-encoding'], afterRestore.headers['content-length']]).toEqual(['br', String(sameBytes.length)]);
    expect((afterRestore.body as Buffer).toString()).toBe(BUNDLE);
    // A copy older than its file with other bytes (a later build rewrote an unhashed name) is never served.
    const rebuilt = `${BUNDLE}\nconsole.log('rebuilt');`;
    writeFileSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js'), rebuilt);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(web, 'assets', 'bundle-DcQ1u7Kp.js'), later, later);
    expect(((await raw('/assets/bundle-DcQ1u7Kp.js', 'br')).body as Buffer).toString()).toBe(rebuilt);
  });
});
