import { type ReactNode, useMemo } from 'react';
import { type Block, parseBlocks } from './parse-blocks';
import { renderInline } from './render-inline';
import './markdown.css';

function renderBlock(block: Block, key: number, origin: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.text, origin)}</p>;
    case 'heading':
      // Headings become styled plain blocks: a body never adds to the page's heading outline.
      return (
        <div key={key} className={`md-heading md-heading--${block.level}`}>
          {renderInline(block.text, origin)}
        </div>
      );
    case 'quote':
      return <blockquote key={key}>{block.blocks.map((inner, i) => renderBlock(inner, i, origin))}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item, origin)}</li>);
      return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'rule':
      return <hr key={key} />;
  }
}

/** Safe markdown: no raw HTML, only allowed link schemes, external links in a new tab. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseBlocks(source), [source]);
  const origin = window.location.origin;
  return <div className={`markdown ${className ?? ''}`}>{blocks.map((block, i) => renderBlock(block, i, origin))}</div>;
}
