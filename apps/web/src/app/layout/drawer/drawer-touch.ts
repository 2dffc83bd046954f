import { ChromeConstants } from '@app/contract';
import { type DrawerDrag, drawerWidth, moveDrag, releaseDrag, startDrag } from './drawer-drag';

const NARROW_QUERY = `(max-width: ${ChromeConstants.mobileBreakpointPx - 0.02}px)`;

export interface DrawerTouchHandlers {
  isOpen: () => boolean;
  /** A drag from the edge began: time to fetch the drawer's chunk. */
  onDragStart: () => void;
  onDrag: (offset: number, width: number) => void;
  /** The finger left: the drawer's new state, or null when the touch was no drag. */
  onRelease: (isOpen: boolean | null) => void;
  /** The screen became wide: the drawer has no place there. */
  onWide: () => void;
}

/**
 * Window touch listeners that drag the sidebar drawer on narrow screens (drawer-drag.ts decides).
 * Loaded after first paint by `useSidebarDrawer`; passive, so scrolling is never held up.
 */
export function listenForDrawerDrags(handlers: DrawerTouchHandlers): () => void {
  const narrow = window.matchMedia(NARROW_QUERY);
  let drag: DrawerDrag | null = null;
  const handleStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    drag = null;
    if (!touch || event.touches.length > 1 || !narrow.matches) return;
    drag = startDrag(touch.clientX, touch.clientY, handlers.isOpen(), drawerWidth(window.innerWidth));
    if (drag && !drag.isOpenAtStart) handlers.onDragStart();
  };
  const handleMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!drag || !touch) return;
    drag = moveDrag(drag, touch.clientX, touch.clientY);
    if (drag.phase === 'dragging') handlers.onDrag(drag.offset, drag.width);
  };
  const handleEnd = () => {
    if (!drag) return;
    const isOpenAfter = releaseDrag(drag);
    drag = null;
    handlers.onRelease(isOpenAfter);
  };
  const handleWidth = () => {
    if (!narrow.matches) handlers.onWide();
  };
  window.addEventListener('touchstart', handleStart, { passive: true });
  window.addEventListener('touchmove', handleMove, { passive: true });
  window.addEventListener('touchend', handleEnd);
  window.addEventListener('touchcancel', handleEnd);
  narrow.addEventListener('change', handleWidth);
  return () => {
    window.removeEventListener('touchstart', handleStart);
    window.removeEventListener('touchmove', handleMove);
    window.removeEventListener('touchend', handleEnd);
    window.removeEventListener('touchcancel', handleEnd);
    narrow.removeEventListener('change', handleWidth);
  };
}
