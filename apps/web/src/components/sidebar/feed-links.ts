import type { HomeFeed } from '@app/contract';

/**
 * The second feed link of the sidebar: whichever feed `/` does not already show. Visitors get none,
 * since their home is all posts and their subscriptions are all posts too.
 */
export function alternateFeed(homeFeed: HomeFeed | null): 'subscriptions' | 'all' | null {
  if (!homeFeed) return null;
  return homeFeed === 'subscriptions' ? 'all' : 'subscriptions';
}

/** `path` carrying over the current `?sort=`, so switching feeds keeps the chosen order. */
export function withSortParam(path: string, search: string): string {
  const sort = new URLSearchParams(search).get('sort');
  return sort ? `${path}?${new URLSearchParams({ sort }).toString()}` : path;
}
