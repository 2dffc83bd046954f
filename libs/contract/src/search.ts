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

/** What the search box and the search page say (docs/screens.md, "Search"). */
export const SearchMessages = {
  search: 'Search',
  boxLabel: 'Search Quorum',
  boxPlaceholder: 'Search',
  inCommunityPlaceholder: (community: string) => `Search in ${community}`,
  searchInCommunity: 'Search in this community',
  suggestions: 'Suggestions',
  communitiesHeading: 'Communities',
  peopleHeading: 'People',
  searchFor: (q: string) => `Search for “${q}”`,
  pageTitle: (q: string) => (q ? `Search: ${q}` : 'Search'),
  typeTabs: { posts: 'Posts', comments: 'Comments', communities: 'Communities', users: 'People' },
  sortLabel: 'Sort by',
  sorts: { relevance: 'Relevance', latest: 'Newest', top: 'Top' },
  inCommunity: (community: string) => `In ${community}`,
  searchEverywhere: 'Search everywhere',
  startTyping: 'Type what you are looking for: words, "a phrase", -without, this or that.',
  noResults: (q: string) => `No results for “${q}”.`,
  noResultsHint: 'Try other words, fewer words, or another tab.',
  noMoreResults: 'No more results',
  failed: 'Search failed. Try again.',
  retry: 'Try again',
  members: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  karma: (n: number) => (n === 1 ? '1 point of karma' : `${n} points of karma`),
  commentOn: (title: string) => `Comment on “${title}”`,
  points: (n: number) => (n === 1 ? '1 point' : `${n} points`),
  comments: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
} as const;
