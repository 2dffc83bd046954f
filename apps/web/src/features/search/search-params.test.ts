import { describe, expect, it } from 'vitest';
import { readSearchParams, searchPath } from './search-params';

describe('search addresses', () => {
  it('reads the page state from the address, unknown values as the defaults', () => {
    expect(readSearchParams(new URLSearchParams('q=%20cats%20&type=users&sort=top&community=pets'))).toEqual({
      q: 'cats',
      type: 'users',
      sort: 'top',
      community: 'pets',
    });
    expect(readSearchParams(new URLSearchParams('type=pictures&sort=hot'))).toEqual({ q: '', type: 'posts', sort: 'relevance', community: undefined });
  });

  it('writes an address without the defaults, and reads it back the same', () => {
    expect(searchPath({ q: 'a b', type: 'posts', sort: 'relevance' })).toBe('/search?q=a+b');
    const path = searchPath({ q: '"x" -y', type: 'comments', sort: 'latest', community: 'pets' });
    expect(readSearchParams(new URL(path, 'http://x').searchParams)).toEqual({ q: '"x" -y', type: 'comments', sort: 'latest', community: 'pets' });
  });
});
