import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { Limits } from '@app/contract';
import { classifyAddress } from '@app/server/link-preview';
import { CheckedSubscription } from './push.types';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text (padding allowed), or null when it is not base64url. */
function base64url(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** An uncompressed P-256 point on the curve (RFC 8291 §3.1: the user agent's `p256dh`). */
function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Where the worker may send pushes. In production only `https:` on the default port, with a host that
 * is a name or a public address (names are resolved and checked again at every send, see
 * push-transport.ts): a subscription must not turn the worker into a way to reach the server's own
 * network. `allowPrivate` (PUSH_ALLOW_PRIVATE_ADDRESSES: tests, development) also takes `http:`, any
 * port and loopback/private hosts.
 */
export function checkEndpoint(raw: string, allowPrivate: boolean): URL | null {
  if (raw.length === 0 || raw.length > Limits.pushEndpointMax) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  const host = hostOf(url);
  if (isIP(host)) return classifyAddress(host) === 'public' ? url : null;
  return host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') ? null : url;
}

/** The body's endpoint and keys, or null when any is unusable (then `400 invalid_json`). */
export function checkSubscription(endpoint: string, p256dh: string, auth: string, allowPrivate: boolean): CheckedSubscription | null {
  const url = checkEndpoint(endpoint, allowPrivate);
  const key = base64url(p256dh);
  const secret = base64url(auth);
  if (!url || !key || !isP256Point(key) || secret?.length !== 16) return null;
  // Stored unpadded, as browsers send them and web-push reads them.
  return { endpoint, p256dh: key.toString('base64url'), auth: secret.toString('base64url') };
}
