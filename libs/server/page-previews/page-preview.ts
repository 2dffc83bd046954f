import type { Image } from '@app/contract';

/** What a shared link to a page shows outside the app (chat unfurls, search results). */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a picture, or null. */
  image: string | null;
  type: 'article' | 'website' | 'profile';
}

const DESCRIPTION_MAX = 200;

/** Markdown or plain text as one short line: syntax characters and runs of whitespace go. */
export function excerpt(text: string | null | undefined, max = DESCRIPTION_MAX): string {
  const plain = (text ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~>#|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The copy a preview shows: big enough for a card, small enough to load fast. */
export function previewImageUrl(image: Image | null | undefined): string | null {
  if (!image) return null;
  for (const name of ['large', 'medium', 'small']) {
    const copy = image.copies.find((c) => c.name === name);
    if (copy) return copy.url;
  }
  return image.url;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The head tags of a preview: `<title>`, description, Open Graph and Twitter card. */
export function previewTags(preview: PagePreview, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
  if (preview.image) tags.push(meta('property', 'og:image', preview.image), meta('name', 'twitter:image', preview.image));
  return tags.join('\n    ');
}

/**
 * index.html with the preview's tags in place of its own `<title>` and description. Anything else in the
 * page stays as built, so the app starts exactly as without a preview.
 */
export function withPreview(indexHtml: string, preview: PagePreview, siteName: string): string {
  const withoutDefaults = indexHtml.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
  return withoutDefaults.replace(/<\/head>/i, `  ${previewTags(preview, siteName)}\n  </head>`);
}
