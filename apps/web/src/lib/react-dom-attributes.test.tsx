import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import './react-dom-attributes';

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(element));
  return container;
}

describe('React DOM attribute values on preact', () => {
  it('writes spellcheck="false" and "true"', () => {
    const container = render(
      <>
        <input name="off" spellCheck={false} />
        <textarea name="on" spellCheck />
        <input name="unset" />
      </>,
    );
    expect(container.querySelector('[name="off"]')?.getAttribute('spellcheck')).toBe('false');
    expect(container.querySelector('[name="on"]')?.getAttribute('spellcheck')).toBe('true');
    expect(container.querySelector('[name="unset"]')?.hasAttribute('spellcheck')).toBe(false);
  });

  it('writes allowfullscreen as an empty boolean attribute, or not at all', () => {
    const container = render(
      <>
        <iframe title="on" allowFullScreen />
        <iframe title="off" allowFullScreen={false} />
      </>,
    );
    expect(container.querySelector('[title="on"]')?.getAttribute('allowfullscreen')).toBe('');
    expect(container.querySelector('[title="off"]')?.hasAttribute('allowfullscreen')).toBe(false);
  });
});
