import fc from 'fast-check';
import { mayHavePhrase, prefixPattern, prefixSnippet, toSnippet } from './text-search';

describe('toSnippet', () => {
  it('escapes the text and marks only the matches', () => {
    expect(toSnippet('a <script>alert("x")</script> \uE000cat\uE001 & \uE000dog\uE001')).toBe(
      'a &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>cat</mark> &amp; <mark>dog</mark>',
    );
  });

  it('never leaves a mark open or closes one that was not opened', () => {
    expect(toSnippet('\uE001a \uE000b')).toBe('a <mark>b</mark>');
    expect(toSnippet('\uE000\uE000a\uE001\uE001')).toBe('<mark>a</mark>');
  });

  it('keeps every other character, marks balanced, whatever the headline', () => {
    const marks = fc.constantFrom('\uE000', '\uE001', '&', '<', '>', '"', "'", 'a', ' ', '\uD83D', '\uDE00', 'é');
    const headlines = fc.oneof(fc.string({ unit: marks }), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(headlines, (headline) => {
        const html = toSnippet(headline);
        const opens = html.split('<mark>').length - 1;
        expect(html.split('</mark>').length - 1).toBe(opens);
        expect(html).not.toMatch(/<(?!\/?mark>)/);
        const text = html
          .replace(/<\/?mark>/g, '')
          .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
        expect(text).toBe(headline.replace(/[\uE000\uE001]/g, ''));
      }),
    );
  });
});

describe('names', () => {
  it('marks the typed start of a name', () => {
    expect(prefixSnippet('Gaming', 'gam')).toBe('<mark>Gam</mark>ing');
    expect(prefixSnippet('news', 'gam')).toBe('news');
  });

  it('takes LIKE wildcards in the typed text literally', () => {
    expect(prefixPattern('A_b%')).toBe('a\\_b\\%%');
  });
});

describe('mayHavePhrase', () => {
  it('is true for quotes and for words the parser cuts in parts, false for words and operators alone', () => {
    for (const text of ['"people time"', 'well-known', 'c_1', "don't", 'a "b']) expect(mayHavePhrase(text)).toBe(true);
    for (const text of ['people time', 'people -time', 'cats or dogs', 'hello, world', 'a - b', 'café']) expect(mayHavePhrase(text)).toBe(false);
  });
});
