import { ChromeConstants } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type DrawerDrag, drawerWidth, moveDrag, releaseDrag, startDrag } from './drawer-drag';

const NARROW_QUERY = `(max-width: ${ChromeConstants.mobileBreakpointPx - 0.02}px)`;

export interface SidebarDrawerState {
  isOpen: boolean;
  /** Pixels of the panel shown while a finger drags it; null when no drag is under way. */
  dragOffset: number | null;
  width: number;
  open: () => void;
  close: () => void;
}

/**
 * The narrow-screen sidebar drawer: opened by the navbar's menu button or by dragging from the left
 * edge, closed by dragging it back, Escape, the backdrop or any navigation. Only this small hook is in
 * the initial JS; the drawer itself is a lazy chunk that a touch near the edge starts fetching.
 */
export function useSidebarDrawer(preload: () => void): SidebarDrawerState {
  const [isOpen, setIsOpen] = useState(false);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const [width, setWidth] = useState(304);
  const isOpenRef = useRef(isOpen);
  const { pathname } = useLocation();
  useEffect(() => {
    isOpenRef.current = isOpen;
  }, [isOpen]);

  const open = useCallback(() => {
    setWidth(drawerWidth(window.innerWidth));
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    const narrow = window.matchMedia(NARROW_QUERY);
    let drag: DrawerDrag | null = null;
    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      drag = null;
      if (!touch || event.touches.length > 1 || !narrow.matches) return;
      drag = startDrag(touch.clientX, touch.clientY, isOpenRef.current, drawerWidth(window.innerWidth));
      if (drag && !isOpenRef.current) preload();
    };
    const handleMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!drag || !touch) return;
      drag = moveDrag(drag, touch.clientX, touch.clientY);
      if (drag.phase === 'dragging') {
        setWidth(drag.width);
        setDragOffset(drag.offset);
      }
    };
    const handleEnd = () => {
      if (!drag) return;
      const isOpenAfter = releaseDrag(drag);
      drag = null;
      setDragOffset(null);
      if (isOpenAfter !== null) setIsOpen(isOpenAfter);
    };
    const closeWhenWide = () => {
      if (!narrow.matches) setIsOpen(false);
    };
    window.addEventListener('touchstart', handleStart, { passive: true });
    window.addEventListener('touchmove', handleMove, { passive: true });
    window.addEventListener('touchend', handleEnd);
    window.addEventListener('touchcancel', handleEnd);
    narrow.addEventListener('change', closeWhenWide);
    return () => {
      window.removeEventListener('touchstart', handleStart);
      window.removeEventListener('touchmove', handleMove);
      window.removeEventListener('touchend', handleEnd);
      window.removeEventListener('touchcancel', handleEnd);
      narrow.removeEventListener('change', closeWhenWide);
    };
  }, [preload]);

  return { isOpen, dragOffset, width, open, close };
}
