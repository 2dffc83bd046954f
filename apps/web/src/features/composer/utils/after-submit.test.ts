import { describe, expect, it } from 'vitest';
import { shouldGoBackAfterSubmit } from './after-submit';

describe('shouldGoBackAfterSubmit', () => {
  it('goes back after an edit opened from the post page', () => {
    expect(shouldGoBackAfterSubmit(true, 'k1', null)).toBe(true);
    expect(shouldGoBackAfterSubmit(false, 'k1', { fromPostPage: true })).toBe(true);
  });
  it('replaces with the post page otherwise', () => {
    expect(shouldGoBackAfterSubmit(false, 'k1', null)).toBe(false);
    expect(shouldGoBackAfterSubmit(true, 'default', null)).toBe(false);
    expect(shouldGoBackAfterSubmit(false, 'default', { fromPostPage: true })).toBe(false);
  });
});
