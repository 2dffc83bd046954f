import { UiMessages } from '@app/contract';
import { Fragment, type ReactNode, Suspense, useCallback, useRef } from 'react';
import { bannerAfterIndex } from '../../../components/feed/feed-banner';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { useEndMarker } from '../../../components/feed/use-end-marker';
import { useFeedLayout, useInfiniteScrolling } from '../../../lib/device-preferences';
import { useHydratedValue } from '../../../lib/use-media-query';
import { type FeedArgs, useGetFeedInfiniteQuery } from '../posts.api';
import { PostCard } from './post-card';
import '../../../components/feed/feed.css';

/** Posts whose images load eagerly: the ones likely on screen at first paint (docs/api/constants.md §9). */
const EAGER_IMAGE_POSTS = 3;
const canObserve = typeof IntersectionObserver !== 'undefined';

interface PostFeedProps {
  args: FeedArgs;
  /** Shown after the second post (docs/screens.md §2, Home feed); the route decides what it is. */
  banner?: ReactNode;
}

/**
 * A feed of post cards. Pages load as the end nears the viewport, or with a More button when
 * infinite scrolling is off on this device (or the browser cannot observe the end marker).
 */
export function PostFeed({ args, banner }: PostFeedProps) {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetFeedInfiniteQuery(args);
  const [layout] = useFeedLayout();
  const [isInfinite] = useInfiniteScrolling();
  // Server HTML assumes a browser that observes (no More button); hydration starts from the same.
  const isObservable = useHydratedValue(canObserve, true);
  const isAutoLoading = isInfinite && isObservable;
  const markerRef = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useEndMarker(markerRef, loadMore, isAutoLoading && Boolean(hasNextPage) && !isFetchingNextPage);

  if (isLoading) return <FeedSkeletons />;
  if (isError && !data) return <p className="feed-end">{UiMessages.genericError}</p>;
  const posts = (data?.pages ?? []).flatMap((page) => page.posts ?? []);
  const bannerAfter = bannerAfterIndex(posts.length);
  const bannerBlock = banner ? <div className="feed-banner">{banner}</div> : null;
  if (posts.length === 0) {
    return (
      <>
        {bannerBlock}
        <p className="feed-end">{UiMessages.nothingToShow}</p>
      </>
    );
  }
  return (
    <div className={`feed feed--${layout}`} data-testid="post-feed">
      {/* A boundary per card: server HTML hydrates card by card, each in a task of its own (TBT). */}
      {posts.map((post, index) => (
        <Fragment key={post.id}>
          <Suspense fallback={null}>
            <PostCard post={post} layout={layout} isEager={index < EAGER_IMAGE_POSTS} />
          </Suspense>
          {index === bannerAfter && bannerBlock}
        </Fragment>
      ))}
      <div ref={markerRef} className="feed-end" aria-live="polite">
        {!hasNextPage && UiMessages.noMorePosts}
        {hasNextPage && isAutoLoading && isFetchingNextPage && <span className="loading-indicator">{UiMessages.loading}</span>}
        {hasNextPage && !isAutoLoading && (
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? UiMessages.loading : UiMessages.more}
          </button>
        )}
      </div>
    </div>
  );
}
