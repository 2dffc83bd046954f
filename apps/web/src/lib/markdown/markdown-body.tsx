import { useMemo } from 'react';
import { usePageOrigin } from './page-origin';
import { parseMarkdown } from './parse-markdown';
import { renderMarkdown } from './render-markdown';

/**
 * A body rendered from markdown: CommonMark with bare-URL links and strikethrough, raw HTML shown as
 * text, only allowed link schemes, external links in a new tab (screens-and-rules.md §5).
 */
export default function MarkdownBody({ source, className }: { source: string; className: string }) {
  const origin = usePageOrigin();
  const nodes = useMemo(() => renderMarkdown(parseMarkdown(source), origin), [source, origin]);
  return <div className={className}>{nodes}</div>;
}
