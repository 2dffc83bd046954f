import { tests as specExamples, type SpecExample } from 'commonmark-spec';
import { describe, expect, it } from 'vitest';
import type { MarkdownNode } from './markdown-tree';
import { parseMarkdown } from './parse-markdown';
import { renderedHtml } from './render-for-test';

/** The constructs bodies use (docs/screens.md §5); CommonMark's examples of each must render as CommonMark says. */
const SECTIONS = [
  'Paragraphs',
  'Block quotes',
  'Lists',
  'List items',
  'Code spans',
  'Fenced code blocks',
  'Indented code blocks',
  'Emphasis and strong emphasis',
  'Links',
  'Autolinks',
  'Thematic breaks',
  'ATX headings',
  'Setext headings',
  'Hard line breaks',
  'Soft line breaks',
  'Backslash escapes',
  'Entity and numeric character references',
];

/** Elements the renderer writes; an example whose expected output has others (raw HTML, images) is not ours to match. */
const OURS = new Set(['P', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'PRE', 'CODE', 'EM', 'STRONG', 'HR', 'BR', 'A', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** Link targets we keep as written: absolute http(s)/mailto, or rooted at the site. Page-relative ones are dropped by design. */
const KEPT_HREF = /^(https?:\/\/[^/]|mailto:|\/(?![/\\]))/i;

function toDom(html: string): HTMLDivElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/**
 * One form for both sides: the spec's line breaks around blocks and after `<br>` dropped (React writes
 * none, and a browser shows none), headings as the styled blocks bodies use, link attributes in one
 * order, and the new-tab attributes of external links and the router's marker left out (checked apart).
 */
function normalise(box: HTMLElement): string {
  for (const text of [...walk(box)].filter((node): node is Text => node.nodeType === Node.TEXT_NODE)) {
    if (text.parentElement?.closest('pre')) continue;
    if (text.textContent?.trim() === '' && isBlock(text.parentElement)) {
      text.remove();
      continue;
    }
    if (isBlock(text.nextSibling)) text.textContent = (text.textContent ?? '').replace(/\n$/, '');
    if (text.previousSibling?.nodeName === 'BR' || isBlock(text.previousSibling)) text.textContent = (text.textContent ?? '').replace(/^\n/, '');
  }
  for (const heading of [...box.querySelectorAll('h1, h2, h3, h4, h5, h6')]) {
    const block = document.createElement('div');
    block.className = `md-heading md-heading--${heading.tagName[1]}`;
    block.append(...heading.childNodes);
    heading.replaceWith(block);
  }
  for (const link of box.querySelectorAll('a')) {
    link.setAttribute('href', resolved(link.getAttribute('href') ?? ''));
    const kept = [...link.attributes].filter((attribute) => !['target', 'rel', 'data-discover'].includes(attribute.name));
    for (const attribute of [...link.attributes]) link.removeAttribute(attribute.name);
    for (const attribute of kept.sort((a, b) => a.name.localeCompare(b.name))) link.setAttribute(attribute.name, attribute.value);
  }
  return box.innerHTML;
}

/** Where a browser goes: 'http://a' and 'http://a/' or 'MAILTO:' and 'mailto:' are one place. */
function resolved(href: string): string {
  const url = new URL(href, 'https://forum.example/');
  return url.origin === 'https://forum.example' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

function* walk(node: Node): Generator<Node> {
  for (const child of [...node.childNodes]) {
    yield child;
    yield* walk(child);
  }
}

function isBlock(node: Node | null): boolean {
  return node === null || ['DIV', 'P', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'PRE', 'HR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6'].includes(node.nodeName);
}

/** Where bodies differ from CommonMark on purpose: GitHub's bare-URL links, which bodies have always had. */
const DIFFERS_BY_DESIGN = new Set([602, 606, 608, 611, 612]);

function hasRawHtml(node: MarkdownNode): boolean {
  return node.type === 'html' || ('children' in node && node.children.some(hasRawHtml));
}

function isOurs(example: SpecExample): boolean {
  // Raw HTML is shown as text on purpose (the XSS tests cover it), so those examples are not ours to match.
  if (DIFFERS_BY_DESIGN.has(example.number) || parseMarkdown(example.markdown).children.some(hasRawHtml)) return false;
  const expected = toDom(example.html);
  if ([...expected.querySelectorAll('*')].some((element) => !OURS.has(element.tagName))) return false;
  return [...expected.querySelectorAll('a')].every((link) => KEPT_HREF.test(link.getAttribute('href') ?? ''));
}

/** The spec file shows tabs as '→'. */
const withTabs = (example: SpecExample): SpecExample => ({
  ...example,
  markdown: example.markdown.replaceAll('→', '\t'),
  html: example.html.replaceAll('→', '\t'),
});

const examples = specExamples.map(withTabs).filter((example) => SECTIONS.includes(example.section) && isOurs(example));

describe('CommonMark 0.31.2 examples', () => {
  it('covers every construct bodies use', () => {
    const sections = new Set(examples.map((example) => example.section));
    expect([...SECTIONS].filter((section) => !sections.has(section))).toEqual([]);
    expect(examples.length).toBeGreaterThan(300);
  });

  it.each(examples.map((example) => [example.number, example.section, example] as const))('example %i (%s)', (_number, _section, example) => {
    expect(normalise(toDom(renderedHtml(example.markdown)))).toBe(normalise(toDom(example.html)));
  });
});
