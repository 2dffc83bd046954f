/** Block structure of a markdown body: enough for comments and posts, never raw HTML. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: number; text: string }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'code'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*```/;

function takeWhile(lines: string[], start: number, test: (line: string) => boolean): number {
  let end = start;
  while (end < lines.length && test(lines[end] ?? '')) end += 1;
  return end;
}

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
    } else if (FENCE.test(line)) {
      const end = takeWhile(lines, i + 1, (l) => !FENCE.test(l));
      blocks.push({ type: 'code', text: lines.slice(i + 1, end).join('\n') });
      i = end + 1;
    } else if (HEADING.test(line)) {
      const match = HEADING.exec(line);
      blocks.push({ type: 'heading', level: match?.[1]?.length ?? 1, text: match?.[2] ?? '' });
      i += 1;
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
    } else if (line.trimStart().startsWith('>')) {
      const end = takeWhile(lines, i, (l) => l.trimStart().startsWith('>'));
      const inner = lines.slice(i, end).map((l) => l.trimStart().replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', blocks: parseBlocks(inner.join('\n')) });
      i = end;
    } else if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = ORDERED.test(line);
      const pattern = ordered ? ORDERED : BULLET;
      const end = takeWhile(lines, i, (l) => pattern.test(l));
      blocks.push({ type: 'list', ordered, items: lines.slice(i, end).map((l) => pattern.exec(l)?.[1] ?? '') });
      i = end;
    } else {
      const end = takeWhile(lines, i, (l) => l.trim() !== '' && !FENCE.test(l) && !HEADING.test(l) && !l.trimStart().startsWith('>'));
      blocks.push({ type: 'paragraph', text: lines.slice(i, end).join('\n') });
      i = end;
    }
  }
  return blocks;
}
