// Runs before the app bundle so the first paint already has the right theme.
// Mirrors src/lib/theme.ts: a stored pick wins, otherwise the system setting.
(function () {
  let theme = 'light';
  try {
    const stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
    else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  } catch {
    // Storage can be blocked (privacy modes); fall back to the light theme.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
