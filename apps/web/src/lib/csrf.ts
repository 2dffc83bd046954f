import { CSRF_COOKIE, CSRF_STORAGE_KEY } from '@app/contract';
import { parseCookie } from 'cookie';

type TokenStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Value of one cookie in a `document.cookie` string, or null (the `cookie` package's parser). */
export function readCookie(cookieString: string, name: string): string | null {
  return parseCookie(cookieString)[name] ?? null;
}

/**
 * The token to send as `X-Csrf-Token`: the stored copy first (session.md §2: the client keeps the
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
