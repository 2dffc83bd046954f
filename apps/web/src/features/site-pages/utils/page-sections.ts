/**
 * Splits a site page's markdown into the parts the page shows in its own way: a leading `# Title`, the
 * FAQ's questions, the markdown guide's examples. Line-based, minding fenced code blocks (CommonMark
 * §4.5) so a `#` or a fence inside an example never splits it.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

interface Fence {
  marker: string;
  info: string;
}

function openingFence(line: string): Fence | null {
  const match = FENCE.exec(line);
  if (!match) return null;
  const [, marker, info] = match;
  // A backtick fence's info string may not hold a backtick (it would be a code span).
  if (marker[0] === '`' && info.includes('`')) return null;
  return { marker, info: info.trim() };
}

function closesFence(line: string, fence: Fence): boolean {
  const match = FENCE.exec(line);
  return Boolean(match && match[1][0] === fence.marker[0] && match[1].length >= fence.marker.length && match[2].trim() === '');
}

interface ScannedLine {
  text: string;
  /** Inside a fenced block, or its opening or closing line. */
  isCode: boolean;
}

function scan(markdown: string): ScannedLine[] {
  const lines: ScannedLine[] = [];
  let fence: Fence | null = null;
  for (const text of markdown.split(/\r\n|\r|\n/)) {
    if (fence) {
      lines.push({ text, isCode: true });
      if (closesFence(text, fence)) fence = null;
      continue;
    }
    fence = openingFence(text);
    lines.push({ text, isCode: fence !== null });
  }
  return lines;
}

function headingOf(line: ScannedLine): { level: number; text: string } | null {
  if (line.isCode) return null;
  const match = ATX_HEADING.exec(line.text);
  return match ? { level: match[1].length, text: (match[2] ?? '').trim() } : null;
}

const join = (lines: ScannedLine[]) =>
  lines
    .map((line) => line.text)
    .join('\n')
    .trim();

/** A first non-blank line `# Title` becomes the page's title; the rest is the body. */
export function splitTitle(markdown: string): { title: string | null; body: string } {
  const lines = scan(markdown);
  const first = lines.findIndex((line) => line.text.trim() !== '');
  const heading = first === -1 ? null : headingOf(lines[first]);
  if (!heading || heading.level !== 1 || heading.text === '') return { title: null, body: markdown.trim() };
  return { title: heading.text, body: join(lines.slice(first + 1)) };
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Every heading starts a question; what follows it, up to the next heading, is the answer. */
export function splitFaq(markdown: string): { intro: string; items: FaqItem[] } {
  const intro: ScannedLine[] = [];
  const items: { question: string; answer: ScannedLine[] }[] = [];
  for (const line of scan(markdown)) {
    const heading = headingOf(line);
    if (heading && heading.text !== '') items.push({ question: heading.text, answer: [] });
    else (items.at(-1)?.answer ?? intro).push(line);
  }
  return { intro: join(intro), items: items.map((item) => ({ question: item.question, answer: join(item.answer) })) };
}

export type GuidePart = { kind: 'text'; markdown: string } | { kind: 'example'; source: string };

/** Fenced blocks whose info string is `example` are shown twice: as typed and as rendered. */
export function splitExamples(markdown: string): GuidePart[] {
  const parts: GuidePart[] = [];
  let text: string[] = [];
  let example: { fence: Fence; lines: string[] } | null = null;
  const flushText = () => {
    const joined = text.join('\n').trim();
    if (joined) parts.push({ kind: 'text', markdown: joined });
    text = [];
  };
  let outer: Fence | null = null;
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    if (example) {
      if (closesFence(line, example.fence)) {
        parts.push({ kind: 'example', source: example.lines.join('\n') });
        example = null;
      } else example.lines.push(line);
      continue;
    }
    if (outer) {
      text.push(line);
      if (closesFence(line, outer)) outer = null;
      continue;
    }
    const fence = openingFence(line);
    if (fence?.info === 'example') {
      flushText();
      example = { fence, lines: [] };
    } else {
      outer = fence;
      text.push(line);
    }
  }
  // An example left open runs to the end of the page, as an unclosed fence does.
  if (example) parts.push({ kind: 'example', source: example.lines.join('\n') });
  flushText();
  return parts;
}
