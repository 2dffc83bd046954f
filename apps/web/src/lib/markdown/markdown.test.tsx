import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { renderedHtml as html } from './render-for-test';

describe('Markdown', () => {
  it('shows raw HTML as text', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;');
  });
  it('drops javascript links but keeps their text', () => {
    const out = html('[click](javascript:alert(1))');
    expect(out).not.toContain('href');
    expect(out).toContain('click');
  });
  it.each([
    ['renders headings as plain styled blocks', '# Big', '<div class="md-heading md-heading--1">Big</div>'],
    [
      'opens external links in a new tab without opener, referrer or follow, marked as user content',
      '[x](https://a.example/)',
      '<p><a href="https://a.example/" target="_blank" rel="nofollow noopener noreferrer ugc">x</a></p>',
    ],
    ['keeps same-site links in the app', '[bob](/@bob)', '<p><a href="/@bob" data-discover="true">bob</a></p>'],
    [
      'renders emphasis, code, strikethrough, bare URLs, lists and quotes',
      '**b** *i* `c` ~~s~~ https://a.example/x.\n\n- one\n- two\n\n> quoted',
      '<p><strong>b</strong> <em>i</em> <code>c</code> <del>s</del> ' +
        '<a href="https://a.example/x" target="_blank" rel="nofollow noopener noreferrer ugc">https://a.example/x</a>.</p>' +
        '<ul><li>one</li><li>two</li></ul><blockquote><p>quoted</p></blockquote>',
    ],
    // The hand-written parser this replaced swallowed a list after a paragraph, flattened nesting and lost the start number.
    ['starts a list right after a paragraph line', 'Shopping:\n- milk\n- eggs', '<p>Shopping:</p><ul><li>milk</li><li>eggs</li></ul>'],
    ['nests lists', '- fruit\n  - apple\n  - pear\n- veg', '<ul><li>fruit<ul><li>apple</li><li>pear</li></ul></li><li>veg</li></ul>'],
    ['keeps the start number of an ordered list', '3. three\n4. four', '<ol start="3"><li>three</li><li>four</li></ol>'],
    [
      'keeps paragraphs and code inside list items',
      '1. one\n\n   ```\n   code\n   ```\n2. two',
      '<ol><li><p>one</p><pre><code>code\n</code></pre></li><li><p>two</p></li></ol>',
    ],
    [
      'shows images as a link to the image, never loading it',
      '![a cat](https://img.example/cat.png)',
      '<p><a href="https://img.example/cat.png" target="_blank" rel="nofollow noopener noreferrer ugc">a cat</a></p>',
    ],
  ])('%s', (_name, source, expected) => {
    expect(html(source)).toBe(expected);
  });

  it('shows the source until the renderer has loaded, then the rendered body', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <MemoryRouter>
          <Markdown source={'**hi**\nthere'} className="comment__body" />
        </MemoryRouter>,
      ),
    );
    const first = container.innerHTML;
    await act(async () => {
      await import('./markdown-body');
    });
    // Whether the chunk was already there decides the first frame; either way the text is never missing.
    expect([
      '<div class="markdown comment__body markdown--source">**hi**\nthere</div>',
      '<div class="markdown comment__body"><p><strong>hi</strong>\nthere</p></div>',
    ]).toContain(first);
    expect(container.innerHTML).toBe('<div class="markdown comment__body"><p><strong>hi</strong>\nthere</p></div>');
    act(() => root.unmount());
  });
});
