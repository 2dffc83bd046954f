import { ChromeConstants } from '@app/contract';

/** Movement before a touch counts as a horizontal drag or a vertical scroll. */
const SLOP_PX = 10;

/**
 * One touch that may drag the sidebar drawer (docs/screens.md §4, Mobile sidebar: where the drag is
 * released, past 50 px or not, decides open or closed). `offset` is how much of the panel shows, 0 to `width`.
 */
export interface DrawerDrag {
  startX: number;
  startY: number;
  isOpenAtStart: boolean;
  width: number;
  /** pending until the touch has moved enough to tell; ignored when it turned out to be a scroll. */
  phase: 'pending' | 'dragging' | 'ignored';
  offset: number;
}

/** A touch that begins a drag: anywhere while the drawer is open, near the left edge while it is closed. */
export function startDrag(x: number, y: number, isOpen: boolean, width: number): DrawerDrag | null {
  if (!isOpen && x > ChromeConstants.drawerEdgePx) return null;
  return { startX: x, startY: y, isOpenAtStart: isOpen, width, phase: 'pending', offset: isOpen ? width : 0 };
}

export function moveDrag(drag: DrawerDrag, x: number, y: number): DrawerDrag {
  if (drag.phase === 'ignored') return drag;
  const dx = x - drag.startX;
  const dy = y - drag.startY;
  let phase = drag.phase;
  if (phase === 'pending') {
    if (Math.abs(dy) > SLOP_PX && Math.abs(dy) >= Math.abs(dx)) return { ...drag, phase: 'ignored' };
    if (Math.abs(dx) <= SLOP_PX) return drag;
    phase = 'dragging';
  }
  const base = drag.isOpenAtStart ? drag.width : 0;
  return { ...drag, phase, offset: Math.min(Math.max(base + dx, 0), drag.width) };
}

/** Whether the drawer is open after the touch ends; null when the touch never became a drag. */
export function releaseDrag(drag: DrawerDrag): boolean | null {
  if (drag.phase !== 'dragging') return null;
  const moved = drag.offset - (drag.isOpenAtStart ? drag.width : 0);
  if (drag.isOpenAtStart) return !(moved < -ChromeConstants.drawerReleasePx);
  return moved > ChromeConstants.drawerReleasePx;
}

/** The panel's width: most of a phone's screen, never wider than the desktop sidebar column needs. */
export function drawerWidth(viewportWidth: number): number {
  return Math.round(Math.min(viewportWidth * 0.85, 304));
}
