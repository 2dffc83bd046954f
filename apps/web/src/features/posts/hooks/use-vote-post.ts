import { useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { useCurrentUser } from '../../../lib/use-session';
import { postsApi } from '../posts.api';

/** Vote handler for a post: guests get the login prompt; one call in flight at a time. */
export function useVotePost(postId: string) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const inFlight = useRef(false);
  return async (up: boolean) => {
    if (!user) {
      dispatch(loginPromptOpened());
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // Dispatched here rather than through a mutation hook per card (docs/web.md "Page figures").
      const call = dispatch(postsApi.endpoints.votePost.initiate({ postId, up }));
      await call;
      call.reset();
    } finally {
      inFlight.current = false;
    }
  };
}
