import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MarkdownBody from './markdown-body';

function headings(source: string, isOutline: boolean): string[] {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <MarkdownBody source={source} className="markdown" isOutline={isOutline} />
      </MemoryRouter>,
    ),
  );
  const found = [...container.querySelectorAll('.md-heading')].map((node) => `${node.tagName.toLowerCase()} ${node.textContent}`);
  act(() => root.unmount());
  return found;
}

describe('markdown headings', () => {
  const source = '# One\n\n## Two\n\n### Three\n\n###### Six';

  it('stay plain blocks in bodies (posts, comments)', () => {
    expect(headings(source, false)).toEqual(['div One', 'div Two', 'div Three', 'div Six']);
  });

  it('become the outline under the h1 on the site pages', () => {
    expect(headings(source, true)).toEqual(['h2 One', 'h2 Two', 'h3 Three', 'h6 Six']);
  });
});
