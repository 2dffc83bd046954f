import { lazy, Suspense } from 'react';
import { SitePageSkeleton } from './site-page-states';
import '../../../lib/markdown/markdown.css';

/** The text as typed, if the renderer's chunk cannot be fetched. */
function SourceText({ source, className }: { source: string; className: string }) {
  return <div className={`${className} markdown--source`}>{source}</div>;
}

// The renderer's own chunk, started with this screen's. Not lib/markdown/markdown.tsx: a second lazy
// screen importing that wrapper moves it out of the chunk the home feed loads (initial JS, docs/web.md).
const renderer = import('../../../lib/markdown/markdown-body').catch(() => ({ default: SourceText }));
const MarkdownBody = lazy(() => renderer);

interface PageMarkdownProps {
  source: string;
  className?: string;
  /** Headings as the page's h2 to h6; off for a post-like rendering (FAQ answers, the guide's examples). */
  isOutline?: boolean;
}

/** Markdown rendered as posts are (safe links, no raw HTML), with a skeleton until the renderer arrives. */
export function PageMarkdown({ source, className = '', isOutline = false }: PageMarkdownProps) {
  return (
    <Suspense fallback={<SitePageSkeleton lines={3} />}>
      <MarkdownBody source={source} className={`markdown ${className}`} isOutline={isOutline} />
    </Suspense>
  );
}
