import type { SearchSort } from '@app/contract';
import { HEADLINE_OPTIONS, integerKeyset, mayHavePhrase, SCOPED_RELEVANCE_CANDIDATES, SearchKeyset, TEXT_SEARCH_CONFIG, WEBSEARCH_QUERY } from './text-search';

export interface SearchPageShape {
  /** The table and its alias in the statement (`posts`, `p`). */
  table: string;
  alias: string;
  /**
   * The table of the rows' words and its key (`post_search_vectors`, `post_id`; migration 1764200000000): it
   * holds a vector for each row that may be found, and the statement reads it as `v` (`ts_rank(v.vector, …)`).
   */
  vectors: string;
  vectorKey: string;
  /** Ids of rows found otherwise than by their words (communities by the start of their name), if any. */
  alsoMatchingIds?: string;
  /** The row's columns, as the area's repository reads them. */
  columns: string;
  /**
   * The sort's value of a row in its own type (a rank, points), or null for newest first. Ordered on as it is,
   * so an index on it serves the sort (`posts_points_idx` for posts by points); `sortType` casts the cursor's value.
   */
  sortKey: string | null;
  sortType?: 'float8' | 'integer';
  /** The text of a row to cut the excerpt from, over the page's columns (`page.body`). */
  headlineText: string;
  /**
   * Relevance only: rank the newest this many matches (each ranked row's vector is read, so a common word
   * would otherwise cost a read of every match per page; docs/api/search.md). A deleted row has no vector.
   */
  newestCandidates?: number;
  /**
   * Conditions on the table (aliased `alias`) that say where the search looks: a community, an author. With
   * `newestCandidates` they choose the candidates, so a search within a small community ranks that community's
   * newest matches (at most `SCOPED_RELEVANCE_CANDIDATES`), not those of its rows among the whole forum's newest.
   */
  within?: readonly string[];
}

/** Relevance: the rank of a row's words (`v`, its vector row) against the typed text. */
const RANK_KEY = `ts_rank(v.vector, ${WEBSEARCH_QUERY})`;

/** A sort's key in a `SearchPageShape`. */
export type SearchSortKey = Pick<SearchPageShape, 'sortKey' | 'sortType'>;

/**
 * Each search sort's key over rows whose vote score is `top` (an integer column or expression): relevance by
 * rank, top by score, latest by id alone.
 */
export function searchSortKeys(top: string): Record<SearchSort, SearchSortKey> {
  return {
    relevance: { sortKey: RANK_KEY, sortType: 'float8' },
    top: { sortKey: top, sortType: 'integer' },
    latest: { sortKey: null },
  };
}

/**
 * `NOT EXISTS` of a row found by its key, as a check run on each candidate row (a subplan probing an index)
 * rather than an anti-join. `OFFSET 0` keeps PostgreSQL from turning it into a join: as a join it is planned
 * with the rest of the statement against every index of its table, 0.3–0.4 ms of planning per search on the
 * medium seed, while a page checks a few dozen rows at about 2 µs each (docs/performance.md "Search").
 */
export function noRowWhere(from: string, condition: string): string {
  return `NOT EXISTS (SELECT 1 FROM ${from} WHERE ${condition} OFFSET 0)`;
}

/** Leaves out what banned and deleted accounts wrote; `userId` is the row's author (`users_gone_idx` holds them). */
export function byPresentAuthor(userId: string): string {
  return noRowWhere('users u', `u.id = ${userId} AND (u.banned_at IS NOT NULL OR u.deleted_at IS NOT NULL)`);
}

/** Where a search looks and what it leaves out, the same for every area it searches. */
export interface SearchScope {
  communityId?: string;
  authorId?: string;
  /** The member whose hidden posts (and their comments) are left out. */
  hiddenFor?: string;
  mutedUserIds?: readonly string[];
  mutedCommunityIds?: readonly string[];
}

/**
 * One page of a full-text search, as every area's search repository states it: the area's conditions, an
 * inclusive (sort key, id) keyset like the feeds', and `ts_headline` cut from the page's rows only. The typed
 * text is `$1`; `param` adds the others. The tsquery is written out where it is used (no CTE), so the planner
 * estimates its matches from the value and picks the GIN index for a rare word.
 */
export class SearchStatement {
  readonly params: unknown[];

