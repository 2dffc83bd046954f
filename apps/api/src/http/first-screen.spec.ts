import { behindFirstPaint, jsonForScript, withFirstScreen } from './first-screen';

describe('jsonForScript', () => {
  it('leaves no character that could end or change a script data block, and reads back unchanged', () => {
    const value = { title: '</script><!-- <script> & \u2028\u2029 "quoted"' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('withFirstScreen', () => {
  const page =
    '<html><head><title>Q</title>\n    <link rel="preload" href="/api/_initial" as="fetch" crossorigin />\n</head><body><div id="root"></div></body></html>';

  it('puts the screen in #root, the data block after it and the asset links in head; drops the /api/_initial preload', () => {
    const html = withFirstScreen(page, { html: '<p>$& $1</p>', data: { a: '</script>' }, head: '<link rel="stylesheet" href="/x.css">' });
    expect(html).toBe(
      '<html><head><title>Q</title>\n<link rel="stylesheet" href="/x.css"></head><body><div id="root"><p>$& $1</p></div>' +
        '<script type="application/json" id="first-screen">{"a":"\\u003c/script\\u003e"}</script></body></html>',
    );
  });

  it('refuses a page without an empty root', () => {
    expect(withFirstScreen('<html><head></head><body><div id="root">x</div></body></html>', { html: '', data: {}, head: '' })).toBeNull();
  });
});

describe('behindFirstPaint', () => {
  it('turns the module entry and every modulepreload into inert markers, and leaves stylesheets and classic scripts alone', () => {
    const head =
      '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/index.css">';
    expect(behindFirstPaint(head)).toBe(
      '<script src="/theme-init.js"></script><script type="text/plain" data-after-paint="module" data-src="/assets/index.js"></script>' +
        '<link data-after-paint="modulepreload" data-href="/assets/react.js"><link rel="stylesheet" href="/assets/index.css">',
    );
  });

  it('leaves no tag that would request a script', () => {
    const page = behindFirstPaint('<script type="module" src="/a.js"></script><link rel="modulepreload" fetchpriority="high" href="/b.js">');
    expect(page).not.toMatch(/type="module"|rel="modulepreload"|\ssrc=|\shref=/);
  });
});
