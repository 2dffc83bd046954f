import { lazy, Suspense } from 'react';
import './markdown.css';

/**
 * The renderer (parser included, ~21 kB gzipped) is its own chunk, fetched as soon as a screen that
 * shows markdown loads, so it downloads beside the screen's data instead of in front of first paint.
 */
const renderer = import('./markdown-body').catch(() => ({ default: MarkdownSource }));
const MarkdownBody = lazy(() => renderer);

/** The source as typed: shown while the renderer loads, and instead of it if its chunk cannot be fetched. */
function MarkdownSource({ source, className }: { source: string; className: string }) {
  return <div className={`${className} markdown--source`}>{source}</div>;
}

/** Safe markdown. Until the renderer arrives the source shows as plain text in the same box. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const boxClass = `markdown ${className ?? ''}`;
  return (
    <Suspense fallback={<MarkdownSource source={source} className={boxClass} />}>
      <MarkdownBody source={source} className={boxClass} />
    </Suspense>
  );
}
