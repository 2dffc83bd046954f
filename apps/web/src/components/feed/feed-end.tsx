import { UiMessages } from '@app/contract';
import { useCallback, useRef } from 'react';
import { useInfiniteScrolling } from '../../lib/device-preferences';
import { useEndMarker } from './use-end-marker';

const canObserve = typeof IntersectionObserver !== 'undefined';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of a paged list (the profile feed, search results): the next page loads as this nears the viewport,
 * or with a More button when infinite scrolling is off on this device; `endText` once there is no more.
 */
export function FeedEnd({ query, endText }: { query: PagedQuery; endText: string }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const [isInfinite] = useInfiniteScrolling();
  const isAutoLoading = isInfinite && canObserve;
  const markerRef = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useEndMarker(markerRef, loadMore, isAutoLoading && hasNextPage && !isFetchingNextPage);
  return (
    <div ref={markerRef} className="feed-end" aria-live="polite">
      {!hasNextPage && endText}
      {hasNextPage && isAutoLoading && isFetchingNextPage && <span className="loading-indicator">{UiMessages.loading}</span>}
      {hasNextPage && !isAutoLoading && (
        <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={loadMore}>
          {isFetchingNextPage ? UiMessages.loading : UiMessages.more}
        </button>
      )}
    </div>
  );
}
