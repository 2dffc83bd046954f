import { describe, expect, it } from 'vitest';
import { imageFileName, shareOnFacebookUrl, shareOnXUrl } from './share-targets';

const url = 'https://forum.example/golang/post/abc12345';

describe('share targets', () => {
  it('gives X the post URL and title, encoded', () => {
    const target = new URL(shareOnXUrl(url, 'Go & Rust: 50% faster?'));
    expect(target.origin + target.pathname).toBe('https://x.com/intent/tweet');
    expect(target.searchParams.get('url')).toBe(url);
    expect(target.searchParams.get('text')).toBe('Go & Rust: 50% faster?');
    expect(shareOnXUrl(url, 'a&b')).toContain('text=a%26b');
  });

  it('gives Facebook the post URL', () => {
    const target = new URL(shareOnFacebookUrl(url));
    expect(target.origin + target.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(target.searchParams.get('u')).toBe(url);
    expect([...target.searchParams.keys()]).toEqual(['u']);
  });

  it('names a downloaded image after the post and its place in the gallery', () => {
    expect(imageFileName('abc12345', 0, 'jpeg')).toBe('abc12345.jpeg');
    expect(imageFileName('abc12345', 2, 'png')).toBe('abc12345-3.png');
    expect(imageFileName('abc12345', 0, 'gif')).toBe('abc12345.jpeg');
  });
});
