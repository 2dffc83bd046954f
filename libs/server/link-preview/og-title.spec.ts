import { extractOgTitle, MAX_TITLE_LENGTH } from './og-title';

const page = (head: string) => `<!doctype html><html><head><title>Fallback</title>${head}</head><body><p>Hi</p></body></html>`;

describe('extractOgTitle', () => {
  it.each([
    ['property first, double quotes', '<meta property="og:title" content="Hello world">'],
    ['content first', '<meta content="Hello world" property="og:title">'],
    ['single quotes', "<meta property='og:title' content='Hello world'>"],
    ['unquoted', '<meta property=og:title content=Hello&#32;world>'],
    ['self-closing', '<meta property="og:title" content="Hello world" />'],
    ['upper case', '<META PROPERTY="og:title" CONTENT="Hello world">'],
    ['other attributes and odd spacing', '<meta\n  data-x="1"  property = "og:title"\tcontent=\n"Hello world"  id=t>'],
    [
      'after other metas',
      '<meta charset="utf-8"><meta property="og:description" content="no"><meta name="og:title" content="no"><meta property="og:title" content="Hello world">',
    ],
  ])('%s', (_name, head) => {
    expect(extractOgTitle(page(head))).toBe('Hello world');
  });

  it('takes the first og:title only', () => {
    expect(extractOgTitle(page('<meta property="og:title" content="First"><meta property="og:title" content="Second">'))).toBe('First');
  });

  it("answers '' for a first og:title without content, like upstream", () => {
    expect(extractOgTitle(page('<meta property="og:title"><meta property="og:title" content="Second">'))).toBe('');
  });

  it('decodes entities', () => {
    expect(
      extractOgTitle(page('<meta property="og:title" content="Tom &amp; Jerry &mdash; &quot;Caf&eacute;&quot; &#8211; &#x1F600; &#150; &bogus; AT&T">')),
    ).toBe('Tom & Jerry \u2014 "Caf\u00e9" \u2013 \u{1F600} \u2013 &bogus; AT&T');
  });

  it('keeps quotes of the other kind and the characters > and < inside values', () => {
    expect(extractOgTitle(page(`<meta content="It's <b>big</b> > small" property="og:title">`))).toBe("It's <b>big</b> > small");
  });

  it('trims and collapses white space', () => {
    expect(extractOgTitle(page('<meta property="og:title" content="  \n Two\n\n   lines\t ">'))).toBe('Two lines');
  });

  it("answers '' when the tag is missing (no fallback to <title>)", () => {
    expect(extractOgTitle(page('<meta property="og:description" content="x">'))).toBe('');
    expect(extractOgTitle('')).toBe('');
    expect(extractOgTitle('not html at all')).toBe('');
  });

  it('ignores tags inside comments, scripts and styles', () => {
    const head = [
      '<!-- <meta property="og:title" content="comment"> -->',
      '<script>document.write(\'<meta property="og:title" content="script">\')</script>',
      '<style>/* <meta property="og:title" content="style"> */</style>',
      '<title><meta property="og:title" content="title"></title>',
      '<meta property="og:title" content="Real">',
    ].join('');
    expect(extractOgTitle(page(head))).toBe('Real');
  });

  it("answers '' for an unterminated comment", () => {
    expect(extractOgTitle('<!-- <meta property="og:title" content="x">')).toBe('');
  });

  it('caps the title at 255 characters without splitting a character', () => {
    expect(extractOgTitle(page(`<meta property="og:title" content="${'a'.repeat(1000)}">`))).toBe('a'.repeat(MAX_TITLE_LENGTH));
    const emoji = extractOgTitle(page(`<meta property="og:title" content="${'\u{1F600}'.repeat(300)}">`));
    expect(Array.from(emoji)).toHaveLength(MAX_TITLE_LENGTH);
    expect(emoji).toBe('\u{1F600}'.repeat(MAX_TITLE_LENGTH));
  });

  it('scans a giant document in linear time', () => {
    const junk = '<div class="x">a < b <<< </div>'.repeat(150_000);
    const started = Date.now();
    expect(extractOgTitle(`${junk}<meta property="og:title" content="Late">`)).toBe('Late');
    expect(extractOgTitle('<'.repeat(3_000_000))).toBe('');
    expect(extractOgTitle(`<meta content="${'x'.repeat(3_000_000)}`)).toBe('');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('survives unterminated tags and quotes', () => {
    expect(extractOgTitle('<meta property="og:title" content="open')).toBe('open');
    expect(extractOgTitle('<meta property="og:title')).toBe('');
  });
});

describe('character references in the title', () => {
  const title = (content: string) => extractOgTitle(page(`<meta property="og:title" content="${content}">`));

  it('replaces invalid code points with U+FFFD', () => {
    expect(title('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('leaves text without references alone', () => {
    expect(title('plain & simple')).toBe('plain & simple');
  });

  it('decodes references without a semicolon the way a browser decodes an attribute', () => {
    expect(title('&copy 2024 &amp more &notit; &copy=x')).toBe('\u00a9 2024 & more &notit; &copy=x');
  });
});
