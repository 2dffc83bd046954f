// Inlined into index.html, minified, by the build (vite.config.mts `inlineThemeInit`): it must run before the first
// paint, and a file of its own was a render-blocking request on every page. The api allows it by its hash in the
// Content-Security-Policy (docs/security.md, "XSS"). What it does: docs/web.md "Server-rendered first screen".
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

  // Scripts after the first paint, in one insertion.
  let started = false;
  function load() {
    if (started) return;
    started = true;
    const tag = (name, props) => Object.assign(document.createElement(name), { crossOrigin: '' }, props);
    const make = (m) =>
      m.dataset.afterPaint === 'module' ? tag('script', { type: 'module', src: m.dataset.src }) : tag('link', { rel: 'modulepreload', href: m.dataset.href });
    document.head.append(...[...document.querySelectorAll('[data-after-paint]')].map(make));
  }
  try {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && load()).observe({ type: 'paint', buffered: true });
  } catch {
    document.addEventListener('DOMContentLoaded', load);
  }
  addEventListener('load', () => (document.visibilityState === 'hidden' ? load() : setTimeout(load, 500)));

  // A button pressed before the app mounts is pressed again once it has.
  let early = null;
  addEventListener('click', (e) => root.dataset.app || (early = e.target.closest?.('button') || early), true);
  new MutationObserver((_, o) => {
    if (!root.dataset.app) return;
    o.disconnect();
    if (early?.isConnected) setTimeout(() => early.click());
  }).observe(root, { attributes: true });
})();
