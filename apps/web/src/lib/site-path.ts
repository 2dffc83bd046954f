/**
 * The same-site path a link target leads to, or null when it leaves the site. The target is parsed
 * the way a browser parses an href (WHATWG URL, against the site's origin): tabs and newlines are
 * dropped, `\` counts as `/`, and `/\host` or `//host` name another host. Deciding on the raw string
 * (`startsWith('/')`) would call those internal while the click leaves the site.
 */
export function toSitePath(target: string, origin: string): string | null {
  try {
    return sitePathOf(new URL(target, `${origin}/`), origin);
  } catch {
    return null;
  }
}

/** The path, query and fragment of a parsed URL on this site; null for any other origin. */
export function sitePathOf(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  // 'https://site//evil.host' is on the site, but its path handed on as an href would be protocol-relative.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
