import { ChromeConstants } from '@app/contract';
import { initialNavbarScroll, nextNavbarScroll } from './navbar-scroll';

const NARROW_QUERY = `(max-width: ${ChromeConstants.mobileBreakpointPx - 0.02}px)`;

export interface NavbarView {
  isHidden: boolean;
  isScrolled: boolean;
}

/**
 * Follows the window's scroll and reports the navbar's two flags when they change. Loaded after first
 * paint by `useNavbarScroll`: nothing scrolls before the page is drawn.
 */
export function listenToNavbarScroll(onChange: (view: NavbarView) => void): () => void {
  const narrow = window.matchMedia(NARROW_QUERY);
  let state = initialNavbarScroll;
  let last: NavbarView = { isHidden: false, isScrolled: false };
  let frame = 0;
  const update = () => {
    frame = 0;
    state = nextNavbarScroll(state, window.scrollY, narrow.matches);
    const { isHidden, isScrolled } = state;
    // Only the two flags reach React: scroll events fire far too often to render on each one.
    if (last.isHidden === isHidden && last.isScrolled === isScrolled) return;
    last = { isHidden, isScrolled };
    onChange(last);
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
}
