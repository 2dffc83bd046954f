import { sitePathOf } from '../site-path';

/** Schemes a rendered link may use (docs/screens.md §5); anything else shows as plain text. */
const ALLOWED_SCHEMES = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

/** A target rooted at the site ('/x', '\x', '//host'); leading controls a browser would skip are not, and drop the link. */
const ROOTED = /^\s*[/\\]/;

export type SafeLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Classifies a markdown link target: same-site links navigate in the app, other allowed schemes
 * open in a new tab; null drops the link (javascript:, data:, unknown schemes, garbage). The href
 * handed on comes from the parsed URL, never the raw target, so what is checked is what the browser follows.
 */
export function toSafeLink(target: string, origin: string): SafeLink | null {
  const url = parseTarget(target, origin);
  if (!url || !ALLOWED_SCHEMES.includes(url.protocol)) return null;
  const path = sitePathOf(url, origin);
  if (path !== null) return { kind: 'internal', path };
  return { kind: 'external', href: url.href };
}

function parseTarget(target: string, origin: string): URL | null {
  try {
    return new URL(target);
  } catch {
    // Not absolute. A page-relative 'x' would mean a different place on every page it is read on: dropped.
  }
  if (!ROOTED.test(target)) return null;
  try {
    return new URL(target, `${origin}/`);
  } catch {
    return null;
  }
}
