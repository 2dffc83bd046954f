// Bodies that make a markdown parser do more than linear work, in the spirit of the CommonMark reference
// implementation's pathological tests (docs/security.md "Markdown: parse time linear in the body").
// Each maker returns exactly `size` characters. Used by the web unit suite (the parse in the browser), the
// api suite (the server-rendered guest pages) and `npm run security`.

export interface CorpusCase {
  name: string;
  make: (size: number) => string;
}

/** `unit` repeated to `size` characters. */
const repeat = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** `head` repeated over the first half and `tail` over the second. */
const halves = (head: string, tail: string, size: number): string => repeat(head, Math.floor(size / 2)) + repeat(tail, size - Math.floor(size / 2));

/** Backtick runs of growing length, none closed: each opening run looks ahead for its closer. */
function backtickRuns(size: number): string {
  let text = '';
  for (let length = 1; text.length < size; length++) text += `a${'`'.repeat(length)}`;
  return text.slice(0, size);
}

/** A list nested by indentation (each item two columns deeper), then lazy lines of its last paragraph. */
function indentedLists(size: number): string {
  let text = '';
  for (let depth = 0; text.length < size / 2; depth++) text += `${'  '.repeat(depth)}- a\n`;
  return text + repeat('a\n', size - text.length);
}

export const MARKDOWN_CORPUS: CorpusCase[] = [
  { name: 'emphasis pairs *a', make: (n: number) => repeat('*a', n) },
  { name: 'nested emphasis', make: (n: number) => repeat('*a **a ', n) },
  { name: 'emphasis closers without openers', make: (n: number) => repeat('a**', n) },
  { name: 'emphasis openers without closers', make: (n: number) => repeat('**a', n) },
  { name: 'underscore openers', make: (n: number) => repeat('_a ', n) },
  { name: 'mismatched openers and closers', make: (n: number) => repeat('*a_ ', n) },
  { name: 'link openers and emphasis closers', make: (n: number) => repeat('[ a_', n) },
  { name: 'strikethrough runs', make: (n: number) => repeat('~~a', n) },
  { name: 'nested brackets', make: (n: number) => halves('[', ']', n) },
  { name: 'nested links', make: (n: number) => halves('[a', '](b)', n) },
  { name: 'unclosed links [a](', make: (n: number) => repeat('[a](', n) },
  { name: 'unclosed links with <', make: (n: number) => repeat('[a](<b', n) },
  { name: 'image openers ![', make: (n: number) => repeat('![', n) },
  { name: 'unclosed images ![a](', make: (n: number) => repeat('![a](', n) },
  { name: 'nested block quotes', make: (n: number) => repeat('>', n) },
  { name: 'nested bullet lists', make: (n: number) => repeat('- ', n) },
  { name: 'nested ordered lists', make: (n: number) => repeat('1. ', n) },
  { name: 'nested quotes and lists', make: (n: number) => repeat('> - ', n) },
  { name: 'lists nested by indentation, lazy lines', make: indentedLists },
  { name: 'quote with lazy lines', make: (n: number) => '> a\n' + repeat('a\n', n - 4) },
  { name: 'list item with lazy lines', make: (n: number) => '- a\n' + repeat('a\n', n - 4) },
  { name: 'quote lines and lazy lines alternating', make: (n: number) => repeat('> a\na\n', n) },
  { name: 'backtick runs', make: backtickRuns },
  { name: 'unclosed code spans', make: (n: number) => repeat('`a``', n) },
  { name: 'link reference definitions', make: (n: number) => repeat('[a]: /u\n', n) },
  { name: 'link references', make: (n: number) => '[a]: /u\n\n' + repeat('[a] ', n - 9) },
  { name: 'angle brackets', make: (n: number) => repeat('<a ', n) },
  { name: 'bare URLs', make: (n: number) => repeat('www.a', n) },
  { name: 'hard breaks', make: (n: number) => repeat('a\\\n', n) },
];

export const CORPUS_SIZES = [5_000, 10_000, 20_000];
