import { CSRF_REQUEST_HEADER } from '@app/contract';
import { readCsrfToken } from '../../lib/csrf';
import { browserStorage } from '../../lib/storage';

/** A JSON call as the app's api base makes it (text/plain JSON body, the CSRF header). */
export async function postJson(url: string, body: unknown): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [CSRF_REQUEST_HEADER]: readCsrfToken(browserStorage(), document.cookie) },
    body: JSON.stringify(body),
  });
  return response.ok;
}

/** The server's VAPID key (base64url, docs/api/push.md §1) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser (or reuses its subscription) and hands it to the server (docs/api/push.md §2: on every app
 * start while permission is granted, and right after it is granted). Throws when the browser cannot.
 */
export async function sendPushSubscription(registration: ServiceWorkerRegistration, vapidPublicKey: string): Promise<void> {
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(vapidPublicKey) }));
  if (!(await postJson('/api/push_subscriptions', subscription.toJSON()))) throw new Error('push subscription refused');
}
