/**
 * The only PWA code in the first page's JavaScript (issue 18, item 6), kept to a few bytes: it holds on to
 * Chromium's install prompt (fired once, possibly before the PWA chunk is here) and, once the page has
 * loaded, fetches the PWA chunk (pwa-client.tsx: workbox-window, updates, push, banner, modals).
 */
export let earlyInstallPrompt: Event | undefined;

export function startPwa(): void {
  if (import.meta.env.PROD && navigator.serviceWorker) {
    addEventListener('beforeinstallprompt', (event) => {
      // The app's own banner offers it (mobile), instead of the browser's mini-infobar.
      event.preventDefault();
      earlyInstallPrompt = event;
    });
    addEventListener('load', () => void import('./pwa-client'));
  }
}
