import { useSyncExternalStore } from 'react';

/**
 * Pages with a right-hand column (community, profile) get it from 1170 px, as with-sidebar.css
 * lays it out; below that the column's content moves into an About tab, since under an endless
 * feed it could never be reached.
 */
export const SIDE_COLUMN_QUERY = '(min-width: 1170px)';

/** Whether a media query matches now; re-renders when that changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Server HTML is laid out for a phone (no side column); a wider screen re-renders after hydration.
    () => false,
  );
}

const noSubscription = () => () => undefined;

/**
 * `inBrowser` once the page is the browser's own, `onServer` on the server and while hydrating its HTML (the
 * server snapshot of useSyncExternalStore): hydration must render what the server did, then React re-renders.
 */
export function useHydratedValue<T>(inBrowser: T, onServer: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => inBrowser,
    () => onServer,
  );
}
