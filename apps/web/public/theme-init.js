(function () {
  var root = document.documentElement, theme = 'light';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
    else if (matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
    if (localStorage.getItem('font') === 'system') root.setAttribute('data-font', 'system');
  } catch (e) {}
  root.setAttribute('data-theme', theme);
})();
