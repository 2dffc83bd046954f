import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCommunity, Member, signUp } from './community-fixtures';
import { TestApi } from './harness';
import { png, uploadAndPostImage } from './images-fixtures';
import { createPost } from './post-fixtures';
import { startWithAdmin } from './support/forum';

/** The HTML of a post page and a community page carries that page's preview tags, so shared links unfurl. */
let api: TestApi;
let admin: Member;
let community: { id: string; name: string };

const INDEX =
  '<!doctype html><html><head><title>Quorum</title><meta name="description" content="Quorum, a self-hosted community forum." /></head><body><div id="root"></div></body></html>';

const metaContent = (html: string, key: string): string | null => {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`));
  return match ? match[1] : null;
};
const titleOf = (html: string): string | null => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'quorum-web-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  ({ api, admin } = await startWithAdmin({ webDistDir: web, rateLimitsEnabled: false }));
  community = await createCommunity(admin, undefined, 'Everything about **rivers** & lakes.');
});

afterAll(async () => {
  await api.close();
});

describe('link previews of pages', () => {
  it('a post page carries its title, an excerpt, its community and the Open Graph tags', async () => {
    const post = await createPost(admin, community.name, { title: 'Rivers <of> "Europe"', body: 'The **Danube** flows through ten countries.' });
    for (const path of [`/${community.name}/post/${post.publicId}`, `/${community.name}/post/${post.publicId}/someCommentId`]) {
      const res = await api.client().get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(titleOf(res.text)).toBe(`Rivers &lt;of&gt; &quot;Europe&quot; · ${community.name}`);
      expect(metaContent(res.text, 'description')).toBe('The Danube flows through ten countries.');
      expect(metaContent(res.text, 'og:title')).toBe(`Rivers &lt;of&gt; &quot;Europe&quot; · ${community.name}`);
      expect(metaContent(res.text, 'og:type')).toBe('article');
      expect(metaContent(res.text, 'og:url')).toBe(`http://localhost/${community.name}/post/${post.publicId}`);
      expect(metaContent(res.text, 'twitter:card')).toBe('summary');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('Quorum, a self-hosted community forum.');
    }
  });

  it('an image post shows its picture: the large copy, as an absolute URL', async () => {
    const { uploaded, post: created } = await uploadAndPostImage(admin, community.name, await png(1600, 1200), 'A lake');
    expect(uploaded.status).toBe(200);
    expect(created.status).toBe(200);
    const large = (created.body.image.copies as { name: string; url: string }[]).find((c) => c.name === 'large');
    const res = await api.client().get(`/${community.name}/post/${created.body.publicId}`);
    expect(metaContent(res.text, 'og:image')).toBe(`http://localhost${large?.url.replaceAll('&', '&amp;')}`);
    expect(metaContent(res.text, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(res.text, 'description')).toBe(`${community.name} · posted by @${admin.name}`);
  });

  it('a community page carries its name and about text', async () => {
    const res = await api.client().get(`/${community.name}`);
    expect(titleOf(res.text)).toBe(`${community.name} · Quorum`);
    expect(metaContent(res.text, 'description')).toBe('Everything about rivers &amp; lakes.');
    expect(metaContent(res.text, 'og:type')).toBe('website');
  });

  it("a profile carries the member's name, about text and the profile type; a banned account has none", async () => {
    expect((await admin.client.post('/api/_settings?action=updateProfile', { aboutMe: 'Maps **rivers** for fun.' })).status).toBe(200);
    const res = await api.client().get(`/@${admin.name}`);
    expect(titleOf(res.text)).toBe(`@${admin.name} · Quorum`);
    expect(metaContent(res.text, 'description')).toBe('Maps rivers for fun.');
    expect(metaContent(res.text, 'og:type')).toBe('profile');
    expect(metaContent(res.text, 'og:url')).toBe(`http://localhost/@${admin.name}`);

    const banned = await signUp(api);
    await api.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [banned.id]);
    expect(titleOf((await api.client().get(`/@${banned.name}`)).text)).toBe('Quorum');
  });

  it('a deleted post, an unknown post or community, and other pages get the plain page', async () => {
    const post = await createPost(admin, community.name, { title: 'Soon gone' });
    expect((await admin.client.send('delete', `/api/posts/${post.publicId}?deleteAs=normal`)).status).toBe(200);
    for (const path of [
      `/${community.name}/post/${post.publicId}`,
      `/${community.name}/post/zzzzzzzz`,
      '/no_such_community',
      '/communities',
      '/@someone',
      '/%E0%A4%A',
    ]) {
      const res = await api.client().get(path);
      expect({ path, status: res.status, title: titleOf(res.text), og: metaContent(res.text, 'og:title') }).toEqual({
        path,
        status: 200,
        title: 'Quorum',
        og: null,
      });
    }
  });
});
