/** The feed's banner goes after the second item (docs/screens.md §2, Home feed). */
export const BANNER_AFTER_ITEMS = 2;

/**
 * Where the feed's banner goes: after the second item, or after the last one when the feed holds fewer
 * (so a young site's visitors still see it). -1 = before any item, i.e. the feed is empty.
 */
export function bannerAfterIndex(itemCount: number): number {
  return Math.min(itemCount, BANNER_AFTER_ITEMS) - 1;
}
