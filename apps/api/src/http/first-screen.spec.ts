import { jsonForScript, withFirstScreen } from './first-screen';

describe('jsonForScript', () => {
  it('leaves no character that could end or change a script data block, and reads back unchanged', () => {
    const value = { title: '</script><!-- <script> & \u2028\u2029 "quoted"' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('withFirstScreen', () => {
  const page = '<html><head><title>Q</title>\n    <link rel="preload" href="/api/_initial" as="fetch" crossorigin />\n</head><body><div id="root"></div></body></html>';

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
