/** Longest URL the fetcher accepts, in bytes (the length link posts keep, docs/api/rules.md §14). */
export const MAX_URL_BYTES = 2048;

const ALLOWED_PORTS = new Set(['', '80', '443']);

/** Why a URL is refused before any name lookup or connection. */
export type UrlRefusal = 'invalid-url' | 'forbidden-scheme' | 'forbidden-port' | 'forbidden-credentials';

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: UrlRefusal };

/**
 * An absolute http(s) URL with a host, no credentials, and (unless `anyPort`, for tests and
 * development) port 80 or 443. Nothing is resolved or fetched here.
 */
export function checkFetchUrl(input: string | URL, anyPort = false): UrlCheck {
  let url: URL;
  try {
    if (typeof input === 'string' && Buffer.byteLength(input) > MAX_URL_BYTES) return { ok: false, reason: 'invalid-url' };
    url = new URL(input);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'forbidden-scheme' };
  if (!url.hostname) return { ok: false, reason: 'invalid-url' };
  if (url.username || url.password) return { ok: false, reason: 'forbidden-credentials' };
  if (!anyPort && !ALLOWED_PORTS.has(url.port)) return { ok: false, reason: 'forbidden-port' };
  return { ok: true, url };
}

/** The host to resolve or connect to: an IPv6 literal loses its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}
