/** Schemes a rendered link may use (screens-and-rules.md §5); anything else shows as plain text. */
const ALLOWED_SCHEMES = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

export type SafeLink =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string };

/**
 * Classifies a markdown link target: same-site links navigate in the app, other allowed schemes
 * open in a new tab; null drops the link (javascript:, data:, unknown schemes, garbage).
 */
export function toSafeLink(target: string, origin: string): SafeLink | null {
  const trimmed = target.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'internal', path: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!ALLOWED_SCHEMES.includes(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}

/** Attributes every external link gets: new tab, no opener, no referrer, nofollow. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
