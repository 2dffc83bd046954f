import { type Comment, CommentMessages, ModlogMessages, UiMessages, type UserGroup } from '@app/contract';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { loginPromptOpened } from '../../../components/modal/modals.slice';
import { VoteButtons } from '../../../components/vote/vote-buttons';
import { TimeAgo } from '../../../lib/use-now';
import { AppLink } from '../../../lib/app-link';
import { NO_REASON, reasonParams, RemovalReasonFields } from '../../../lib/moderation/removal-reason-fields';
import { RestoreCommentButton } from '../../../lib/moderation/restore-comment-button';
import { ReportButton } from '../../../lib/reports/report-actions';
import { SaveButton } from '../../../lib/lists/save-button';
import { isEdited } from '../../../lib/time-ago';
import { EditedButton } from '../../../lib/edit-history/edited-button';
import { useCurrentUser } from '../../../lib/use-session';
import { commentsApi } from '../comments.api';
import { useVoteComment } from '../hooks/use-vote-comment';
import { commentDeleteAs, deletedByText, groupLabel, isAuthorMuted, isCommentDeleted, isHighlighted, replyBlock } from '../utils/comment-display';
import { type CommentNode, missingReplies } from '../utils/comment-tree';
import { CommentBox } from './comment-box';
import { CommentEditBox } from './comment-edit-box';
import { CommentText } from './comment-text';
import { useCommentTree } from './comment-tree-context';
import { MoreRepliesButton } from './more-replies-button';

interface CommentItemProps {
  node: CommentNode;
  /** A locked ancestor refuses replies to the whole subtree (docs/api/comments.md, PUT: lock). */
  isAncestorLocked?: boolean;
}

