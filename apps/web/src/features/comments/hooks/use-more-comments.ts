import type { CommentsPage } from '@app/contract';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { failedCallMessage } from '../../../lib/api-error';
import { type CommentNode, hasNewThread } from '../utils/comment-tree';

/**
 * 'N more comments': loads `?next=` pages until one brings a thread not on screen yet (or the
 * pages run out), as the upstream client does, so each press visibly adds threads. Takes the
 * section's `fetchNextPage`: a second subscription here would fetch before the seed lands.
 */
export function useMoreComments(fetchNextPage: () => { unwrap(): Promise<{ pages: CommentsPage[] }> }, roots: readonly CommentNode[]) {
  const dispatch = useAppDispatch();
  const [isLoadingMore, setIsLoadingMore] = useState(false);

  const loadMore = async () => {
    if (isLoadingMore) return;
    const shownRootIds = new Set(roots.map((node) => node.comment.id));
    setIsLoadingMore(true);
    try {
      for (;;) {
        const data = await fetchNextPage().unwrap();
        const last = data.pages[data.pages.length - 1];
        if (!last || last.next === null || hasNewThread(last.comments, shownRootIds)) break;
      }
    } catch (failure) {
      dispatch(alertShown(failedCallMessage(failure), { kind: 'error' }));
    } finally {
      setIsLoadingMore(false);
    }
  };
  return { loadMore, isLoadingMore };
}
