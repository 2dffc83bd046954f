/**
 * The parser (markdown-it) takes time linear in a body's length whatever it holds, and caps nesting itself:
 * past its `maxNesting` it stops reading blocks, and the rest of the body would not show. `tameMarkdown`
 * keeps bodies inside that cap so nothing is lost: a quote or list marker past MAX_CONTAINER_DEPTH markers
 * on one line, or past MAX_MARKER_COLUMN (where indentation would nest lists ever deeper), is escaped and
 * shows as the character it is. One pass over the lines; lines inside fenced code are left as written.
 * Bodies as people write them come out unchanged, and the stored body is never touched
 * (docs/security.md "Markdown: parse time linear in the body").
 */

/** Quote and list markers that one line may open. */
export const MAX_CONTAINER_DEPTH = 16;
/** The column past which a quote or list marker opens nothing (16 levels of four-space indentation). */
export const MAX_MARKER_COLUMN = 64;

const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;

/** The source as the parser may safely see it; the same text when no marker is past a cap. */
export function tameMarkdown(source: string): string {
  const lines = source.split(/\r\n|\r|\n/);
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const { text, contentAt } = capContainers(line, fence === null);
    lines[index] = text;
    const opener = FENCE.exec(line.slice(contentAt))?.[1];
    if (fence === null) {
      // A backtick fence's info string has no backticks; otherwise it is a code span, not a fence.
      if (opener && !(opener[0] === '`' && line.slice(contentAt + opener.length).includes('`'))) fence = opener;
    } else if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.slice(contentAt + opener.length).trim() === '') {
      fence = null;
    }
  }
  return lines.join('\n');
}

/** The line with a marker past either cap escaped (when `isEscaping`), and where its content starts. */
function capContainers(line: string, isEscaping: boolean): { text: string; contentAt: number } {
  let depth = 0;
  let i = 0;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (THEMATIC_BREAK.test(line.slice(i))) break;
    const marker = markerAt(line, i);
    if (marker === null) break;
    if (isEscaping && (++depth > MAX_CONTAINER_DEPTH || columnOf(line, marker.escapeAt) > MAX_MARKER_COLUMN)) {
      return { text: `${line.slice(0, marker.escapeAt)}\\${line.slice(marker.escapeAt)}`, contentAt: i };
    }
    i = marker.end;
  }
  return { text: line, contentAt: i };
}

/** The column of `at`, with tabs to the next multiple of four as CommonMark counts them. */
function columnOf(line: string, at: number): number {
  let column = 0;
  for (let i = 0; i < at; i++) column = line[i] === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}

/** A quote marker, bullet or ordered-list marker at `i`: where the escaping backslash goes, and where it ends. */
function markerAt(line: string, i: number): { escapeAt: number; end: number } | null {
  const c = line[i];
  if (c === '>') return { escapeAt: i, end: i + 1 };
  const spaceAfter = (at: number) => at >= line.length || line[at] === ' ' || line[at] === '\t';
  if ((c === '-' || c === '+' || c === '*') && spaceAfter(i + 1)) return { escapeAt: i, end: i + 1 };
  let j = i;
  while (j < line.length && j - i < 9 && line[j] >= '0' && line[j] <= '9') j++;
  if (j > i && (line[j] === '.' || line[j] === ')') && spaceAfter(j + 1)) return { escapeAt: j, end: j + 1 };
  return null;
}
