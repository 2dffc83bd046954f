import type { Definition, List, Nodes, Parents } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS } from './external-link';
import { toSafeLink } from './link-rules';

interface RenderContext {
  origin: string;
  /** Link reference definitions by their normalised label: `[text][label]` takes its target from here. */
  definitions: Map<string, Definition>;
  /** Inside a tight list item, where CommonMark renders paragraphs without `<p>`. */
  isTight: boolean;
  /** Headings as real headings under the page's h1 (the site's own pages), not plain blocks. */
  isOutline: boolean;
}

export interface RenderOptions {
  isOutline?: boolean;
}

/** Markdown syntax tree to React elements. Text stays text (React escapes it), so no markup ever reaches the page. */
export function renderMarkdown(root: Parents, origin: string, { isOutline = false }: RenderOptions = {}): ReactNode[] {
  const definitions = new Map<string, Definition>();
  collectDefinitions(root, definitions);
  return renderChildren(root, { origin, definitions, isTight: false, isOutline });
}

function collectDefinitions(node: Nodes, into: Map<string, Definition>): void {
  // The first definition of a label wins (CommonMark §4.7).
  if (node.type === 'definition' && !into.has(node.identifier)) into.set(node.identifier, node);
  if ('children' in node) for (const child of node.children) collectDefinitions(child, into);
}

function renderChildren(parent: Parents, context: RenderContext): ReactNode[] {
  return parent.children.map((child, index) => renderNode(child, index, context));
}

function renderNode(node: Nodes, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'paragraph':
      if (context.isTight) return <Fragment key={key}>{renderChildren(node, context)}</Fragment>;
      return <p key={key}>{renderChildren(node, context)}</p>;
    case 'heading': {
      const className = `md-heading md-heading--${node.depth}`;
      if (context.isOutline) {
        // The page's h1 is its title: `#` and `##` are its sections, `###` their subsections.
        const Heading = `h${Math.max(node.depth, 2)}` as 'h2';
        return (
          <Heading key={key} className={className}>
            {renderChildren(node, context)}
          </Heading>
        );
      }
      // Headings become styled plain blocks: a body never adds to the page's heading outline.
      return (
        <div key={key} className={className}>
          {renderChildren(node, context)}
        </div>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{renderChildren(node, { ...context, isTight: false })}</blockquote>;
    case 'list':
      return renderList(node, key, context);
    case 'listItem':
      return <li key={key}>{renderChildren(node, context)}</li>;
    case 'code':
      return (
        <pre key={key}>
          <code className={node.lang ? `language-${node.lang}` : undefined}>{node.value ? `${node.value}\n` : ''}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'text':
    case 'html':
      // Raw HTML is shown as the author typed it, never parsed (screens-and-rules.md §5).
      return node.value;
    case 'emphasis':
      return <em key={key}>{renderChildren(node, context)}</em>;
    case 'strong':
      return <strong key={key}>{renderChildren(node, context)}</strong>;
    case 'delete':
      return <del key={key}>{renderChildren(node, context)}</del>;
    case 'inlineCode':
      // CommonMark §6.1: line endings inside a code span read as spaces.
      return <code key={key}>{node.value.replace(/\r\n|\r|\n/g, ' ')}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return renderLink(node.url, node.title, renderChildren(node, context), key, context);
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      const label = renderChildren(node, context);
      return definition ? renderLink(definition.url, definition.title, label, key, context) : label;
    }
    // Images are not embedded (no third-party requests from a body): they show as a link to the image.
    case 'image':
      return renderLink(node.url, node.title, node.alt || node.url, key, context);
    case 'imageReference': {
      const definition = context.definitions.get(node.identifier);
      return definition ? renderLink(definition.url, definition.title, node.alt || definition.url, key, context) : node.alt;
    }
    default:
      // Definitions render nothing; syntax outside the parser's extensions never reaches here.
      return null;
  }
}

function renderList(list: List, key: number, context: RenderContext): ReactNode {
  // CommonMark: a list is loose when any item is separated by, or contains, a blank line between blocks.
  const isTight = !(list.spread || list.children.some((item) => item.spread));
  const items = renderChildren(list, { ...context, isTight });
  if (!list.ordered) return <ul key={key}>{items}</ul>;
  const start = list.start ?? 1;
  return (
    <ol key={key} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  );
}

function renderLink(target: string, title: string | null | undefined, label: ReactNode, key: number, context: RenderContext): ReactNode {
  // Percent-encoded as CommonMark does: what the author wrote is where the link goes ('\' is %5C, not a
  // slash, so '/\host' stays a path on this site), then judged as the browser will parse it.
  const link = toSafeLink(normalizeUri(target), context.origin);
  // A refused target keeps its text, so the reader still sees what was written.
  if (!link) return <span key={key}>{label}</span>;
  if (link.kind === 'internal') {
    return (
      <Link key={key} to={link.path} title={title ?? undefined}>
        {label}
      </Link>
    );
  }
  return (
    <a key={key} href={link.href} title={title ?? undefined} {...EXTERNAL_LINK_PROPS}>
      {label}
    </a>
  );
}
