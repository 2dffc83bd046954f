import { decodeHTMLAttribute } from 'entities';

/** Longest title handed back, in characters (code points). */
export const MAX_TITLE_LENGTH = 255;

/** Elements whose content is text, not markup: a `<meta>` inside them is not a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes', 'template']);

const TAG_NAME = /<([A-Za-z][A-Za-z0-9:-]*)/y;

/**
 * The `content` of the first `<meta property="og:title">` (docs/api/posts.md `_link_info`), decoded, with
 * runs of white space made one space, trimmed and cut to 255 characters; '' when there is none.
 * A single forward scan: comments and raw-text elements are skipped, attributes may come in any
 * order and be quoted either way or not at all.
 */
export function extractOgTitle(html: string): string {
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) return '';
      i = end + 3;
      continue;
    }
    TAG_NAME.lastIndex = i;
    const match = TAG_NAME.exec(html);
    if (!match) {
      i++;
      continue;
    }
    const name = match[1].toLowerCase();
    const tag = readAttributes(html, i + match[0].length);
    if (name === 'meta' && tag.attributes.get('property')?.trim().toLowerCase() === 'og:title') {
      return cleanTitle(tag.attributes.get('content') ?? '');
    }
    i = RAW_TEXT.has(name) ? skipRawText(html, name, tag.end) : tag.end;
  }
  return '';
}

function cleanTitle(raw: string): string {
  // Character references decoded as a browser decodes an attribute value (the HTML spec's full table,
  // windows-1252 for &#128;–&#159;, U+FFFD for invalid code points, no legacy '&copy' before '=' or a letter).
  const text = decodeHTMLAttribute(raw).replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length > MAX_TITLE_LENGTH ? chars.slice(0, MAX_TITLE_LENGTH).join('').trimEnd() : text;
}

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/** Attributes from just after the tag name to the closing `>`; the first of a repeated name wins. */
function readAttributes(html: string, start: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = start;
  while (i < html.length) {
    while (i < html.length && (isSpace(html[i]) || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') break;
    const nameStart = i;
    while (i < html.length && !isSpace(html[i]) && html[i] !== '=' && html[i] !== '>' && html[i] !== '/') i++;
    if (i === nameStart) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && isSpace(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const end = close === -1 ? html.length : close;
        value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return { attributes, end: i + 1 };
}

function skipRawText(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}[\\s/>]`, 'gi');
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match ? match.index + 2 : html.length;
}
