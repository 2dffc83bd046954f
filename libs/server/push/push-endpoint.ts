import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { Limits } from '@app/contract';
import { classifyAddress, hostOf } from '@app/server/link-preview';
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

/**
 * Last labels of names that belong to a private network, not the Internet: `localhost` (RFC 6761),
 * `localdomain` (`localhost.localdomain` is loopback in most /etc/hosts), `local` (mDNS, RFC 6762),
 * `arpa` (`home.arpa`, RFC 8375; reverse zones), `internal` (reserved by ICANN for private use: cloud
 * metadata lives there) and the private names RFC 6762 found in use. No push service sits under one.
 */
const PRIVATE_NETWORK_TLDS = new Set(['localhost', 'localdomain', 'local', 'arpa', 'internal', 'intranet', 'private', 'corp', 'home', 'lan']);

/**
 * Whether a push endpoint's host may be sent to in production, judged without DNS: an address must be
 * public unicast, a name must have two labels or more outside the names above (a trailing dot changes
 * nothing). The subscription check and every send use this one function; a send also checks every
 * address the name resolves to (push-transport.ts).
 */
export function isPublicPushHost(url: URL): boolean {
  const host = hostOf(url).toLowerCase().replace(/\.+$/, '');
  if (isIP(host)) return classifyAddress(host) === 'public';
  const labels = host.split('.');
  return labels.length > 1 && !labels.includes('') && !PRIVATE_NETWORK_TLDS.has(labels[labels.length - 1]);
}

/**
 * Where the worker may send pushes. In production only `https:` on the default port, with a host
 * `isPublicPushHost` takes: a subscription must not turn the worker into a way to reach the server's
 * own network. `allowPrivate` (PUSH_ALLOW_PRIVATE_ADDRESSES: tests, development) also takes `http:`,
 * any port and loopback/private hosts.
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
  return isPublicPushHost(url) ? url : null;
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
