import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import { type MarkdownRoot, toMarkdownTree } from './markdown-tree';
import { tameMarkdown } from './tame-markdown';

/**
 * CommonMark plus the two GitHub additions bodies have always had: bare URLs become links and `~~text~~`
 * strikes through. markdown-it parses in time linear in the body whatever it holds (its own pathological
 * tests, and ours: docs/security.md "Markdown: parse time linear in the body"). Raw HTML is parsed as HTML so
 * the block structure is CommonMark's, then shown as the text it is; nothing here ever produces markup.
 * Link targets are judged by the renderer (link-rules.ts), so the parser keeps every one.
 */
const parser = new MarkdownIt('commonmark', { html: true, linkify: true }).enable(['strikethrough', 'linkify']);
// Past this many open blocks the parser would drop the rest of the body; tameMarkdown keeps bodies well inside it
// (a list takes two levels, its item and itself). Not in the options' published type, hence set here.
Object.assign(parser.options, { maxNesting: 200 });
parser.validateLink = () => true;
parser.linkify.set({ fuzzyIP: false });

/**
 * Parsed bodies by their text: a body is parsed once per version (an edit is a new text, so a new entry),
 * however many readers, feed pages and server renders show it. The renderer never changes a tree.
 * Bounded by the characters of the bodies kept (a tree takes a few times its source).
 */
const parsed = new LRUCache<string, MarkdownRoot>({ maxSize: 2_000_000, sizeCalculation: (_tree, source) => source.length + 1 });
let parses = 0;

export function parseMarkdown(source: string): MarkdownRoot {
  const kept = parsed.get(source);
  if (kept) return kept;
  const tree = parseUncached(source);
  parsed.set(source, tree);
  return tree;
}

/** The parse itself, past the cache: what the corpus tests time. */
export function parseUncached(source: string): MarkdownRoot {
  parses++;
  return toMarkdownTree(parser.parse(tameMarkdown(source), {}));
}

/** How many bodies this process (or thread) has parsed: the server rendering's tests and metrics count them. */
export function markdownParses(): number {
  return parses;
}
