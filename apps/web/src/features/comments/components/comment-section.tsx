import { UiMessages } from '@app/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useGetCommentsInfiniteQuery } from '../comments.api';
import { buildCommentTree, findNode } from '../utils/comment-tree';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import './comments.css';

interface CommentSectionProps {
  publicId: string;
  postPath: string;
  noComments: number;
  isLocked: boolean;
  /** The focused comment of `/{community}/post/{id}/{commentId}`: only its thread shows. */
  focusedCommentId?: string;
}

export function CommentSection({ publicId, postPath, noComments, isLocked, focusedCommentId }: CommentSectionProps) {
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetCommentsInfiniteQuery(publicId);
  const comments = useMemo(() => (data?.pages ?? []).flatMap((page) => page.comments), [data]);
  const tree = useMemo(() => buildCommentTree(comments), [comments]);
  const focused = focusedCommentId ? findNode(tree, focusedCommentId) : null;
  const shown = focused ? [focused] : tree;
  const loadedIds = new Set(comments.map((comment) => comment.id));

  return (
    <section className="card comments" aria-label={UiMessages.comments(noComments)}>
      {!isLocked && <CommentBox publicId={publicId} parentCommentId={null} />}
      {focused && (
        <Link to={postPath} className="link-button">
          {UiMessages.comments(noComments)}
        </Link>
      )}
      {isLoading ? (
        <p role="status">{UiMessages.loading}</p>
      ) : shown.length === 0 ? (
        <p className="comments__empty">{UiMessages.noCommentsYet}</p>
      ) : (
        <ul className="comment-list">
          {shown.map((node) => (
            <CommentItem key={node.comment.id} node={node} publicId={publicId} isPostLocked={isLocked} />
          ))}
        </ul>
      )}
      {hasNextPage && !focused && (
        <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {UiMessages.moreComments(Math.max(noComments - loadedIds.size, 1))}
        </button>
      )}
    </section>
  );
}
