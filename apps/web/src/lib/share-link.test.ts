import { describe, expect, it } from 'vitest';
import { absoluteUrl, copyLink } from './share-link';

describe('copyLink', () => {
  it('reports success', async () => {
    const written: string[] = [];
    const result = await copyLink('https://forum.test/books', { writeText: async (text) => void written.push(text) });
    expect(result).toEqual({ ok: true, message: 'Link copied to clipboard.' });
    expect(written).toEqual(['https://forum.test/books']);
  });

  it('reports a refused or missing clipboard', async () => {
    const refused = await copyLink('https://forum.test/books', { writeText: () => Promise.reject(new Error('denied')) });
    expect(refused).toEqual({ ok: false, message: 'Failed to copy link to clipboard.' });
    expect((await copyLink('x', null)).ok).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the origin', () => {
    expect(absoluteUrl('/books', 'https://forum.test')).toBe('https://forum.test/books');
  });
});
