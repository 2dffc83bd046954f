import { type Comment, CommentMessages } from '@app/contract';
import { useVoteAction } from '../../../components/vote/use-vote-action';
import { commentsApi } from '../comments.api';
import { isCommentDeleted } from '../utils/comment-display';

/**
 * Vote handler for one comment (docs/screens.md §4, Vote; components/vote/use-vote-action.ts): a deleted comment
 * refuses with 'Can't vote on a deleted comment!'.
 */
export function useVoteComment(publicId: string, comment: Pick<Comment, 'id' | 'deleted' | 'deletedAt'>) {
  return useVoteAction(
    (dispatch, up) => dispatch(commentsApi.endpoints.voteComment.initiate({ publicId, commentId: comment.id, up })),
    () => (isCommentDeleted(comment) ? CommentMessages.cantVoteDeleted : null),
  );
}
