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
    const markers = [...document.querySelectorAll('[data-after-paint]')];
    const add = (kind, make) => markers.filter((m) => m.dataset.afterPaint === kind).forEach((m) => document.head.append(make(m)));
    const tag = (name, props) => Object.assign(document.createElement(name), { crossOrigin: '' }, props);
    add('modulepreload', (m) => tag('link', { rel: 'modulepreload', href: m.dataset.href }));
    add('module', (m) => tag('script', { type: 'module', src: m.dataset.src }));
  }
  try {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && load()).observe({ type: 'paint', buffered: true });
  } catch {
    document.addEventListener('DOMContentLoaded', load);
  }
  addEventListener('load', () => (document.visibilityState === 'hidden' ? load() : setTimeout(load, 500)));
})();
