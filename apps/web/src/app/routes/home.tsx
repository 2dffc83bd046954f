import { UiMessages } from '@app/contract';
import { FeedControls } from '../../features/posts/components/feed-controls';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSort } from '../../features/posts/hooks/use-feed-sort';
import { useCurrentUser } from '../../lib/use-session';
import { HomeAside } from './home-aside';
import '../../components/feed/feed.css';
import './with-sidebar.css';

export type HomeFeedRoute = 'home' | 'subscriptions' | 'all';

const screenNames: Record<HomeFeedRoute, string> = {
  home: UiMessages.screenNames.home,
  subscriptions: UiMessages.screenNames.subscriptions,
  all: UiMessages.screenNames.all,
};

/** `/` follows the user's homeFeed; `/subscriptions` is the joined communities (all for guests). */
export function HomeRoute({ feed }: { feed: HomeFeedRoute }) {
  const user = useCurrentUser();
  const [sort] = useFeedSort();
  const wantsSubscriptions = feed === 'subscriptions' || (feed === 'home' && user?.homeFeed === 'subscriptions');
  const apiFeed = wantsSubscriptions && user ? 'home' : 'all';
  return (
    <div className="with-sidebar">
      <HomeAside />
      <section className="with-sidebar__main" aria-labelledby="feed-title">
        <div className="feed-toolbar">
          <h1 id="feed-title" className="feed-toolbar__title">
            {screenNames[feed]}
          </h1>
          <FeedControls />
        </div>
        <PostFeed args={{ sort, feed: apiFeed }} />
      </section>
    </div>
  );
}
