import { Limits, UiMessages } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { VoteButtons } from '../../../components/vote/vote-buttons';
import { Markdown } from '../../../lib/markdown/markdown';
import { isEdited, timeAgo } from '../../../lib/time-ago';
import { useCurrentUser } from '../../../lib/use-session';
import { useDeleteCommentMutation, useVoteCommentMutation } from '../comments.api';
import type { CommentNode } from '../utils/comment-tree';
import { CommentBox } from './comment-box';

interface CommentItemProps {
  node: CommentNode;
  publicId: string;
  isPostLocked: boolean;
}

export function CommentItem({ node, publicId, isPostLocked }: CommentItemProps) {
  const { comment, children } = node;
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [isCollapsed, setIsCollapsed] = useState(Boolean(comment.isAuthorMuted));
  const [isReplying, setIsReplying] = useState(false);
  const [vote] = useVoteCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const isDeleted = comment.deleted || comment.deletedAt !== null;
  const group = comment.userGroup === 'null' ? '' : UiMessages.groupLabels[comment.userGroup];

  const handleVote = (up: boolean) => {
    if (!user) return void dispatch(loginPromptOpened());
    if (isDeleted) return void dispatch(alertShown(UiMessages.cantVoteDeleted));
    void vote({ publicId, commentId: comment.id, up });
  };
  const handleReply = () => {
    if (!user) return void dispatch(loginPromptOpened());
    if (comment.depth >= Limits.commentDepthMax) return void dispatch(alertShown(UiMessages.threadTooDeep));
    setIsReplying(true);
  };

  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <div className="comment__head">
        <button type="button" className="comment__toggle" aria-expanded={!isCollapsed} aria-label={isCollapsed ? UiMessages.expand : UiMessages.collapse} onClick={() => setIsCollapsed((v) => !v)}>
          {isCollapsed ? '+' : '−'}
        </button>
        {isDeleted ? <span className="comment__deleted">{UiMessages.deletedBy(UiMessages.roles[comment.deletedAs ?? 'normal'])}</span> : <Link to={`/@${comment.username}`}>@{comment.username}</Link>}
        {group && !isDeleted && <span className="tag">{group}</span>}
        <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
        {isEdited(comment.createdAt, comment.editedAt) && <span>{UiMessages.edited}</span>}
      </div>
      {!isCollapsed && (
        <div className="comment__body-wrap">
          {!isDeleted && <Markdown source={comment.body} className="comment__body" />}
          <div className="comment__actions">
            <VoteButtons item={comment} onVote={handleVote} isDisabled={isDeleted || isPostLocked} />
            {!isDeleted && !isPostLocked && (
              <button type="button" className="button button--ghost button--sm" onClick={handleReply} disabled={comment.depth >= Limits.commentDepthMax}>
                {UiMessages.reply}
              </button>
            )}
            {!isDeleted && user?.id === comment.userId && (
              <button type="button" className="button button--ghost button--sm" onClick={() => void deleteComment({ publicId, commentId: comment.id, deleteAs: 'normal' })}>
                {UiMessages.delete}
              </button>
            )}
          </div>
          {isReplying && <CommentBox publicId={publicId} parentCommentId={comment.id} onDone={() => setIsReplying(false)} isAutoFocus />}
          {children.length > 0 && (
            <ul className="comment-list comment-list--nested">
              {children.map((child) => (
                <CommentItem key={child.comment.id} node={child} publicId={publicId} isPostLocked={isPostLocked} />
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