  /**
   * `wordPairs`: the keys of the phrases' word pairs (`readWordPairs`), for a table whose vectors have the pairs'
   * index (`post_search_vectors`, `comment_search_vectors`).
   */
  constructor(
    text: string,
    private readonly wordPairs: string | null = null,
  ) {
    this.params = [text];
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /**
   * The scope's conditions on rows aliased `a` that have `community_id` and `user_id` columns; `postId` is the
   * row's post (its own id for a post, its `post_id` for a comment). `within` is where the search looks (a
   * community, an author: `SearchPageShape.within`), `where` what it leaves out for the viewer.
   */
  scopeConditions(a: string, postId: string, scope: SearchScope): { within: string[]; where: string[] } {
    const within: string[] = [];
    if (scope.communityId) within.push(`${a}.community_id = ${this.param(scope.communityId)}::text`);
    if (scope.authorId) within.push(`${a}.user_id = ${this.param(scope.authorId)}::text`);
    const where: string[] = [];
    if (scope.hiddenFor) where.push(noRowWhere('hidden_posts h', `h.user_id = ${this.param(scope.hiddenFor)} AND h.post_id = ${postId}`));
    if (scope.mutedUserIds?.length) where.push(`${a}.user_id <> ALL(${this.param(scope.mutedUserIds)}::varchar[])`);
    if (scope.mutedCommunityIds?.length) where.push(`${a}.community_id <> ALL(${this.param(scope.mutedCommunityIds)}::varchar[])`);
    return { within, where };
  }

  /**
   * How the newest candidates are ordered. For a phrase (`mayHavePhrase`) the planner estimates the matches as
   * if the words only had to be in the same row, so with two common words it walks the vectors newest first
   * expecting to meet the phrase soon, and reads them all when it is rare (5 s, the statement timeout, for
   * "night energy" on the medium seed: 242 rows among 14,159 with both words). An order no index serves makes it
   * collect the matches from an index (the word pairs', or the words' when a phrase is beside `or`) and sort
   * them; single words keep the walk, which is what suits a common one (docs/performance.md "Search").
   */
  private newestOrder(vectorKey: string): string {
    return mayHavePhrase(String(this.params[0])) ? `(v.${vectorKey} || '')` : `v.${vectorKey}`;
  }

  /**
   * The rows whose words match. A phrase's rows come from the index of its word pairs, and each is then checked
   * against the whole query. The check is written as the `@@` operator's function, which no index serves: with
   * the operator the planner also read the words' own index for the phrase's words and combined the two, and a
   * row from that combination is checked again on every condition, the pairs worked out anew for each (770 ms
   * instead of 65 ms for the two commonest words on the medium seed; docs/performance.md "Search").
   */
  private wordsMatch(): string {
    if (!this.wordPairs) return `vector @@ ${WEBSEARCH_QUERY}`;
    return `search_word_pairs(vector) @@ ${this.param(this.wordPairs)}::tsquery AND ts_match_vq(vector, ${WEBSEARCH_QUERY})`;
  }

  page(shape: SearchPageShape, where: readonly string[], after: SearchKeyset | null, limit: number): string {
    const { alias: a, table } = shape;
    // Relevance over the newest candidates ranks them before the join: the candidates are sorted by rank on
    // their own and joined to the table in that order, so only the rows the page needs (and those the
    // exclusions drop) are read from it, not every candidate (docs/performance.md "Search").
    const rankFirst = shape.sortKey === RANK_KEY && shape.newestCandidates !== undefined;
    const sortKey = rankFirst ? 'v.rank' : shape.sortKey;
    const id = rankFirst ? 'v.id' : `${a}.id`;
    const within = shape.within ?? [];
    const withinCandidates = shape.newestCandidates !== undefined && within.length > 0;
    const conditions = withinCandidates ? [...where] : [...within, ...where];
    if (after && sortKey) {
      const key = shape.sortType === 'integer' ? integerKeyset(after.key) : after.key;
      conditions.push(`(${sortKey}, ${id}) <= (${this.param(key)}::${shape.sortType ?? 'float8'}, ${this.param(after.id)}::text)`);
    } else if (after) conditions.push(`${id} <= ${this.param(after.id)}::text`);
    const order = sortKey ? `${sortKey} DESC, ${id} DESC` : `${id} DESC`;
    const { vectors, vectorKey } = shape;
    const wordsMatch = this.wordsMatch();
    // Within a scope, the candidates are read with their rows, so an index on the scope (a community's or an
    // author's rows, newest first) can serve the walk.
    const source = withinCandidates ? `${vectors} v JOIN ${table} ${a} ON ${a}.id = v.${vectorKey}` : `${vectors} v`;
    // A deleted row has no vector; saying so lets the partial indexes of live rows by community serve the walk.
    const found = withinCandidates ? [wordsMatch, `${a}.deleted_at IS NULL`, ...within].join(' AND ') : wordsMatch;
    const matches = shape.alsoMatchingIds
      ? `SELECT ${vectorKey} AS id, vector FROM ${vectors} WHERE ${vectorKey} IN (
           SELECT ${vectorKey} FROM ${vectors} WHERE ${wordsMatch} UNION ${shape.alsoMatchingIds})`
      : rankFirst
        ? `SELECT v.${vectorKey} AS id, ${RANK_KEY} AS rank FROM ${source} WHERE ${found}`
        : `SELECT v.${vectorKey} AS id, v.vector FROM ${source} WHERE ${found}`;
    const newestCount = withinCandidates ? Math.min(shape.newestCandidates ?? 0, SCOPED_RELEVANCE_CANDIDATES) : shape.newestCandidates;
    const newest = newestCount ? ` ORDER BY ${this.newestOrder(vectorKey)} DESC LIMIT ${newestCount}` : '';
    const candidates = rankFirst ? `(SELECT c.id, c.rank FROM (${matches}${newest}) c ORDER BY c.rank DESC, c.id DESC)` : `(${matches}${newest})`;
    const from = `${candidates} v JOIN ${table} ${a} ON ${a}.id = v.id`;
    return `SELECT page.*, ts_headline('${TEXT_SEARCH_CONFIG}', ${shape.headlineText}, ${WEBSEARCH_QUERY}, ${this.param(HEADLINE_OPTIONS)}) AS headline
      FROM (
        SELECT ${shape.columns}, ${sortKey ?? '0'}::float8 AS sort_key FROM ${from}
        WHERE ${conditions.join(' AND ')}
        ORDER BY ${order} LIMIT ${this.param(limit)}
      ) page
      ORDER BY page.sort_key DESC, page.id DESC`;
  }
}
