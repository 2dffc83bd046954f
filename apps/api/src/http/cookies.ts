import type { ServerResponse } from 'node:http';

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in cookies)) cookies[name] = decodeURIComponentSafe(part.slice(eq + 1).trim());
  }
  return cookies;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Sets a cookie, replacing one of the same name set earlier in this response (a session rotated mid-request). */
export function setCookie(res: ServerResponse, name: string, value: string, attributes: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter((c) => !c.startsWith(`${name}=`));
  res.setHeader('Set-Cookie', [...others, [`${name}=${value}`, ...attributes].join('; ')]);
}
