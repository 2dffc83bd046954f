import { useFeedSort } from '../hooks/use-feed-sort';
import { FeedSortMenu } from './feed-sort-menu';
import { FeedViewMenu } from './feed-view-menu';

/** The feed toolbar's controls: sort, then layout and scrolling options. */
export function FeedControls() {
  const [sort, setSort] = useFeedSort();
  return (
    <div className="feed-controls">
      <FeedSortMenu sort={sort} onChange={setSort} />
      <FeedViewMenu />
    </div>
  );
}
