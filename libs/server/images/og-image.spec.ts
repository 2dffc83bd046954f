import { extractOgImage } from './og-image';

describe('extractOgImage', () => {
  it('takes the first og:image, resolved against the page', () => {
    expect(
      extractOgImage(`<head><meta content="/a.png?x=1&amp;y=2" property="og:image"><meta property="og:image" content="/b.png"></head>`, 'https://ex.com/p/q'),
    ).toBe('https://ex.com/a.png?x=1&y=2');
    expect(extractOgImage(`<meta property='og:image' content='https://cdn.ex.com/i.jpg'>`, 'https://ex.com/')).toBe('https://cdn.ex.com/i.jpg');
    expect(extractOgImage(`<meta property="og:image" content="javascript:alert(1)">`, 'https://ex.com/')).toBeUndefined();
    expect(extractOgImage(`<meta property="og:title" content="x">`, 'https://ex.com/')).toBeUndefined();
  });
});
