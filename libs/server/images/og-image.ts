const META = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

/** The `content` of the first `<meta property="og:image">` (docs/api/rules.md §14), resolved against the page; undefined when absent or not http(s). */
export function extractOgImage(html: string, pageUrl: string): string | undefined {
  for (const tag of html.matchAll(META)) {
    const attributes = new Map<string, string>();
    for (const a of tag[0].matchAll(ATTRIBUTE)) {
      const name = a[1].toLowerCase();
      if (!attributes.has(name)) attributes.set(name, decodeAttribute(a[3] ?? a[4] ?? a[5] ?? ''));
    }
    if (attributes.get('property')?.trim().toLowerCase() !== 'og:image') continue;
    const content = attributes.get('content')?.trim();
    if (!content) return undefined;
    try {
      const url = new URL(content, pageUrl);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** URLs in attributes escape little more than `&`. */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(amp|quot|apos|#39|#x27|lt|gt);/g,
    (_all, name: string) => ({ amp: '&', quot: '"', apos: "'", '#39': "'", '#x27': "'", lt: '<', gt: '>' })[name] ?? '',
  );
}
