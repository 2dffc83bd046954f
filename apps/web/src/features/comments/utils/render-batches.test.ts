import { describe, expect, it } from 'vitest';
import { DESKTOP_BATCH, MOBILE_BATCH, nextRenderCount } from './render-batches';

describe('nextRenderCount', () => {
  it('grows by a batch and shows a lone straggler at once', () => {
    expect(nextRenderCount(20, 100, DESKTOP_BATCH.size)).toBe(40);
    expect(nextRenderCount(5, 12, MOBILE_BATCH.size)).toBe(10);
    expect(nextRenderCount(5, 11, MOBILE_BATCH.size)).toBe(11);
    expect(nextRenderCount(10, 11, 5)).toBe(11);
    expect(nextRenderCount(5, 6, 5)).toBe(6);
    expect(nextRenderCount(30, 20, 5)).toBe(20);
  });
});
