import { describe, expect, it } from 'vitest';
import { alternateFeed, withSortParam } from './feed-links';

describe('alternateFeed', () => {
  it('offers the feed that home does not show', () => {
    expect(alternateFeed('all')).toBe('subscriptions');
    expect(alternateFeed('subscriptions')).toBe('all');
  });

  it('offers nothing to visitors', () => {
    expect(alternateFeed(null)).toBeNull();
  });
});

describe('withSortParam', () => {
  it('keeps only the sort parameter', () => {
    expect(withSortParam('/all', '?sort=latest&page=3')).toBe('/all?sort=latest');
  });

  it('leaves the path alone without a sort', () => {
    expect(withSortParam('/', '')).toBe('/');
    expect(withSortParam('/subscriptions', '?page=2')).toBe('/subscriptions');
  });

  it('encodes what it carries', () => {
    expect(withSortParam('/', '?sort=a%26b')).toBe('/?sort=a%26b');
  });
});