function CommentItemView({ node, isAncestorLocked = false }: CommentItemProps) {
  const { comment, children } = node;
  const tree = useCommentTree();
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const isMuted = isAuthorMuted(comment, tree.mutedUserIds);
  const [isCollapsed, setIsCollapsed] = useState(isMuted);
  const [isReplying, setIsReplying] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const vote = useVoteComment(tree.publicId, comment);
  const bodyId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const isFocused = tree.focusedCommentId === comment.id;
  const isDeleted = isCommentDeleted(comment);
  const deletedText = deletedByText(comment);
  const isStripped = comment.contentStripped === true;
  const author = isStripped ? CommentMessages.hiddenAuthor : `@${comment.username}`;
  const group = isDeleted ? '' : groupLabel(comment);
  const block = replyBlock(comment, isAncestorLocked);
  const isNew = isHighlighted(comment, tree.highlight);
  const hidden = missingReplies(node);
  const deleteAs = commentDeleteAs(comment, user?.id ?? null, tree.officialGroup);
  // Only the author edits a comment (docs/api/comments.md: `not_author` for anyone else), and not a deleted one.
  const canEdit = !isDeleted && user !== null && user.id === comment.userId;

  // The focused comment is brought into view once, when it first renders.
  useEffect(() => {
    if (isFocused) itemRef.current?.scrollIntoView({ block: 'center' });
  }, [isFocused]);

  const handleReply = () => {
    if (!user) return void dispatch(loginPromptOpened());
    if (block === 'too-deep') return void dispatch(alertShown(CommentMessages.threadTooDeep));
    if (block === 'locked') return void dispatch(alertShown(CommentMessages.commentLocked));
    setIsReplying(true);
  };
  const classes = ['comment', isFocused && 'comment--focused', isNew && 'comment--new', isDeleted && 'comment--deleted'].filter(Boolean).join(' ');

  return (
    <li className={classes} id={`comment-${comment.id}`} ref={itemRef}>
      <div className="comment__head">
        <button
          type="button"
          className="comment__toggle"
          aria-expanded={!isCollapsed}
          aria-controls={bodyId}
          aria-label={CommentMessages.commentThread(author)}
          title={isCollapsed ? CommentMessages.expand : CommentMessages.collapse}
          onClick={() => setIsCollapsed((value) => !value)}
        >
          <span aria-hidden="true">{isCollapsed ? '+' : '−'}</span>
        </button>
        {isStripped ? (
          <span className="comment__author comment__author--hidden">{author}</span>
        ) : (
          <AppLink className="comment__author" to={`/@${comment.username}`}>
            {author}
          </AppLink>
        )}
        {group && <span className="tag">{group}</span>}
        <AppLink className="comment__time" to={`${tree.postPath}/${comment.id}`}>
          <time dateTime={comment.createdAt}>
            <TimeAgo date={comment.createdAt} />
          </time>
        </AppLink>
        {isEdited(comment.createdAt, comment.editedAt) && <EditedButton className="edited-button" target={{ type: 'comment', id: comment.id }} />}
        {isNew && <span className="tag comment__new-tag">{UiMessages.newComment}</span>}
      </div>
      {isCollapsed && isMuted && (
        <button type="button" className="link-button comment__muted" aria-controls={bodyId} aria-expanded={false} onClick={() => setIsCollapsed(false)}>
          {UiMessages.mutedAuthorComment}
        </button>
      )}
      <div id={bodyId} className="comment__body-wrap" hidden={isCollapsed}>
        {!isCollapsed && (
          <>
            {deletedText && <p className="comment__deleted">{deletedText}</p>}
            {isDeleted && comment.removalReason && <p className="comment__deleted">{ModlogMessages.removedReason(comment.removalReason)}</p>}
            {isEditing ? (
              <CommentEditBox publicId={tree.publicId} commentId={comment.id} initialBody={comment.body} onDone={() => setIsEditing(false)} />
            ) : (
              (!isDeleted || (!isStripped && comment.body !== '')) && <CommentText source={comment.body} />
            )}
            <div className="comment__actions">
              {/* A deleted comment shows who deleted it, with no voting or reply (docs/screens.md §2, Post page). */}
              {!isDeleted && <VoteButtons item={comment} onVote={(up) => void vote(up)} isDisabled={tree.isPostLocked} />}
              {!isDeleted && !tree.isPostLocked && !tree.isBanned && (
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  onClick={handleReply}
                  aria-disabled={block ? true : undefined}
                  title={block === 'too-deep' ? CommentMessages.threadTooDeep : block === 'locked' ? CommentMessages.commentLocked : undefined}
                >
                  {UiMessages.reply}
                </button>
              )}
              {!isDeleted && !isEditing && <SaveButton target={{ type: 'comment', id: comment.id }} />}
              {canEdit && !isEditing && (
                <button type="button" className="button button--ghost button--sm" onClick={() => setIsEditing(true)}>
                  {UiMessages.edit}
                </button>
              )}
              {!isDeleted && deleteAs && (
                <button type="button" className="button button--ghost button--sm" onClick={() => setIsConfirmingDelete(true)}>
                  {UiMessages.delete}
                </button>
              )}
              {isConfirmingDelete && deleteAs && (
                <DeleteCommentDialog publicId={tree.publicId} comment={comment} deleteAs={deleteAs} onClose={() => setIsConfirmingDelete(false)} />
              )}
              {isDeleted && <RestoreCommentButton comment={comment} postPublicId={tree.publicId} officialGroup={tree.officialGroup} />}
              {!isDeleted && <ReportButton target={{ type: 'comment', id: comment.id, authorId: comment.userId }} />}
            </div>
            {isReplying && (
              <CommentBox
                publicId={tree.publicId}
                parentCommentId={comment.id}
                officialGroup={tree.officialGroup}
                onDone={() => setIsReplying(false)}
                onAdded={tree.onCommentAdded}
                isAutoFocus
              />
            )}
            {children.length > 0 && (
              <ul className="comment-list comment-list--nested">
                {children.map((child) => (
                  <CommentItem key={child.comment.id} node={child} isAncestorLocked={isAncestorLocked || comment.locked} />
                ))}
              </ul>
            )}
            {hidden > 0 && <MoreRepliesButton publicId={tree.publicId} commentId={comment.id} count={hidden} />}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Memoised: each batch of threads (use-render-batches.ts) re-renders the comment section, and without this
 * every thread already shown rendered again with each batch, O(n²) work on a 500-thread page. Nodes come
 * from one memoised tree, so a thread re-renders only when its comments change.
 */
export const CommentItem = memo(CommentItemView);

/** Asks before deleting; a removal by moderators or admins also asks why (docs/moderation-log.md). */
function DeleteCommentDialog({ publicId, comment, deleteAs, onClose }: { publicId: string; comment: Comment; deleteAs: UserGroup; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [removal, setRemoval] = useState(NO_REASON);
  return (
    <ConfirmDialog
      title={CommentMessages.deleteCommentTitle}
      text={deleteAs === 'normal' ? CommentMessages.deleteCommentConfirm : CommentMessages.removeCommentConfirm(deleteAs)}
      confirmLabel={UiMessages.delete}
      onConfirm={() =>
        dispatch(
          commentsApi.endpoints.deleteComment.initiate({
            publicId,
            commentId: comment.id,
            deleteAs,
            removal: deleteAs === 'normal' ? undefined : reasonParams(removal),
          }),
        ).unwrap()
      }
      onClose={onClose}
    >
      {deleteAs !== 'normal' && <RemovalReasonFields communityId={comment.communityId} value={removal} onChange={setRemoval} />}
    </ConfirmDialog>
  );
}
