import { CSRF_COOKIE, CSRF_STORAGE_KEY } from '@app/contract';

type TokenStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Value of one cookie in a `document.cookie` string, or null. Hand-written: the `cookie` package is
 * CommonJS, so its serializer came along into the initial JS (about 1 kB gzipped) for one lookup.
 * As that package does, the first cookie of a name wins and a value that does not percent-decode stays as it is.
 */
export function readCookie(cookieString: string, name: string): string | null {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The token to send as `X-Csrf-Token`: the stored copy first (docs/api/session.md §2: the client keeps the
 * `/api/_initial` header value), then the cookie, then '' so the server answers 401 rather than us throwing.
 */
export function readCsrfToken(storage: TokenStore | null, cookieString: string): string {
  const stored = safeGet(storage);
  if (stored) return stored;
  return readCookie(cookieString, CSRF_COOKIE) ?? '';
}

export function storeCsrfToken(storage: TokenStore | null, token: string | null): void {
  if (!storage || !token) return;
  try {
    storage.setItem(CSRF_STORAGE_KEY, token);
  } catch {
    // Blocked storage (private mode): the cookie fallback still works.
  }
}

function safeGet(storage: TokenStore | null): string | null {
  try {
    return storage?.getItem(CSRF_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
