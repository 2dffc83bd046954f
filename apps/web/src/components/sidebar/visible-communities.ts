import { ChromeConstants } from '@app/contract';

export interface VisibleCommunities<T> {
  shown: readonly T[];
  /** How many sit past the limit: the N of 'Show N more'; 0 means no toggle at all. */
  overflowCount: number;
}

/** The sidebar's slice of the joined communities: the first few, or all once expanded. */
export function visibleCommunities<T>(
  communities: readonly T[],
  isExpanded: boolean,
  limit: number = ChromeConstants.sidebarCommunitiesShown,
): VisibleCommunities<T> {
  const overflowCount = Math.max(0, communities.length - limit);
  return { shown: isExpanded || overflowCount === 0 ? communities : communities.slice(0, limit), overflowCount };
}
