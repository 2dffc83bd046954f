import { describe, expect, it } from 'vitest';
import { drawerWidth, moveDrag, releaseDrag, startDrag } from './drawer-drag';

const WIDTH = 300;

function drag(isOpen: boolean, startX: number, moves: [number, number][]) {
  const start = startDrag(startX, 400, isOpen, WIDTH);
  if (!start) return null;
  return moves.reduce((state, [x, y]) => moveDrag(state, x, y), start);
}

describe('drawer drag', () => {
  it('opens the closed drawer only from the left edge', () => {
    expect(startDrag(24, 400, false, WIDTH)).not.toBeNull();
    expect(startDrag(25, 400, false, WIDTH)).toBeNull();
    expect(startDrag(200, 400, true, WIDTH)).not.toBeNull();
  });

  it('follows the finger, within the panel width', () => {
    const state = drag(false, 5, [
      [30, 402],
      [125, 405],
    ]);
    expect(state?.phase).toBe('dragging');
    expect(state?.offset).toBe(120);
    expect(
      drag(false, 5, [
        [30, 400],
        [900, 400],
      ])?.offset,
    ).toBe(WIDTH);
  });

  it('opens when released past 50 px, springs back otherwise', () => {
    expect(
      releaseDrag(
        drag(false, 5, [
          [20, 400],
          [56, 400],
        ])!,
      ),
    ).toBe(true);
    expect(
      releaseDrag(
        drag(false, 5, [
          [20, 400],
          [55, 400],
        ])!,
      ),
    ).toBe(false);
  });

  it('closes the open drawer when dragged back past 50 px', () => {
    expect(
      releaseDrag(
        drag(true, 250, [
          [230, 400],
          [199, 400],
        ])!,
      ),
    ).toBe(false);
    expect(
      releaseDrag(
        drag(true, 250, [
          [230, 400],
          [201, 400],
        ])!,
      ),
    ).toBe(true);
  });

  it('leaves vertical scrolls and taps alone', () => {
    const scroll = drag(false, 5, [
      [8, 430],
      [90, 460],
    ]);
    expect(scroll?.phase).toBe('ignored');
    expect(releaseDrag(scroll!)).toBeNull();
    expect(releaseDrag(drag(true, 100, [[104, 402]])!)).toBeNull();
  });

  it('is most of a phone screen, at most 304 px', () => {
    expect(drawerWidth(390)).toBe(304);
    expect(drawerWidth(320)).toBe(272);
  });
});
