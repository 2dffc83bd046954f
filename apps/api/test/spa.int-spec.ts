import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApi } from './harness';

let api: TestApi;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'quorum-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Quorum</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(web, 'manifest.json'), '{"name":"Quorum"}');
  writeFileSync(join(web, 'theme-init.js'), 'void 0');
  api = await TestApi.start({ webDistDir: web });
});

afterAll(async () => {
  await api.close();
});

describe('serving the web app', () => {
  it('answers every page path with index.html, no-store, a session and the CSRF header', async () => {
    const res = await api.client().get('/some-community/post/abcdEFGH');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-service-worker-cache']).toBe('no-store');
    expect(res.headers['csrf-token']).toHaveLength(44);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves real files with the contract cache headers', async () => {
    const asset = await api.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=3600, immutable');
    const manifest = await api.client().get('/manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Revalidated on every use: it must match the markers of the HTML the api serves now.
    const themeInit = await api.client().get('/theme-init.js');
    expect([themeInit.status, themeInit.headers['cache-control']]).toEqual([200, 'no-cache']);
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
});
