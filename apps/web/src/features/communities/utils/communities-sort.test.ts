import { describe, expect, it } from 'vitest';
import { filterCommunitiesByName, parseCommunitiesSort } from './communities-sort';

describe('parseCommunitiesSort', () => {
  it('keeps the sorts the contract encodes', () => {
    expect(parseCommunitiesSort('name_asc')).toBe('name_asc');
    expect(parseCommunitiesSort('name_dsc')).toBe('name_dsc');
    expect(parseCommunitiesSort('new')).toBe('new');
  });

  it('falls back to Popular', () => {
    expect(parseCommunitiesSort(null)).toBe('size');
    expect(parseCommunitiesSort('hot')).toBe('size');
  });
});

describe('filterCommunitiesByName', () => {
  const communities = [{ name: 'Photography' }, { name: 'books' }, { name: 'photos_daily' }];

  it('matches part of a name in any letter case', () => {
    expect(filterCommunitiesByName(communities, ' PHOTO ').map((c) => c.name)).toEqual(['Photography', 'photos_daily']);
  });

  it('keeps everything for an empty search', () => {
    expect(filterCommunitiesByName(communities, '  ')).toBe(communities);
  });
});
