import { ZERO_TIME } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { canonicalProfilePath, hasSupporterBadge, isRealDate, profileAccess, profileCacheKey } from './profile-state';

describe('profileAccess', () => {
  it('hides deleted and suspended accounts from non-admins', () => {
    expect(profileAccess({ deleted: true, isBanned: false }, false)).toBe('deleted');
    expect(profileAccess({ deleted: false, isBanned: true }, false)).toBe('suspended');
    expect(profileAccess({ deleted: false, isBanned: false }, false)).toBe('visible');
  });

  it('shows every account to admins', () => {
    expect(profileAccess({ deleted: true, isBanned: true }, true)).toBe('visible');
  });
});

describe('canonicalProfilePath', () => {
  it('replaces a URL in the wrong letter case, keeping the query', () => {
    expect(canonicalProfilePath('alice', 'Alice', '?filter=comments')).toBe('/@Alice?filter=comments');
  });

  it('leaves a correct URL alone', () => {
    expect(canonicalProfilePath('Alice', 'Alice', '')).toBeNull();
  });
});

describe('profileCacheKey', () => {
  it('is the same for every spelling', () => {
    expect(profileCacheKey('ALICE')).toBe(profileCacheKey('alice'));
  });
});

describe('badges and dates', () => {
  it('finds the supporter badge', () => {
    expect(hasSupporterBadge([{ id: 1, type: 'supporter' }])).toBe(true);
    expect(hasSupporterBadge([])).toBe(false);
  });

  it('treats the zero time as no date', () => {
    expect(isRealDate(ZERO_TIME)).toBe(false);
    expect(isRealDate(null)).toBe(false);
    expect(isRealDate('2024-05-01T12:00:00Z')).toBe(true);
  });
});
