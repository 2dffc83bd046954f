import { describe, expect, it } from 'vitest';
import { parseFeedSort, resolveFeedSort, searchParamsWithSort } from './feed-sort';

describe('parseFeedSort', () => {
  it('accepts the eight feed sorts only', () => {
    expect(parseFeedSort('week')).toBe('week');
    expect(parseFeedSort('Week')).toBeNull();
    expect(parseFeedSort('new')).toBeNull();
    expect(parseFeedSort(null)).toBeNull();
  });
});

describe('resolveFeedSort', () => {
  it('defaults to hot', () => {
    expect(resolveFeedSort({ param: null, stored: null, isRemembered: false })).toBe('hot');
    expect(resolveFeedSort({ param: 'bogus', stored: null, isRemembered: true })).toBe('hot');
  });

  it('uses the device choice only for users who remember it', () => {
    expect(resolveFeedSort({ param: null, stored: 'latest', isRemembered: true })).toBe('latest');
    expect(resolveFeedSort({ param: null, stored: 'latest', isRemembered: false })).toBe('hot');
    expect(resolveFeedSort({ param: null, stored: 'bogus', isRemembered: true })).toBe('hot');
  });

  it('lets the URL win over the device choice', () => {
    expect(resolveFeedSort({ param: 'day', stored: 'latest', isRemembered: true })).toBe('day');
  });
});

describe('searchParamsWithSort', () => {
  it('sets ?sort= and keeps other parameters for users who do not remember the sort', () => {
    const next = searchParamsWithSort(new URLSearchParams('page=2&sort=hot'), 'month', false);
    expect(next.toString()).toBe('page=2&sort=month');
  });

  it('drops ?sort= for users who remember it on the device', () => {
    const next = searchParamsWithSort(new URLSearchParams('sort=hot&page=2'), 'month', true);
    expect(next.toString()).toBe('page=2');
  });

  it('does not change the query it was given', () => {
    const current = new URLSearchParams('sort=hot');
    searchParamsWithSort(current, 'all', false);
    expect(current.toString()).toBe('sort=hot');
  });
});
