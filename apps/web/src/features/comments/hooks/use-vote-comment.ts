import { type Comment, CommentMessages } from '@app/contract';
import { useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { useCurrentUser } from '../../../lib/use-session';
import { commentsApi } from '../comments.api';
import { isCommentDeleted } from '../utils/comment-display';

/**
 * Vote handler for one comment (docs/screens.md §4, Vote): guests get the login prompt, deleted
 * comments refuse with 'Can't vote on a deleted comment!', and presses while a call is in flight are dropped so
 * the optimistic guess and its undo never interleave.
 */
export function useVoteComment(publicId: string, comment: Pick<Comment, 'id' | 'deleted' | 'deletedAt'>) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const inFlight = useRef(false);
  return async (up: boolean) => {
    if (!user) {
      dispatch(loginPromptOpened());
      return;
    }
    if (isCommentDeleted(comment)) {
      dispatch(alertShown(CommentMessages.cantVoteDeleted));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // Dispatched here rather than through a mutation hook per comment (docs/web.md "Page figures").
      const call = dispatch(commentsApi.endpoints.voteComment.initiate({ publicId, commentId: comment.id, up }));
      await call;
      call.reset();
    } finally {
      inFlight.current = false;
    }
  };
}
