import { UiMessages } from '@app/contract';
import { useCallback, useRef } from 'react';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { useEndMarker } from '../../../components/feed/use-end-marker';
import { type FeedArgs, useGetFeedInfiniteQuery } from '../posts.api';
import { PostCard } from './post-card';
import '../../../components/feed/feed.css';

const EAGER_IMAGE_POSTS = 3;

/** A feed of post cards with infinite scrolling and a More button as fallback. */
export function PostFeed({ args }: { args: FeedArgs }) {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetFeedInfiniteQuery(args);
  const markerRef = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useEndMarker(markerRef, loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  if (isLoading) return <FeedSkeletons />;
  if (isError && !data) return <p className="feed-end">{UiMessages.genericError}</p>;
  const posts = (data?.pages ?? []).flatMap((page) => page.posts ?? []);
  if (posts.length === 0) return <p className="feed-end">{UiMessages.nothingToShow}</p>;
  return (
    <div className="feed" data-testid="post-feed">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} isEager={index < EAGER_IMAGE_POSTS} />
      ))}
      <div ref={markerRef} className="feed-end">
        {hasNextPage ? (
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? UiMessages.loading : UiMessages.more}
          </button>
        ) : (
          UiMessages.noMorePosts
        )}
      </div>
    </div>
  );
}
