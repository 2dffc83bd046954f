import { type Comment, CommentMessages, UiMessages } from '@app/contract';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser, useIsBannedFrom } from '../../../lib/use-session';
import { useGetCommentsInfiniteQuery, useGetCommentThreadQuery } from '../comments.api';
import { useHighlightRange, useMutedUserIds } from '../hooks/use-comment-context';
import { useMoreComments } from '../hooks/use-more-comments';
import { useRenderBatches } from '../hooks/use-render-batches';
import { useSeedComments } from '../hooks/use-seed-comments';
import { officialGroup } from '../utils/comment-display';
import { buildCommentTree, type CommentNode, findNode, isTopLevel } from '../utils/comment-tree';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { type CommentTreeSettings, CommentTreeContext } from './comment-tree-context';
import './comments.css';

interface CommentSectionProps {
  publicId: string;
  postPath: string;
  noComments: number;
  isLocked: boolean;
  /** The post's community, to know whether the viewer is banned from it. */
  communityId: string;
  isPostDeleted: boolean;
  /** Whether the viewer moderates the post's community ('Speaking officially' as mods). */
  isMod: boolean;
  /** The first page the post answer embeds (`comments`, `commentsNext`): it seeds the list. */
  initialComments: Comment[] | null;
  initialNext: string | null;
  /** The focused comment of `/{community}/post/{id}/{commentId}`: only its thread shows. */
  focusedCommentId?: string;
}

export function CommentSection(props: CommentSectionProps) {
  const { publicId, postPath, isLocked, isMod, initialComments, initialNext, focusedCommentId, communityId, isPostDeleted } = props;
  // Comments posted here, counted on top of the post's `noComments` until a fresh post answer
  // (a different count) replaces the baseline.
  const base = props.noComments;
  const [added, setAdded] = useState({ base, count: 0 });
  const noComments = base + (added.base === base ? added.count : 0);
  const handleCommentAdded = useCallback(() => setAdded((prev) => ({ base, count: prev.base === base ? prev.count + 1 : 1 })), [base]);
  const user = useCurrentUser();
  const isBanned = useIsBannedFrom(communityId);
  const isSeeded = useSeedComments(publicId, initialComments, initialNext);
  const { data, isLoading, hasNextPage, fetchNextPage } = useGetCommentsInfiniteQuery(publicId, { skip: !isSeeded });
  // Until the seed is in the cache (a layout effect, which the server never runs) the embedded page is shown
  // as it is: the server's HTML then holds the first threads instead of "No comments yet", and the seeded
  // cache's one page is the same array, so nothing renders again when it lands.
  const pages = data?.pages;
  const comments = useMemo(() => {
    if (!pages) return isSeeded ? [] : (initialComments ?? []);
    return pages.length === 1 && pages[0].comments === initialComments ? initialComments : pages.flatMap((page) => page.comments);
  }, [pages, isSeeded, initialComments]);
  const tree = useMemo(() => buildCommentTree(comments), [comments]);
  const roots = useMemo(() => tree.filter(isTopLevel), [tree]);
  const { loadMore, isLoadingMore } = useMoreComments(fetchNextPage, roots);
  const shownCount = useRenderBatches(roots.length);

  const focused = focusedCommentId ? findNode(tree, focusedCommentId) : null;
  // A focused comment outside the loaded pages is fetched on its own, with its replies.
  const thread = useGetCommentThreadQuery({ publicId, commentId: focusedCommentId ?? '' }, { skip: !focusedCommentId || !data || focused !== null });

  const mutedUserIds = useMutedUserIds();
  const highlight = useHighlightRange();
  const group = officialGroup(isMod, Boolean(user?.isAdmin));
  const settings = useMemo<CommentTreeSettings>(
    () => ({
      publicId,
      postPath,
      isPostLocked: isLocked,
      isBanned,
      officialGroup: group,
      mutedUserIds,
      highlight,
      focusedCommentId: focusedCommentId ?? null,
      onCommentAdded: handleCommentAdded,
    }),
    [publicId, postPath, isLocked, isBanned, group, mutedUserIds, highlight, focusedCommentId, handleCommentAdded],
  );
  const loadedCount = new Set(comments.map((comment) => comment.id)).size;

  let list: CommentNode[] = roots.slice(0, shownCount);
  if (focusedCommentId) list = focused ? [focused] : [];

  return (
    <section className="card comments" aria-label={UiMessages.comments(noComments)}>
      {/* What takes the box's place says why, where the box would be (the server refuses these too). */}
      {isPostDeleted ? (
        <p className="comments__closed">{CommentMessages.postDeletedNoComments}</p>
      ) : isLocked ? null : isBanned ? (
        <p className="comments__closed">{CommentMessages.bannedFromCommenting}</p>
      ) : (
        <CommentBox publicId={publicId} parentCommentId={null} officialGroup={group} onAdded={handleCommentAdded} />
      )}
      {focusedCommentId && (
        <p className="comments__focus-note">
          {CommentMessages.singleCommentThread}{' '}
          <Link to={postPath} className="comments__view-all">
            {CommentMessages.viewAllComments}
          </Link>
        </p>
      )}
      <CommentTreeContext.Provider value={settings}>
        {isLoading || (focusedCommentId && !focused && thread.isFetching) ? (
          <p className="loading-indicator" role="status">
            {UiMessages.loading}
          </p>
        ) : focusedCommentId && !focused ? (
          <p className="comments__empty">{CommentMessages.commentNotFound}</p>
        ) : list.length === 0 ? (
          <p className="comments__empty">{CommentMessages.noCommentsYet}</p>
        ) : (
          <ul className="comment-list">
            {/*
              No Suspense boundary per thread: the section hydrates in one time-sliced pass (it is deferred as a whole,
              routes/post.tsx), and a thread left dehydrated by it was hydrated synchronously, in one long task, by the
              store update that seeds the comment cache right after (React hydrates a boundary whose props changed at once).
            */}
            {list.map((node) => (
              <CommentItem key={node.comment.id} node={node} />
            ))}
          </ul>
        )}
      </CommentTreeContext.Provider>
      {hasNextPage && !focusedCommentId && shownCount === roots.length && (
        <button type="button" className="button button--secondary comments__more" disabled={isLoadingMore} onClick={() => void loadMore()}>
          {isLoadingMore ? UiMessages.loading : CommentMessages.moreComments(Math.max(noComments - loadedCount, 1))}
        </button>
      )}
    </section>
  );
}
