import { COMMUNITIES_SORTS, type CommunitiesSort } from '@app/contract';

/** The all-communities page opens on Popular (docs/api/constants.md §9, communities sort). */
export const DEFAULT_COMMUNITIES_SORT: CommunitiesSort = 'size';

/** Reads `?sort=` of /communities; anything the contract does not know falls back to the default. */
export function parseCommunitiesSort(value: string | null): CommunitiesSort {
  return COMMUNITIES_SORTS.find((sort) => sort === value) ?? DEFAULT_COMMUNITIES_SORT;
}

/** The page filters by name on the client (docs/api/communities.md, "GET /api/communities"), case-insensitively. */
export function filterCommunitiesByName<T extends { name: string }>(communities: readonly T[], search: string): readonly T[] {
  const needle = search.trim().toLowerCase();
  return needle ? communities.filter((community) => community.name.toLowerCase().includes(needle)) : communities;
}
