import { ChromeConstants } from '@app/contract';
import { useEffect, useState } from 'react';
import { initialNavbarScroll, nextNavbarScroll } from './navbar-scroll';

const NARROW_QUERY = `(max-width: ${ChromeConstants.mobileBreakpointPx - 0.02}px)`;

/** Whether the navbar should be hidden or blurred, following the window's scroll. */
export function useNavbarScroll(): { isHidden: boolean; isScrolled: boolean } {
  const [view, setView] = useState({ isHidden: false, isScrolled: false });

  useEffect(() => {
    const narrow = window.matchMedia(NARROW_QUERY);
    let state = initialNavbarScroll;
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextNavbarScroll(state, window.scrollY, narrow.matches);
      const { isHidden, isScrolled } = state;
      // Only the two flags reach React: scroll events fire far too often to render on each one.
      setView((current) => (current.isHidden === isHidden && current.isScrolled === isScrolled ? current : { isHidden, isScrolled }));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    narrow.addEventListener('change', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      narrow.removeEventListener('change', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return view;
}
