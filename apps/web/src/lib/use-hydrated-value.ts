import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * `inBrowser` once the page is the browser's own, `onServer` on the server and while hydrating its HTML (the
 * server snapshot of useSyncExternalStore): hydration must render what the server did, then React re-renders.
 */
export function useHydratedValue<T>(inBrowser: T, onServer: T): T {
  return useSyncExternalStore(noSubscription, () => inBrowser, () => onServer);
}
