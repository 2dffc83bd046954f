import { describe, expect, it } from 'vitest';
import { visibleCommunities } from './visible-communities';

const names = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);

describe('visibleCommunities', () => {
  it('shows every community, with no toggle, up to the limit', () => {
    expect(visibleCommunities(names(10), false)).toEqual({ shown: names(10), overflowCount: 0 });
    expect(visibleCommunities([], false)).toEqual({ shown: [], overflowCount: 0 });
  });

  it('cuts at ten and counts the rest for "Show N more"', () => {
    const result = visibleCommunities(names(13), false);
    expect(result.shown).toEqual(names(10));
    expect(result.overflowCount).toBe(3);
  });

  it('shows all once expanded and keeps the count for the toggle', () => {
    expect(visibleCommunities(names(11), true)).toEqual({ shown: names(11), overflowCount: 1 });
  });

  it('takes another limit', () => {
    expect(visibleCommunities(names(5), false, 2)).toEqual({ shown: ['c1', 'c2'], overflowCount: 3 });
  });
});
