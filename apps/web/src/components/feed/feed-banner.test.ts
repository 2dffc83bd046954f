import { describe, expect, it } from 'vitest';
import { bannerAfterIndex } from './feed-banner';

describe('bannerAfterIndex', () => {
  it('puts the banner after the second item', () => {
    expect(bannerAfterIndex(10)).toBe(1);
    expect(bannerAfterIndex(2)).toBe(1);
  });

  it('puts it after the only item, or alone in an empty feed', () => {
    expect(bannerAfterIndex(1)).toBe(0);
    expect(bannerAfterIndex(0)).toBe(-1);
  });
});
