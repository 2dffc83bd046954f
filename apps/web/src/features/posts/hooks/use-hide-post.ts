import type { Post } from '@app/contract';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { postsApi } from '../posts.api';

/**
 * Hide and Undo for a post card. The cached post carries the flag for the feeds the posts API
 * caches; the local copy covers cards in other features' feeds (profiles), which it cannot patch.
 */
export function useHidePost(post: Pick<Post, 'id' | 'hidden'>) {
  const [localHidden, setLocalHidden] = useState<boolean | null>(null);
  // Dispatched on press rather than through two mutation hooks per card (docs/web.md "Page figures").
  const dispatch = useAppDispatch();
  const isHidden = localHidden ?? post.hidden ?? false;

  // Failures are reported by the mutations' own handlers; here only the card goes back.
  const hide = () => {
    setLocalHidden(true);
    dispatch(postsApi.endpoints.hidePost.initiate({ postId: post.id }))
      .unwrap()
      .catch(() => setLocalHidden(false));
  };
  const undo = () => {
    setLocalHidden(false);
    dispatch(postsApi.endpoints.unhidePost.initiate({ postId: post.id }))
      .unwrap()
      .catch(() => setLocalHidden(true));
  };
  return { isHidden, hide, undo };
}
