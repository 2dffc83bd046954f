import { type Comment, type CommentsPage, type UserGroup, CommentMessages } from '@app/contract';
import { alertShown } from '../../components/alerts/alerts.slice';
import { api } from '../../lib/api';
import { type ApiError, failedCallMessage } from '../../lib/api-error';
import { applyVote } from '../../lib/vote-state';
import { whenAnswered } from '../../lib/when-answered';
import { insertComment, mergeComments, patchComment } from './utils/comments-cache';

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The post's comments, 500 a page; 'N more comments' loads the next page. The post page seeds
     * the first page from the post answer (use-seed-comments.ts), so this only fetches `?next=`.
     */
    getComments: build.infiniteQuery<CommentsPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/posts/${encodeURIComponent(queryArg)}/comments`,
        params: { next: pageParam ?? undefined },
      }),
      providesTags: (_result, _error, publicId) => [{ type: 'Comments', id: publicId }],
    }),
    /** Every descendant of a comment ('{n} more replies'), merged into the post's comment pages. */
    getReplies: build.query<Comment[], { publicId: string; parentId: string }>({
      query: ({ publicId, parentId }) => ({ url: `/api/posts/${encodeURIComponent(publicId)}/comments`, params: { parentId } }),
      keepUnusedDataFor: 0,
      onQueryStarted: ({ publicId }, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(commentsApi.util.updateQueryData('getComments', publicId, (draft) => mergeComments(draft, data)))),
    }),
    /**
     * The focused comment of `/{community}/post/{id}/{commentId}` and its descendants, for when it
     * is not among the loaded pages. A comment of another post answers as not found.
     */
    getCommentThread: build.query<Comment[], { publicId: string; commentId: string }>({
      async queryFn({ publicId, commentId }, _api, _options, baseQuery) {
        const one = await baseQuery(`/api/comments/${encodeURIComponent(commentId)}`);
        if (one.error) return { error: one.error as ApiError };
        const comment = one.data as Comment;
        if (comment.postPublicId !== publicId) {
          return { error: { status: 404, code: 'comment_not_found', message: CommentMessages.commentNotFound, isNetworkError: false } };
        }
        const replies = await baseQuery({ url: `/api/posts/${encodeURIComponent(publicId)}/comments`, params: { parentId: commentId } });
        if (replies.error) return { error: replies.error as ApiError };
        return { data: [comment, ...(replies.data as Comment[])] };
      },
      keepUnusedDataFor: 0,
      async onQueryStarted({ publicId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(commentsApi.util.updateQueryData('getComments', publicId, (draft) => mergeComments(draft, data)));
        } catch {
          // The section reads the error from the hook and says the comment is not there.
        }
      },
    }),
    addComment: build.mutation<Comment, { publicId: string; parentCommentId: string | null; body: string; userGroup: UserGroup }>({
      query: ({ publicId, parentCommentId, body, userGroup }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}/comments`,
        method: 'POST',
        params: { userGroup },
        body: { parentCommentId, body },
      }),
      onQueryStarted: ({ publicId }, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(commentsApi.util.updateQueryData('getComments', publicId, (draft) => insertComment(draft, data)))),
    }),
    /** The author's edit (docs/api/comments.md: PUT with `{body}`); the answer carries the new `editedAt`. */
    editComment: build.mutation<Comment, { publicId: string; commentId: string; body: string }>({
      query: ({ publicId, commentId, body }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}/comments/${encodeURIComponent(commentId)}`,
        method: 'PUT',
        body: { body },
      }),
      onQueryStarted: ({ publicId, commentId }, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(patchCachedComment(publicId, commentId, () => ({ body: data.body, editedAt: data.editedAt })))),
    }),
    voteComment: build.mutation<Comment, { publicId: string; commentId: string; up: boolean }>({
      query: ({ commentId, up }) => ({ url: '/api/_commentVote', method: 'POST', body: { commentId, up } }),
      async onQueryStarted({ publicId, commentId, up }, { dispatch, queryFulfilled }) {
        const patch = dispatch(patchCachedComment(publicId, commentId, (comment) => applyVote(comment, up)));
        try {
          // The server's counters win over the guess: other people vote too.
          const { data } = await queryFulfilled;
          const { upvotes, downvotes, userVoted, userVotedUp } = data;
          dispatch(patchCachedComment(publicId, commentId, () => ({ upvotes, downvotes, userVoted, userVotedUp })));
        } catch (failure) {
          patch.undo();
          dispatch(alertShown(failedCallMessage((failure as { error?: unknown }).error), { kind: 'error' }));
        }
      },
    }),
    /** `removal`: the reason of a removal as `mods` or `admins` (docs/moderation-log.md). */
    deleteComment: build.mutation<Comment, { publicId: string; commentId: string; deleteAs: UserGroup; removal?: { ruleId?: number; reason?: string } }>({
      query: ({ publicId, commentId, deleteAs, removal }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}/comments/${commentId}`,
        method: 'DELETE',
        params: { deleteAs, ...removal },
      }),
      // The deletion is read from deletedAt/deletedAs (docs/api/comments.md); the body is dropped locally.
      onQueryStarted: ({ publicId, commentId }, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) =>
          dispatch(patchCachedComment(publicId, commentId, () => ({ deleted: true, deletedAt: data.deletedAt, deletedAs: data.deletedAs, body: '' }))),
        ),
    }),
  }),
});

/** Lays `fields` over one comment wherever it stands in the post's cached pages. */
function patchCachedComment(publicId: string, commentId: string, fields: (comment: Comment) => Partial<Comment>) {
  return commentsApi.util.updateQueryData('getComments', publicId, (draft) =>
    patchComment(draft, commentId, (comment) => Object.assign(comment, fields(comment))),
  );
}

export const {
  useGetCommentsInfiniteQuery,
  useLazyGetRepliesQuery,
  useGetCommentThreadQuery,
  useAddCommentMutation,
  useEditCommentMutation,
  useVoteCommentMutation,
  useDeleteCommentMutation,
} = commentsApi;
