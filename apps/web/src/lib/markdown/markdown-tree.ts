import { unescapeAll } from 'markdown-it/lib/common/utils.mjs';
import type Token from 'markdown-it/lib/token.mjs';

/** A parsed body: the few kinds of node bodies can hold, in the names CommonMark gives them. */
export type MarkdownParent =
  | { type: 'root'; children: MarkdownNode[] }
  /** `isTight`: a paragraph of a tight list item, rendered without `<p>` as CommonMark says. */
  | { type: 'paragraph'; isTight: boolean; children: MarkdownNode[] }
  | { type: 'heading'; depth: number; children: MarkdownNode[] }
  | { type: 'blockquote'; children: MarkdownNode[] }
  | { type: 'list'; ordered: boolean; start: number; children: MarkdownNode[] }
  | { type: 'listItem'; children: MarkdownNode[] }
  | { type: 'emphasis' | 'strong' | 'delete'; children: MarkdownNode[] }
  | { type: 'link'; url: string; title: string | null; children: MarkdownNode[] }
  /** Only its children: a bare domain that the link finder found, which stays text. */
  | { type: 'fragment'; children: MarkdownNode[] };

export type MarkdownNode =
  | Exclude<MarkdownParent, { type: 'root' }>
  | { type: 'code'; lang: string | null; value: string }
  | { type: 'thematicBreak' }
  | { type: 'break' }
  | { type: 'inlineCode'; value: string }
  | { type: 'text'; value: string }
  /** Raw HTML: shown as written, never parsed as markup. */
  | { type: 'html'; value: string }
  | { type: 'image'; url: string; title: string | null; alt: string };

export type MarkdownRoot = Extract<MarkdownParent, { type: 'root' }>;

/** Bare URLs become links as on GitHub: with a scheme or `www.`, or an email address (not `example.com` alone). */
const LINKED_BARE_TEXT = /^(https?:\/\/|www\.)/i;

/** markdown-it's token stream (open, close and leaf tokens, inline children) as a tree. */
export function toMarkdownTree(tokens: Token[]): MarkdownRoot {
  const root: MarkdownRoot = { type: 'root', children: [] };
  appendTokens(root, tokens);
  return root;
}

function appendTokens(root: MarkdownParent, tokens: Token[]): void {
  const stack: MarkdownParent[] = [root];
  const top = () => stack[stack.length - 1];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    if (token.nesting === 1) {
      const parent = openNode(token, tokens, index);
      top().children.push(parent as MarkdownNode);
      stack.push(parent);
      continue;
    }
    if (token.type === 'inline') {
      appendTokens(top(), token.children ?? []);
      continue;
    }
    const leaf = leafNode(token);
    if (leaf) top().children.push(leaf);
  }
}

function openNode(token: Token, tokens: Token[], index: number): MarkdownParent {
  switch (token.type) {
    case 'paragraph_open':
      return { type: 'paragraph', isTight: token.hidden, children: [] };
    case 'heading_open':
      return { type: 'heading', depth: Number(token.tag.slice(1)), children: [] };
    case 'blockquote_open':
      return { type: 'blockquote', children: [] };
    case 'bullet_list_open':
      return { type: 'list', ordered: false, start: 1, children: [] };
    case 'ordered_list_open':
      return { type: 'list', ordered: true, start: Number(token.attrGet('start') ?? 1), children: [] };
    case 'list_item_open':
      return { type: 'listItem', children: [] };
    case 'em_open':
      return { type: 'emphasis', children: [] };
    case 'strong_open':
      return { type: 'strong', children: [] };
    case 's_open':
      return { type: 'delete', children: [] };
    case 'link_open':
      if (token.markup === 'linkify' && !isLinkedBareText(token, tokens[index + 1])) return { type: 'fragment', children: [] };
      return { type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title'), children: [] };
    default:
      // Nothing else opens with the rules the parser is given; were it to, its children would still show.
      return { type: 'fragment', children: [] };
  }
}

/** A bare domain (`example.com`) stays text; a URL with a scheme or `www.`, or an email address, is a link. */
function isLinkedBareText(token: Token, text: Token | undefined): boolean {
  return (token.attrGet('href') ?? '').startsWith('mailto:') || LINKED_BARE_TEXT.test(text?.content ?? '');
}

function leafNode(token: Token): MarkdownNode | null {
  switch (token.type) {
    case 'text':
      return { type: 'text', value: token.content };
    case 'html_inline':
      return { type: 'html', value: token.content };
    case 'html_block':
      return { type: 'html', value: token.content.replace(/\n$/, '') };
    case 'softbreak':
      return { type: 'text', value: '\n' };
    case 'hardbreak':
      return { type: 'break' };
    case 'code_inline':
      return { type: 'inlineCode', value: token.content };
    case 'code_block':
    case 'fence':
      // The info string's escapes and entities read as what they stand for (CommonMark §4.5).
      return { type: 'code', lang: unescapeAll(token.info).trim().split(/\s+/)[0] || null, value: token.content };
    case 'hr':
      return { type: 'thematicBreak' };
    case 'image':
      return { type: 'image', url: token.attrGet('src') ?? '', title: token.attrGet('title'), alt: plainTextOf(token.children ?? []) };
    default:
      return null;
  }
}

/** An image's description as plain text (CommonMark renders the alt attribute without markup). */
function plainTextOf(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'html_inline') text += token.content;
    else if (token.type === 'softbreak') text += '\n';
    else if (token.type === 'image') text += plainTextOf(token.children ?? []);
  }
  return text;
}
