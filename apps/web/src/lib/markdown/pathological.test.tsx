import { describe, expect, it } from 'vitest';
import { CORPUS_SIZES, MARKDOWN_CORPUS } from '../../../../../tools/security/markdown-corpus';
import { markdownParses, parseMarkdown, parseUncached } from './parse-markdown';
import { renderedHtml } from './render-for-test';

/** The fastest of a few parses: the least disturbed by whatever else the machine is doing. */
function fastestParseMs(source: string, runs = 3): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    parseUncached(source);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('pathological markdown parses in time linear in its length (docs/security.md)', () => {
  for (const { name, make } of MARKDOWN_CORPUS) {
    it(name, () => {
      const [small, medium, large] = CORPUS_SIZES.map((size) => {
        const source = make(size);
        expect(source).toHaveLength(size);
        return fastestParseMs(source);
      });
      // Linear work doubles from 10 k to 20 k characters and quadratic work quadruples: 3× tells them apart
      // whatever the machine's speed. A few milliseconds of slack keep timer noise on tiny figures out.
      expect(large).toBeLessThanOrEqual(3 * medium + 5);
      expect(medium).toBeLessThanOrEqual(3 * small + 5);
      // A sanity bound far above a linear parse of 20,000 characters, far below the seconds it took before.
      expect(large).toBeLessThan(750);
    });
  }

  it('renders what is past a budget as the text it is, and nothing is lost', () => {
    const source = '>'.repeat(40) + ' deep';
    const html = renderedHtml(source);
    expect(html.match(/<blockquote>/g)).toHaveLength(16);
    expect(html).toContain('&gt;'.repeat(24) + ' deep');
    // Lists nested by indentation, as deep as a marker may stand: every level and the last word render.
    const lists = Array.from({ length: 30 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n');
    const nested = renderedHtml(lists);
    expect(nested.match(/<ul>/g)).toHaveLength(30);
    expect(nested).toContain('level 29');
    const stars = '*a'.repeat(400);
    const text = renderedHtml(stars).replace(/<[^>]+>/g, '');
    expect(text.replace(/\*/g, '')).toBe('a'.repeat(400));
  });

  it('parses a body once, however many times it is shown', () => {
    const source = `A body shown many times ${Math.random()}`;
    const before = markdownParses();
    const first = parseMarkdown(source);
    expect(parseMarkdown(source)).toBe(first);
    expect(markdownParses() - before).toBe(1);
    parseMarkdown(`${source} (edited)`);
    expect(markdownParses() - before).toBe(2);
  });
});
