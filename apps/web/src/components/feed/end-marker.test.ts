import { describe, expect, it } from 'vitest';
import { endMarkerMargin } from './use-end-marker';

describe('endMarkerMargin', () => {
  it('is 35 % of the viewport, at least 200 px', () => {
    expect(endMarkerMargin(400)).toBe(200);
    expect(endMarkerMargin(1000)).toBe(350);
  });
});
