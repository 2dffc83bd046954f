import { describe, expect, it } from 'vitest';
import { postUrl } from './post-url';

describe('postUrl', () => {
  it('is the post page on the site origin', () => {
    expect(postUrl({ communityName: 'books', publicId: '000026ab' }, 'https://forum.test')).toBe('https://forum.test/books/post/000026ab');
  });
});
