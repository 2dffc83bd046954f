import { describe, expect, it } from 'vitest';
import { isListsOwner, listsQuery, listsSearch } from './lists-params';

describe('lists page query', () => {
  it('defaults to last added and all', () => {
    expect(listsQuery(new URLSearchParams(''), true)).toEqual({ sort: 'lastAdded', filter: 'all' });
    expect(listsQuery(new URLSearchParams('sort=bogus&filter=nope'), true)).toEqual({ sort: 'lastAdded', filter: 'all' });
  });

  it('reads sort for everyone and filter for the owner only', () => {
    expect(listsQuery(new URLSearchParams('sort=name&filter=private'), true)).toEqual({ sort: 'name', filter: 'private' });
    expect(listsQuery(new URLSearchParams('sort=name&filter=private'), false)).toEqual({ sort: 'name', filter: 'all' });
  });

  it('writes only what differs from the defaults', () => {
    expect(listsSearch('lastAdded', 'all')).toBe('');
    expect(listsSearch('name', 'all')).toBe('?sort=name');
    expect(listsSearch('lastAdded', 'public')).toBe('?filter=public');
  });

  it('owner check ignores letter case', () => {
    expect(isListsOwner('Ann', 'ann')).toBe(true);
    expect(isListsOwner(undefined, 'ann')).toBe(false);
    expect(isListsOwner('bob', 'ann')).toBe(false);
  });
});
