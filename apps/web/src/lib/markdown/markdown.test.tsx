import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

/** Rendered by the client renderer the app ships (preact/compat), which has no react-dom/server. */
function html(source: string): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <Markdown source={source} />
      </MemoryRouter>,
    ),
  );
  const out = container.innerHTML;
  act(() => root.unmount());
  return out;
}

describe('Markdown', () => {
  it('escapes raw HTML', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;');
  });
  it('renders headings as plain styled blocks', () => {
    expect(html('# Big')).toContain('<div class="md-heading md-heading--1">Big</div>');
  });
  it('opens external links in a new tab without opener, referrer or follow', () => {
    expect(html('[x](https://a.example/)')).toContain('<a href="https://a.example/" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });
  it('drops javascript links but keeps their text', () => {
    const out = html('[click](javascript:alert(1))');
    expect(out).not.toContain('href');
    expect(out).toContain('click');
  });
  it('renders emphasis, code, lists and quotes', () => {
    const out = html('**b** *i* `c`\n\n- one\n- two\n\n> quoted');
    expect(out).toContain('<strong>b</strong>');
    expect(out).toContain('<em>i</em>');
    expect(out).toContain('<code>c</code>');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('<blockquote><p>quoted</p></blockquote>');
  });
});
