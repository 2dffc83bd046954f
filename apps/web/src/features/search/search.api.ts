import type { Community, SearchPage, SearchSort, SearchType, User } from '@app/contract';
import { api } from '../../lib/api';

export interface SearchArgs {
  q: string;
  type: SearchType;
  sort: SearchSort;
  community?: string;
}

/** Search (docs/api/search.md): pages of one kind of result, and name suggestions as the box is typed in. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.infiniteQuery<SearchPage, SearchArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/search',
        params: { q: queryArg.q, type: queryArg.type, sort: queryArg.sort, community: queryArg.community || undefined, next: pageParam ?? undefined },
      }),
      // Results are short-lived: a new search of the same words should see what was written since.
      keepUnusedDataFor: 30,
    }),
    searchSuggestions: build.query<{ communities: Community[]; users: User[] }, string>({
      query: (q) => ({ url: '/api/search/suggestions', params: { q } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchInfiniteQuery, useSearchSuggestionsQuery } = searchApi;
