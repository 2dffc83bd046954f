import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export interface SidebarDrawerState {
  isOpen: boolean;
  /** Pixels of the panel shown while a finger drags it; null when no drag is under way. */
  dragOffset: number | null;
  width: number;
  open: () => void;
  close: () => void;
}

/** The panel's width: most of a phone's screen, at most 304 px (drawer-drag.ts has the same rule). */
const panelWidth = () => Math.round(Math.min(window.innerWidth * 0.85, 304));

/**
 * The narrow-screen sidebar drawer: opened by the navbar's menu button or by dragging from the left
 * edge, closed by dragging it back, Escape, the backdrop or any navigation. Only this state is in the
 * initial JS: the touch listeners load after first paint, the drawer itself on first use.
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
    preload();
    setWidth(panelWidth());
    setIsOpen(true);
  }, [preload]);
  const close = useCallback(() => setIsOpen(false), []);
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let isActive = true;
    void import('./drawer-touch').then(({ listenForDrawerDrags }) => {
      if (!isActive) return;
      stop = listenForDrawerDrags({
        isOpen: () => isOpenRef.current,
        onDragStart: preload,
        onDrag: (offset, dragWidth) => {
          setWidth(dragWidth);
          setDragOffset(offset);
        },
        onRelease: (isOpenAfter) => {
          setDragOffset(null);
          if (isOpenAfter !== null) setIsOpen(isOpenAfter);
        },
        onWide: () => setIsOpen(false),
      });
    });
    return () => {
      isActive = false;
      stop?.();
    };
  }, [preload]);

  return { isOpen, dragOffset, width, open, close };
}
