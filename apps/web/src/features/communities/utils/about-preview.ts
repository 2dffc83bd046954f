/**
 * One line of plain text from a community's markdown about, for the list: the list shows a
 * single clipped line, where '**' and link targets would only be noise.
 */
export function aboutPreview(markdown: string | null): string {
  if (!markdown) return '';
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
