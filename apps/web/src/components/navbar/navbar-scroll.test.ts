import { describe, expect, it } from 'vitest';
import { initialNavbarScroll, type NavbarScroll, nextNavbarScroll } from './navbar-scroll';

function scrollThrough(positions: number[], isNarrow = true): NavbarScroll {
  return positions.reduce((state, y) => nextNavbarScroll(state, y, isNarrow), initialNavbarScroll);
}

describe('nextNavbarScroll', () => {
  it('stays visible for scrolls of up to 20 px down', () => {
    expect(scrollThrough([10, 20]).isHidden).toBe(false);
  });

  it('hides after more than 20 px down on narrow screens', () => {
    expect(scrollThrough([10, 21]).isHidden).toBe(true);
  });

  it('never hides on wide screens', () => {
    expect(scrollThrough([100, 400], false).isHidden).toBe(false);
  });

  it('shows again only after more than 20 px up', () => {
    const hidden = scrollThrough([300, 600]);
    expect(nextNavbarScroll(hidden, 585, true).isHidden).toBe(true);
    expect(scrollThrough([300, 600, 585, 579]).isHidden).toBe(false);
  });

  it('counts each run from where the direction changed', () => {
    // Down 15, up 10, down 15: no run passes 20 px.
    expect(scrollThrough([15, 5, 20]).isHidden).toBe(false);
  });

  it('shows at the top of the page whatever came before', () => {
    expect(scrollThrough([300, 600, 0]).isHidden).toBe(false);
    expect(scrollThrough([300, 600, -8]).isHidden).toBe(false);
  });

  it('blurs only past 50 px', () => {
    expect(scrollThrough([50]).isScrolled).toBe(false);
    expect(scrollThrough([51]).isScrolled).toBe(true);
    expect(scrollThrough([51], false).isScrolled).toBe(true);
  });

  it('returns the same state when nothing changed, so React can skip a render', () => {
    const state = scrollThrough([100]);
    expect(nextNavbarScroll(state, 100, true)).toBe(state);
  });
});
