// Served as written: keep it small (docs/web.md "Server-rendered first screen").
(function () {
  const root = document.documentElement;
  let theme = 'light';
  try {
    const stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
    else if (matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
    if (localStorage.getItem('font') === 'system') root.setAttribute('data-font', 'system');
  } catch {
    // Storage blocked: defaults.
  }
  root.setAttribute('data-theme', theme);

  // A server-rendered page's scripts wait for its first paint (or load).
  let started = false;
  function load() {
    if (started) return;
    started = true;
    const tag = (name, props) => Object.assign(document.createElement(name), { crossOrigin: '' }, props);
    const make = (m) => (m.dataset.afterPaint === 'module' ? tag('script', { type: 'module', src: m.dataset.src }) : tag('link', { rel: 'modulepreload', href: m.dataset.href }));
    // In one insertion: one by one they were a 100 ms task at 4x CPU on the post page.
    document.head.append(...[...document.querySelectorAll('[data-after-paint]')].map(make));
  }
  try {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && load()).observe({ type: 'paint', buffered: true });
  } catch {
    document.addEventListener('DOMContentLoaded', load);
  }
  addEventListener('load', () => (document.visibilityState === 'hidden' ? load() : setTimeout(load, 500)));

  // Until the app mounts (providers.tsx sets data-app), a button pressed on the server's HTML does nothing: the
  // last one pressed is pressed again once React listens, which hydrates it first. Links need no help.
  let early = null;
  addEventListener('click', (event) => {
    if (root.dataset.app === 'ready') return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) early = button;
  }, true);
  new MutationObserver((_, observer) => {
    if (root.dataset.app !== 'ready') return;
    observer.disconnect();
    const button = early;
    early = null;
    if (button && button.isConnected) setTimeout(() => button.click());
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
})();
