import { FEED_SORTS, type FeedSort } from '@app/contract';

export const DEFAULT_FEED_SORT: FeedSort = 'hot';
export const SORT_PARAM = 'sort';

export function parseFeedSort(value: string | null | undefined): FeedSort | null {
  return (FEED_SORTS as readonly string[]).includes(value ?? '') ? (value as FeedSort) : null;
}

interface SortSources {
  /** `?sort=` of the current URL. */
  param: string | null;
  /** The sort remembered on this device. */
  stored: string | null;
  /** The user's rememberFeedSort setting (false for guests). */
  isRemembered: boolean;
}

/**
 * The feed sort to show. A sort in the URL wins, so a shared link opens as sent; otherwise users
 * with rememberFeedSort get their device's last choice, everyone else the default.
 */
export function resolveFeedSort({ param, stored, isRemembered }: SortSources): FeedSort {
  return parseFeedSort(param) ?? (isRemembered ? parseFeedSort(stored) : null) ?? DEFAULT_FEED_SORT;
}

/**
 * The query after choosing `sort`. Remembering users keep it on the device, so the parameter is
 * dropped (it would otherwise outrank the stored choice); others carry it in `?sort=`.
 */
export function searchParamsWithSort(current: URLSearchParams, sort: FeedSort, isRemembered: boolean): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (isRemembered) updated.delete(SORT_PARAM);
  else updated.set(SORT_PARAM, sort);
  return updated;
}
