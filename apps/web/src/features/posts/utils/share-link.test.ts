import { describe, expect, it } from 'vitest';
import { copyLink, postUrl } from './share-link';

describe('copyLink', () => {
  it('writes the link and reports success', async () => {
    const written: string[] = [];
    const result = await copyLink('https://forum.test/books/post/abc', { writeText: async (text) => void written.push(text) });
    expect(result).toEqual({ ok: true, message: 'Link copied to clipboard.' });
    expect(written).toEqual(['https://forum.test/books/post/abc']);
  });

  it('reports a refused or missing clipboard', async () => {
    const refused = await copyLink('x', { writeText: () => Promise.reject(new Error('denied')) });
    expect(refused).toEqual({ ok: false, message: 'Failed to copy link to clipboard.' });
    expect((await copyLink('x', null)).ok).toBe(false);
  });
});

describe('postUrl', () => {
  it('is the post page on the site origin', () => {
    expect(postUrl({ communityName: 'books', publicId: '000026ab' }, 'https://forum.test')).toBe('https://forum.test/books/post/000026ab');
  });
});
