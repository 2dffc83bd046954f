import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Snippet } from './snippet';

const render = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Snippet html={html} />);
  return container;
};

describe('Snippet', () => {
  it('renders the marks as <mark> and everything else as text', () => {
    const container = render('a &lt;script&gt;x&lt;/script&gt; <mark>cat</mark> &amp; dog');
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')?.textContent).toBe('cat');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('a <script>x</script> cat & dog');
  });

  it('makes no element from markup other than <mark>', () => {
    const container = render('<img src=x onerror=alert(1)><mark>hit</mark>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>hit');
  });
});
