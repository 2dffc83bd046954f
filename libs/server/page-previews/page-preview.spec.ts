import type { Image } from '@app/contract';
import { excerpt, previewImageUrl, withPreview } from './page-preview';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8" /><title>Quorum</title><meta name="description" content="Quorum, a self-hosted community forum." /><script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>';

describe('page previews', () => {
  it('replaces the title and description and adds Open Graph and Twitter tags, escaped', () => {
    const html = withPreview(
      INDEX,
      {
        title: `<script>alert("x")</script> & 'more'`,
        description: 'A "quoted" <b>text</b>',
        url: 'https://forum.example/c/post/AbCdEfGh',
        image: 'https://forum.example/images/x.jpg',
        type: 'article',
      },
      'Quorum',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('Quorum, a self-hosted community forum.');
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;text&lt;/b&gt;" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://forum.example/c/post/AbCdEfGh" />');
    expect(html).toContain('<meta property="og:image" content="https://forum.example/images/x.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://forum.example/c/post/AbCdEfGh" />');
    // The rest of the page is untouched: the app starts as without a preview.
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('uses a summary card without an image', () => {
    const html = withPreview(INDEX, { title: 't', description: 'd', url: 'https://f.example/c', image: null, type: 'website' }, 'Quorum');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it('makes one short line of markdown', () => {
    expect(excerpt('# Title\n\nSome **bold** and a [link](https://x.example) here.')).toBe('Title Some bold and a link here.');
    expect(excerpt(null)).toBe('');
    const long = excerpt('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('picks a card-sized copy of the picture, else the original', () => {
    const image = {
      url: '/images/o.jpg',
      copies: [
        { name: 'tiny', url: '/images/t.jpg' },
        { name: 'medium', url: '/images/m.jpg' },
      ],
    } as unknown as Image;
    expect(previewImageUrl(image)).toBe('/images/m.jpg');
    expect(previewImageUrl({ ...image, copies: [] })).toBe('/images/o.jpg');
    expect(previewImageUrl(null)).toBeNull();
  });
});
