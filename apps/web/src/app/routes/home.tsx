import { UiMessages } from '@app/contract';
import { FeedControls } from '../../features/posts/components/feed-controls';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSort } from '../../features/posts/hooks/use-feed-sort';
import { useCurrentUser } from '../../lib/use-session';
import { HomeAside } from './home-aside';
import { homeFeedArgs, type HomeFeedRoute } from './home-feed-args';
import '../../components/feed/feed.css';
import './with-sidebar.css';

const screenNames: Record<HomeFeedRoute, string> = {
  home: UiMessages.screenNames.home,
  subscriptions: UiMessages.screenNames.subscriptions,
  all: UiMessages.screenNames.all,
};

export function HomeRoute({ feed }: { feed: HomeFeedRoute }) {
  const user = useCurrentUser();
  const [sort] = useFeedSort();
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
        <PostFeed args={homeFeedArgs(feed, user, sort)} />
      </section>
    </div>
  );
}
