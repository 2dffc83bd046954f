import { SNIPPET_MARK } from '@app/contract';

/**
 * What every area's full-text search shares (docs/api/search.md): the text search configuration the search
 * vectors are built with (migration 1764200000000), how a query is read, and how a highlighted excerpt
 * becomes a safe snippet.
 */

/** The configuration the search vectors are built with (`post_search_vectors` …); a query must be read with the same one. */
export const TEXT_SEARCH_CONFIG = 'english';

/**
 * How many of the newest matches relevance ranks (posts and comments; comments' `top` too). Ranking reads every
 * candidate's words, so a common word (hundreds of thousands of posts) would cost a read of every match per
 * page; among the newest matches the best come first, which is what a reader of a forum looks for
 * (docs/api/search.md). On the medium seed a common word's statement takes 3.6-4.3 ms with 1,000 where it took
 * 4.8-8.3 ms with 2,000, and a word in 2 % of the posts 25 ms where it took 49 (docs/performance.md "Search").
 */
export const RELEVANCE_CANDIDATES = 1000;

/**
 * The same within a community or an author's rows (`community`, `author`). Finding a scope's newest matches reads
 * each match's row to check its scope, and a common word in the largest community of the medium seed took 75-90 ms
 * for 1,000 of them (docs/performance.md "Search"). A scope holding under a quarter of the forum's rows reaches
 * further back in time with 250 of its own matches than a search of the whole forum does with 1,000.
 */
export const SCOPED_RELEVANCE_CANDIDATES = 250;

/** The tsquery of what a person typed: phrases in quotes, `-word` to exclude, `or` between alternatives. */
export const WEBSEARCH_QUERY = `websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', $1)`;

/**
 * Whether typed text may hold a phrase: quotes, or a word that PostgreSQL's parser cuts in parts and reads as a
 * phrase of them (`well-known`, `c_1`, `don't`): letters or digits on both sides of anything else.
 */
export function mayHavePhrase(text: string): boolean {
  return /"|[\p{L}\p{N}][^\s\p{L}\p{N}]+[\p{L}\p{N}]/u.test(text);
}

/** What `readWordPairs` reads with: a search area's database. */
export interface SearchReads {
  rows<T>(text: string, values: readonly unknown[]): Promise<T[]>;
}

/**
 * The keys of the word pairs that every match of the typed text's phrases holds (migration 1764305000000), as
 * a tsquery's text for `SearchStatement`, or null when there is no phrase, or when not every match needs its
 * pairs (an `or`, a `-"…"`). Read apart, one short statement, so that the search's own statement carries the
 * keys as a value the planner sees: a common phrase's rows then come from the pairs' index, not from every row
 * holding its words (docs/performance.md "Search").
 */
export async function readWordPairs(reads: SearchReads, text: string): Promise<string | null> {
  if (!mayHavePhrase(text)) return null;
  const [row] = await reads.rows<{ pairs: string | null }>(`SELECT search_query_word_pairs(${WEBSEARCH_QUERY})::text AS pairs`, [text]);
  return row?.pairs || null;
}

/**
 * Marks `ts_headline` puts around a match: characters from Unicode's private use area, which text does not
 * carry, so that after HTML-escaping the excerpt they are the only places a `<mark>` goes.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** `ts_headline` options: a short excerpt or two around the matches. */
export const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What an excerpt's HTML changes: the characters to escape and the two marks. */
const SNIPPET_SPECIALS = /[&<>"'\uE000\uE001]/g;

/**
 * An excerpt from `ts_headline` as HTML: everything escaped, the matches in `<mark>`, every mark closed. One
 * regular-expression pass that calls back only on the characters it changes: a search page makes 21 of these,
 * and a loop over every character was a visible part of its CPU profile.
 */
export function toSnippet(headline: string): string {
  let open = false;
  const html = headline.replace(SNIPPET_SPECIALS, (char) => {
    if (char === OPEN) {
      if (open) return '';
      open = true;
      return SNIPPET_MARK.open;
    }
    if (char === CLOSE) {
      if (!open) return '';
      open = false;
      return SNIPPET_MARK.close;
    }
    return ESCAPES[char];
  });
  return open ? html + SNIPPET_MARK.close : html;
}

/** Whether `ts_headline` found a match to mark (without one it returns the start of the text). */
export function hasMatch(headline: string): boolean {
  return headline.includes(OPEN);
}

/** A name as its own snippet: the part that matched the typed prefix marked. */
export function prefixSnippet(name: string, prefix: string): string {
  const length = name.toLowerCase().startsWith(prefix.toLowerCase()) ? prefix.length : 0;
  return toSnippet(length ? `${OPEN}${name.slice(0, length)}${CLOSE}${name.slice(length)}` : name);
}

/** A LIKE pattern for names starting with `text`, its wildcards taken literally. */
export function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where a page of results continues: the sort's value and the id of the first row of the next page. */
export interface SearchKeyset {
  key: number;
  id: string;
}

/**
 * A cursor's key as an integer sort's bound (karma, a vote score). The cursor comes from the client and may
 * hold any finite number: one with a fraction, or past PostgreSQL's integer, would fail the `::integer` cast
 * and answer 500, so it is floored and held to the integer's range, which keeps the same rows on either side.
 */
export function integerKeyset(key: number): number {
  return Math.min(2147483647, Math.max(-2147483648, Math.floor(key)));
}
