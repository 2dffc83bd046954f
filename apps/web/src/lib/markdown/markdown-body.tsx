import { useMemo } from 'react';
import { usePageOrigin } from './page-origin';
import { parseMarkdown } from './parse-markdown';
import { renderMarkdown } from './render-markdown';

/**
 * A body rendered from markdown: CommonMark with bare-URL links and strikethrough, raw HTML shown as
 * text, only allowed link schemes, external links in a new tab (docs/screens.md §5).
 */
export default function MarkdownBody({ source, className, isOutline = false }: { source: string; className: string; isOutline?: boolean }) {
  const origin = usePageOrigin();
  const nodes = useMemo(() => renderMarkdown(parseMarkdown(source), origin, { isOutline }), [source, origin, isOutline]);
  return <div className={className}>{nodes}</div>;
}
