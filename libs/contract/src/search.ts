import type { Comment, Community, Post, User } from './entities';

/**
 * Search (ours: the upstream forum has none; docs/api/search.md). `GET /api/search` answers one kind of
 * result per call, each in its usual shape plus `snippet`: the matched text with the matches between
 * `<mark>` and `</mark>`, everything else HTML-escaped.
 */
export const SEARCH_TYPES = ['posts', 'comments', 'communities', 'users'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_SORTS = ['relevance', 'latest', 'top'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SearchLimits = {
  queryMax: 200,
  pageDefault: 20,
  pageMax: 50,
  /** Suggestions as you type: communities and people whose names start with the text. */
  suggestionsMax: 5,
} as const;

export interface Snippet {
  /** HTML: escaped text with the matches in `<mark>`. */
  snippet: string;
}

export type SearchResult = (Post & Snippet) | (Comment & Snippet) | (Community & Snippet) | (User & Snippet);

export interface SearchPage<T = SearchResult> {
  type: SearchType;
  results: T[];
  /** The cursor of the next page, or null at the end. */
  next: string | null;
}

/** The opening and closing marks in a snippet: the only markup it holds. */
export const SNIPPET_MARK = { open: '<mark>', close: '</mark>' } as const;
