import type { Comment, CommentsPage, UserGroup } from '@app/contract';
import { alertShown } from '../../components/alerts/alerts.slice';
import { api } from '../../lib/api';
import { applyVote } from '../../lib/vote-state';
import { insertComment, patchComment } from './utils/comments-cache';

export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The post's comments, 500 a page, 'N more comments' loads the next page. */
    getComments: build.infiniteQuery<CommentsPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/posts/${encodeURIComponent(queryArg)}/comments`,
        params: { next: pageParam ?? undefined },
      }),
      providesTags: (_result, _error, publicId) => [{ type: 'Comments', id: publicId }],
    }),
    addComment: build.mutation<Comment, { publicId: string; parentCommentId: string | null; body: string; userGroup: UserGroup }>({
      query: ({ publicId, parentCommentId, body, userGroup }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}/comments`,
        method: 'POST',
        params: { userGroup },
        body: { parentCommentId, body },
      }),
      async onQueryStarted({ publicId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(commentsApi.util.updateQueryData('getComments', publicId, (draft) => insertComment(draft, data)));
      },
    }),
    voteComment: build.mutation<Comment, { publicId: string; commentId: string; up: boolean }>({
      query: ({ commentId, up }) => ({ url: '/api/_commentVote', method: 'POST', body: { commentId, up } }),
      async onQueryStarted({ publicId, commentId, up }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          commentsApi.util.updateQueryData('getComments', publicId, (draft) =>
            patchComment(draft, commentId, (comment) => Object.assign(comment, applyVote(comment, up))),
          ),
        );
        try {
          await queryFulfilled;
        } catch (failure) {
          patch.undo();
          const message = (failure as { error?: { message?: string } }).error?.message;
          dispatch(alertShown(message ?? 'Something went wrong.', { kind: 'error' }));
        }
      },
    }),
    deleteComment: build.mutation<Comment, { publicId: string; commentId: string; deleteAs: UserGroup }>({
      query: ({ publicId, commentId, deleteAs }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}/comments/${commentId}`,
        method: 'DELETE',
        params: { deleteAs },
      }),
      async onQueryStarted({ publicId, commentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        // The deletion is read from deletedAt/deletedAs (comments.md); the body is dropped locally.
        dispatch(
          commentsApi.util.updateQueryData('getComments', publicId, (draft) =>
            patchComment(draft, commentId, (comment) =>
              Object.assign(comment, { deleted: true, deletedAt: data.deletedAt, deletedAs: data.deletedAs, body: '' }),
            ),
          ),
        );
      },
    }),
  }),
});

export const { useGetCommentsInfiniteQuery, useAddCommentMutation, useVoteCommentMutation, useDeleteCommentMutation } = commentsApi;
