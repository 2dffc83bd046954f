import { describe, expect, it } from 'vitest';
import { CORPUS_SIZES, MARKDOWN_CORPUS } from '../../../../../tools/security/markdown-corpus';
import { markdownParses, parseMarkdown, parseUncached } from './parse-markdown';
import { renderedHtml } from './render-for-test';

/**
 * The least CPU time of a few parses, in ms. CPU time, not the wall clock: on a busy machine (the other test
 * files' workers, a CI neighbour) a parse waits for a core, and the wait is not the parser's work. Each test
 * file runs in its own process, so the process's CPU time is this parse's. One parse first, unmeasured, so the
 * JIT's warm-up on a new shape of input does not count as the small body's work.
 */
function leastParseCpuMs(source: string, runs = 5): number {
  parseUncached(source);
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    parseUncached(source);
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/** The corpus's smallest and largest sizes, and the bound between their parse times (see below). */
const SMALL = CORPUS_SIZES[0];
const LARGE = CORPUS_SIZES[CORPUS_SIZES.length - 1];
const GROWTH = LARGE / SMALL;
// Linear work grows GROWTH times and quadratic work GROWTH² times: their geometric mean (8× from 5 k to 20 k)
// tells them apart with the same factor to spare on either side (2×), whatever the machine's speed or load.
const BOUND = GROWTH ** 1.5;

describe('pathological markdown parses in time linear in its length (docs/security.md)', () => {
  for (const { name, make } of MARKDOWN_CORPUS) {
    it(name, () => {
      const [small, large] = [SMALL, LARGE].map((size) => {
        const source = make(size);
        expect(source).toHaveLength(size);
        return leastParseCpuMs(source);
      });
      // A few milliseconds of slack keep the timer's grain on tiny figures out.
      expect(large).toBeLessThanOrEqual(BOUND * small + 5);
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
