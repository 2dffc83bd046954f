import { type ComponentType, lazy, Suspense } from 'react';
import { loadedModule } from '../../app/lazy-named';
import './markdown.css';

type Body = { default: ComponentType<{ source: string; className: string }> };

/**
 * The renderer (parser included, ~21 kB gzipped) is its own chunk, fetched as soon as a screen that
 * shows markdown loads, so it downloads beside the screen's data instead of in front of first paint.
 */
let loaded: Body | undefined;
export const markdownRenderer: Promise<Body> = import('./markdown-body').catch(() => ({ default: MarkdownSource })).then((module) => (loaded = module));
// Once here, it renders without suspending (server rendering, hydration).
const MarkdownBody = lazy(() => (loaded ? loadedModule(loaded) : markdownRenderer));

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
