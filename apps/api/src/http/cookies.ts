import type { ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';

/**
 * The request's cookies by name (the `cookie` package: values URI-decoded when they decode, the first of
 * a repeated name wins, as browsers send the most specific path first).
 */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return parseCookie(header ?? '');
}

/** Sets a cookie, replacing one of the same name set earlier in this response (a session rotated mid-request). */
export function setCookie(res: ServerResponse, name: string, value: string, attributes: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter((c) => !c.startsWith(`${name}=`));
  res.setHeader('Set-Cookie', [...others, [`${name}=${value}`, ...attributes].join('; ')]);
}
