import { ChromeConstants } from '@app/contract';

export interface NavbarScroll {
  isHidden: boolean;
  /** Past the blur offset: the bar turns translucent so content shows through it. */
  isScrolled: boolean;
  lastY: number;
  /** Where the current run in one direction started; the hide threshold counts from here. */
  anchorY: number;
  direction: -1 | 0 | 1;
}

export const initialNavbarScroll: NavbarScroll = { isHidden: false, isScrolled: false, lastY: 0, anchorY: 0, direction: 0 };

/**
 * The navbar after the page scrolled to `y`. It hides only on narrow screens, after a run of more
 * than the threshold downwards, and comes back after the same run upwards, so small jitters while
 * reading do not make it flicker.
 */
export function nextNavbarScroll(previous: NavbarScroll, y: number, isNarrow: boolean): NavbarScroll {
  const isScrolled = y > ChromeConstants.navbarBlurScrollPx;
  // At the very top (and during iOS overscroll, where y is negative) the bar always shows.
  if (!isNarrow || y <= 0) return { isHidden: false, isScrolled, lastY: y, anchorY: y, direction: 0 };
  if (y === previous.lastY) return previous.isScrolled === isScrolled ? previous : { ...previous, isScrolled };
  const direction = y > previous.lastY ? 1 : -1;
  const anchorY = direction === previous.direction ? previous.anchorY : previous.lastY;
  const isPastThreshold = Math.abs(y - anchorY) > ChromeConstants.navbarHideScrollPx;
  return { isHidden: isPastThreshold ? direction === 1 : previous.isHidden, isScrolled, lastY: y, anchorY, direction };
}
