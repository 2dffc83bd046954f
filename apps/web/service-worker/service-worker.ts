/// <reference lib="webworker" />
/**
 * Quorum's service worker (docs/web.md "PWA"), built by vite-plugin-pwa (`injectManifest`) from Workbox's modules:
 * - the app shell (index.html) and every hashed asset of this build are precached; a new build's worker
 *   installs beside the old one and waits, so a page never mixes two builds' files; the page asks it to take
 *   over (`SKIP_WAITING`) when the reader accepts the update prompt;
 * - navigations go to the network (the server renders previews and the first screen into the HTML) and fall
 *   back to the precached shell only when the network fails: the app then shows its offline screen;
 * - `/api/*` is never routed here: no handler answers it, so the browser fetches it as if there were no worker;
 * - `/images/*` are cache-first in a bounded, expiring cache;
 * - pushes become OS notifications (docs/api/push.md §4); a click marks the notification seen (`seenFrom=webpush`)
 *   and brings the reader to its target.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const SHELL_URL = '/index.html';
/** Upstream's badge (api README "Non-API behaviour"); ours is the 192 px icon. */
const BADGE_URL = '/icons/icon-192.png';

// Precache downloads go without cookies. They start in a batch right after the first page, often while the
// reader signs up or logs in; with the old session cookie, an answer arriving after the login rotated the
// session carried a fresh visitor session that replaced the new login's cookie (the api sets one on any
// request with an unknown session). Without credentials the browser neither sends nor stores cookies.
addPlugins([{ requestWillFetch: async ({ request }) => new Request(request, { credentials: 'omit' }) }]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL })] }), {
    denylist: [/^\/api\//, /^\/images\//],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'quorum-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server pushes (docs/api/push.md §3): the unrendered notification; only `id` is needed. */
interface PushedNotification {
  id: number;
}

/** `GET /api/notifications/{id}?render=true` (no format: plain-text title). */
interface RenderedNotification {
  id: number;
  title: string;
  body?: string;
  toURL: string;
  icons?: string[];
  seen: boolean;
}

interface NotificationData {
  notificationId: number;
  toURL: string;
  csrfToken: string;
}

function pushedId(event: PushEvent): number | null {
  try {
    const payload = event.data?.json() as PushedNotification | undefined;
    return typeof payload?.id === 'number' ? payload.id : null;
  } catch {
    return null;
  }
}

const appWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function showPushed(id: number): Promise<void> {
  // An open, focused app already shows the new count through its poll (docs/api/push.md §4).
  if ((await appWindows()).some((client) => client.focused)) return;
  const response = await fetch(`/api/notifications/${id}?render=true`, { credentials: 'same-origin' });
  if (!response.ok) return;
  const notification = (await response.json()) as RenderedNotification;
  if (notification.seen) return;
  const data: NotificationData = { notificationId: id, toURL: notification.toURL, csrfToken: response.headers.get('Csrf-Token') ?? '' };
  await self.registration.showNotification(notification.title, {
    body: notification.body ?? '',
    icon: notification.icons?.[0],
    badge: BADGE_URL,
    tag: String(id),
    data,
  });
}

self.addEventListener('push', (event: PushEvent) => {
  const id = pushedId(event);
  if (id !== null) event.waitUntil(showPushed(id).catch(() => undefined));
});

/** The target as a same-site path: `#` (nowhere to go) and other origins open the notifications page. */
function targetPath(toURL: string): string {
  if (!toURL || toURL === '#') return '/notifications';
  const url = new URL(toURL, self.location.origin);
  return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/notifications';
}

async function openTarget(data: NotificationData): Promise<void> {
  const marked = fetch(`/api/notifications/${data.notificationId}?action=markAsSeen&seenFrom=webpush`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'X-Csrf-Token': data.csrfToken },
  }).catch(() => undefined);
  const path = targetPath(data.toURL);
  // The mark is sent first: the target page then loads with the notification already seen.
  await marked;
  // An open window of the app (one this worker controls) goes to the target; else a new one opens.
  const windows = await self.clients.matchAll({ type: 'window' });
  const client = windows.find((candidate) => candidate.focused) ?? windows[0];
  const opened = client ? await client.navigate(path).catch(() => null) : null;
  if (opened) await opened.focus().catch(() => undefined);
  else await self.clients.openWindow(path);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as NotificationData | null;
  if (data) event.waitUntil(openTarget(data));
});
