import { UiMessages } from '@app/contract';
import { FeedControls } from '../../features/posts/components/feed-controls';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSort } from '../../features/posts/hooks/use-feed-sort';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useDocumentTitle } from '../../lib/document-title';
import { useCurrentUser } from '../../lib/use-session';
import { HomeAside, HomeWelcomeCard } from './home-aside';
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
  const hasSideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
  // Home is the site itself: its tab reads the site's name alone.
  useDocumentTitle(feed === 'home' ? null : screenNames[feed]);
  // The feed's banner after the second item (docs/screens.md §2, Home feed): the visitors' welcome card, where no column holds it.
  const banner = !user && !hasSideColumn ? <HomeWelcomeCard /> : undefined;
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
        <PostFeed args={homeFeedArgs(feed, user, sort)} banner={banner} />
      </section>
    </div>
  );
}
