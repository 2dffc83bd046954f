import type { FeedSort, User } from '@app/contract';
import type { FeedArgs } from '../../features/posts/posts.api';

export type HomeFeedRoute = 'home' | 'subscriptions' | 'all';

/** `/` follows the user's homeFeed; `/subscriptions` is the joined communities (all for guests). */
export function homeFeedArgs(feed: HomeFeedRoute, user: User | null, sort: FeedSort): FeedArgs {
  const wantsSubscriptions = feed === 'subscriptions' || (feed === 'home' && user?.homeFeed === 'subscriptions');
  return { sort, feed: wantsSubscriptions && user ? 'home' : 'all' };
}
