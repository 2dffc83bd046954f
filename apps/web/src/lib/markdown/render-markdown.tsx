import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS } from './external-link';
import { toSafeLink } from './link-rules';
import type { MarkdownNode, MarkdownParent } from './markdown-tree';

interface RenderContext {
  origin: string;
  /** Headings as real headings under the page's h1 (the site's own pages), not plain blocks. */
  isOutline: boolean;
}

export interface RenderOptions {
  isOutline?: boolean;
}

/** Markdown tree to React elements. Text stays text (React escapes it), so no markup ever reaches the page. */
export function renderMarkdown(root: MarkdownParent, origin: string, { isOutline = false }: RenderOptions = {}): ReactNode[] {
  return renderChildren(root, { origin, isOutline });
}

function renderChildren(parent: MarkdownParent, context: RenderContext): ReactNode[] {
  return parent.children.map((child, index) => renderNode(child, index, context));
}

function renderNode(node: MarkdownNode, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'paragraph':
      // A tight list item's paragraphs render without <p> (CommonMark).
      if (node.isTight) return <Fragment key={key}>{renderChildren(node, context)}</Fragment>;
      return <p key={key}>{renderChildren(node, context)}</p>;
    case 'fragment':
      return <Fragment key={key}>{renderChildren(node, context)}</Fragment>;
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
      return <blockquote key={key}>{renderChildren(node, context)}</blockquote>;
    case 'list':
      return renderList(node, key, context);
    case 'listItem':
      return <li key={key}>{renderChildren(node, context)}</li>;
    case 'code':
      return (
        <pre key={key}>
          <code className={node.lang ? `language-${node.lang}` : undefined}>{node.value}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'text':
    case 'html':
      // Raw HTML is shown as the author typed it, never parsed (docs/web.md, "Markdown").
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
    // Images are not embedded (no third-party requests from a body): they show as a link to the image.
    case 'image':
      return renderLink(node.url, node.title, node.alt || node.url, key, context);
  }
}

function renderList(list: Extract<MarkdownNode, { type: 'list' }>, key: number, context: RenderContext): ReactNode {
  const items = renderChildren(list, context);
  if (!list.ordered) return <ul key={key}>{items}</ul>;
  const start = list.start;
  return (
    <ol key={key} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  );
}

function renderLink(target: string, title: string | null | undefined, label: ReactNode, key: number, context: RenderContext): ReactNode {
  // The parser percent-encoded the target as CommonMark does: what the author wrote is where the link goes
  // ('\' is %5C, not a slash, so '/\host' stays a path on this site); judged as the browser will parse it.
  const link = toSafeLink(target, context.origin);
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
