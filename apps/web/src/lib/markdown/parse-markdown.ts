import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';

/**
 * CommonMark (micromark) plus the two GitHub additions bodies have always had: bare URLs become
 * links and `~~text~~` strikes through. Raw HTML is parsed as literal text nodes ('html'), which the
 * renderer shows as written; nothing here ever produces markup.
 */
export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, {
    extensions: [gfmStrikethrough({ singleTilde: false }), gfmAutolinkLiteral()],
    mdastExtensions: [gfmStrikethroughFromMarkdown(), gfmAutolinkLiteralFromMarkdown()],
  });
}
