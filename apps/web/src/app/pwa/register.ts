/**
 * The only PWA code in the first page's JavaScript, kept to a few bytes (the home route's budget, docs/web.md "PWA"): it holds on to
 * Chromium's install prompt (fired once, possibly before the PWA chunk is here) and, once the page has
 * loaded (or at once, if it already has), fetches the PWA chunk (pwa-client.tsx: workbox-window, updates, push, banner, modals).
 */
import type { Middleware } from '@reduxjs/toolkit';

export let earlyInstallPrompt: Event | undefined;

/** Filled in by the PWA chunk: it sees every action once the store has handled it (to spot meaningful actions). */
export const pwaActionTap: { run?: (action: unknown) => void } = {};

/** RTK Query's batched notifications hide short-lived mutation results from `store.subscribe`; a middleware sees them. */
export const pwaMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  pwaActionTap.run?.(action);
  return result;
};

export function startPwa(): void {
  if (import.meta.env.PROD && navigator.serviceWorker) {
    addEventListener('beforeinstallprompt', (event) => {
      // The app's own banner offers it (mobile), instead of the browser's mini-infobar.
      event.preventDefault();
      earlyInstallPrompt = event;
    });
    // A server-rendered page runs this after `load` (its scripts wait for the first paint): then it starts now.
    const loadClient = () => void import('./pwa-client');
    if (document.readyState === 'complete') setTimeout(loadClient, 0);
    else addEventListener('load', loadClient);
  }
}
