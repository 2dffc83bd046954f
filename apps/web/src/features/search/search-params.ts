import { SEARCH_SORTS, SEARCH_TYPES, type SearchSort, type SearchType } from '@app/contract';

export interface SearchParams {
  q: string;
  type: SearchType;
  sort: SearchSort;
  community?: string;
}

/** `/search?q=…&type=…&sort=…&community=…`: the page's state is its address, so it can be shared and reloaded. */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    type: (SEARCH_TYPES as readonly string[]).includes(type) ? (type as SearchType) : 'posts',
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : 'relevance',
    community: params.get('community') || undefined,
  };
}

/** The address of a search; defaults are left out so the common address stays short. */
export function searchPath(search: Partial<SearchParams>): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.type && search.type !== 'posts') params.set('type', search.type);
  if (search.sort && search.sort !== 'relevance') params.set('sort', search.sort);
  if (search.community) params.set('community', search.community);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
