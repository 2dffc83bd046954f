import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A result's snippet (docs/api/search.md: escaped text, matches in `<mark>`) as React nodes. Not inserted
 * as HTML: the text is unescaped and rendered as text, and `<mark>` is the one element made, so a snippet
 * can never carry other markup whatever the server sent.
 */
export function Snippet({ html }: { html: string }): ReactNode {
  const parts = html.split(/(<mark>|<\/mark>)/);
  const nodes: ReactNode[] = [];
  let isMarked = false;
  parts.forEach((part, i) => {
    if (part === '<mark>') isMarked = true;
    else if (part === '</mark>') isMarked = false;
    else if (part) {
      const text = part.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
      nodes.push(isMarked ? <mark key={i}>{text}</mark> : text);
    }
  });
  return <p className="search-result__snippet">{nodes}</p>;
}
