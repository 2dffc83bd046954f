import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS, toSafeLink } from './link-rules';

// One alternation, tried left to right: code, link, autolink, bold, strike, italic.
const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|((?:https?:\/\/)[^\s<>()]+[^\s<>().,;:!?'"])|\*\*([^*]+)\*\*|~~([^~]+)~~|(?:\*([^*\s][^*]*)\*|\b_([^_\s][^_]*)_\b)/g;

function renderLink(target: string, label: ReactNode, key: number, origin: string): ReactNode {
  const link = toSafeLink(target, origin);
  if (!link) return <span key={key}>{label}</span>;
  if (link.kind === 'internal') {
    return (
      <Link key={key} to={link.path}>
        {label}
      </Link>
    );
  }
  return (
    <a key={key} href={link.href} {...EXTERNAL_LINK_PROPS}>
      {label}
    </a>
  );
}

/** Inline markdown to React nodes. Text stays text: React escapes it, so no HTML ever reaches the page. */
export function renderInline(text: string, origin: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) nodes.push(text.slice(last, index));
    const [whole, code, label, target, auto, bold, strike, italic, italicUnderscore] = match;
    key += 1;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (label !== undefined && target !== undefined) nodes.push(renderLink(target, renderInline(label, origin), key, origin));
    else if (auto !== undefined) nodes.push(renderLink(auto, auto, key, origin));
    else if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold, origin)}</strong>);
    else if (strike !== undefined) nodes.push(<del key={key}>{renderInline(strike, origin)}</del>);
    else nodes.push(<em key={key}>{renderInline(italic ?? italicUnderscore ?? '', origin)}</em>);
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
