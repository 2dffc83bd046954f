import { useEffect, useState } from 'react';
import type { NavbarView } from './navbar-scroll-listener';

/** Whether the navbar should be hidden or blurred, following the window's scroll. */
export function useNavbarScroll(): NavbarView {
  const [view, setView] = useState<NavbarView>({ isHidden: false, isScrolled: false });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let isActive = true;
    // The listener is its own small chunk: the first paint shows the bar as it is at the top.
    void import('./navbar-scroll-listener').then(({ listenToNavbarScroll }) => {
      if (isActive) stop = listenToNavbarScroll(setView);
    });
    return () => {
      isActive = false;
      stop?.();
    };
  }, []);

  return view;
}
