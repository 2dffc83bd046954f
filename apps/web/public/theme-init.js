(function () {
  const root = document.documentElement;
  let theme = 'light';
  try {
    const stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
    else if (matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
    if (localStorage.getItem('font') === 'system') root.setAttribute('data-font', 'system');
  } catch {
    // Storage blocked: the defaults stay.
  }
  root.setAttribute('data-theme', theme);

  // A server-rendered page carries its module scripts as inert markers (apps/api/src/http/first-screen.ts
  // behindFirstPaint): they are requested only once the page has painted, so that on a slow link the first
  // paint waits for nothing but the HTML and the stylesheets. A page rendered in the browser has no markers.
  let started = false;
  function loadScriptsAfterPaint() {
    if (started) return;
    started = true;
    const markers = document.querySelectorAll('[data-after-paint]');
    for (const marker of markers) {
      if (marker.getAttribute('data-after-paint') !== 'modulepreload') continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = marker.getAttribute('data-href');
      document.head.appendChild(link);
    }
    for (const marker of markers) {
      if (marker.getAttribute('data-after-paint') !== 'module') continue;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = marker.getAttribute('data-src');
      document.head.appendChild(script);
    }
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) loadScriptsAfterPaint();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the page's parse end is the next best moment.
    document.addEventListener('DOMContentLoaded', loadScriptsAfterPaint);
  }
  // `load` may come before the first paint: the scripts still wait for it. A page opened in a background tab
  // does not paint until shown, and one that never paints (a browser without paint timing reports) must
  // still hydrate: those two load at `load` or shortly after it.
  addEventListener('load', function () {
    if (document.visibilityState === 'hidden') loadScriptsAfterPaint();
    else setTimeout(loadScriptsAfterPaint, 500);
  });
})();
