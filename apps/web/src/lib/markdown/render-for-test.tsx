import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import MarkdownBody from './markdown-body';

/** The markup a body renders to, as React DOM writes it into the page. Test helper. */
export function renderedHtml(source: string): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <MarkdownBody source={source} className="markdown" />
      </MemoryRouter>,
    ),
  );
  const out = container.firstElementChild?.innerHTML ?? '';
  act(() => root.unmount());
  return out;
}
