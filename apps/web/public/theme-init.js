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
})();
