import { describe, expect, it } from 'vitest';
import { shortenCount } from './format-count';

describe('shortenCount', () => {
  it('keeps small counts', () => {
    expect(shortenCount(0)).toBe('0');
    expect(shortenCount(990)).toBe('990');
    expect(shortenCount(-5)).toBe('-5');
  });
  it('uses one decimal above 990', () => {
    expect(shortenCount(991)).toBe('1.0k');
    expect(shortenCount(1540)).toBe('1.5k');
    expect(shortenCount(99_497)).toBe('99.5k');
  });
  it('uses whole thousands from 99 498', () => {
    expect(shortenCount(99_498)).toBe('99k');
    expect(shortenCount(250_400)).toBe('250k');
    expect(shortenCount(999_000)).toBe('999k');
  });
  it('uses millions above 999 000', () => {
    expect(shortenCount(999_001)).toBe('1.0m');
    expect(shortenCount(2_345_678)).toBe('2.3m');
    expect(shortenCount(-1540)).toBe('-1.5k');
  });
});
