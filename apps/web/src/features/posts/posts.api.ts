import { type FeedPage, type FeedSort, type Post, type Success, type UserGroup } from '@app/contract';
import type { AppDispatch } from '../../app/store';
import { alertShown } from '../../components/alerts/alerts.slice';
import { api } from '../../lib/api';
import { failedCallMessage, isApiError } from '../../lib/api-error';
import { applyVote } from '../../lib/vote-state';
import { patchCachedPost } from './utils/patch-cached-post';
import { applyPin } from './utils/pin';

export interface FeedArgs {
  sort: FeedSort;
  /** `home` is the viewer's joined communities; `all` everything. Ignored when communityId is set. */
  feed: 'all' | 'home';
  communityId?: string;
}

export type FeedCursor = string | number | null;

interface OptimisticLifecycle {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

async function setHiddenOptimistically(postId: string, hidden: boolean, { dispatch, getState, queryFulfilled }: OptimisticLifecycle) {
  const undo = patchCachedPost(dispatch, getState, postId, (post) => {
    post.hidden = hidden;
  });
  try {
    await queryFulfilled;
  } catch (failure) {
    undo();
    dispatch(alertShown(failedCallMessage((failure as { error?: unknown }).error), { kind: 'error' }));
  }
}

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<FeedPage, FeedArgs, FeedCursor>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/posts',
        params: { sort: queryArg.sort, feed: queryArg.feed, communityId: queryArg.communityId, next: pageParam ?? undefined },
      }),
      providesTags: (result) => [
        { type: 'Feed', id: 'LIST' },
        ...(result?.pages ?? []).flatMap((page) => (page.posts ?? []).map((post) => ({ type: 'Post' as const, id: post.id }))),
      ],
    }),
    getPost: build.query<Post, string>({
      query: (publicId) => `/api/posts/${encodeURIComponent(publicId)}`,
      providesTags: (result) => (result ? [{ type: 'Post', id: result.id }] : []),
    }),
    votePost: build.mutation<Post, { postId: string; up: boolean }>({
      query: ({ postId, up }) => ({ url: '/api/_postVote', method: 'POST', body: { postId, up } }),
      async onQueryStarted({ postId, up }, { dispatch, getState, queryFulfilled }) {
        const undo = patchCachedPost(dispatch, getState, postId, (post) => Object.assign(post, applyVote(post, up)));
        try {
          const { data } = await queryFulfilled;
          const { upvotes, downvotes, userVoted, userVotedUp } = data;
          patchCachedPost(dispatch, getState, postId, (post) => Object.assign(post, { upvotes, downvotes, userVoted, userVotedUp }));
        } catch (failure) {
          undo();
          dispatch(alertShown(failedCallMessage((failure as { error?: unknown }).error), { kind: 'error' }));
        }
      },
    }),
    // No tags: the server drops hidden posts from the next feed load, and refetching now would
    // remove the 'Hidden post' stub (and its Undo) from under the viewer.
    hidePost: build.mutation<Success, { postId: string }>({
      query: ({ postId }) => ({ url: '/api/hidden_posts', method: 'POST', body: { postId } }),
      onQueryStarted: ({ postId }, lifecycle) => setHiddenOptimistically(postId, true, lifecycle),
    }),
    unhidePost: build.mutation<Success, { postId: string }>({
      query: ({ postId }) => ({ url: `/api/hidden_posts/${encodeURIComponent(postId)}`, method: 'DELETE' }),
      onQueryStarted: ({ postId }, lifecycle) => setHiddenOptimistically(postId, false, lifecycle),
    }),
    deletePost: build.mutation<Post, { publicId: string; id: string; deleteAs: UserGroup }>({
      query: ({ publicId, deleteAs }) => ({ url: `/api/posts/${publicId}`, method: 'DELETE', params: { deleteAs } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Post', id },
        { type: 'Feed', id: 'LIST' },
      ],
    }),
    lockPost: build.mutation<Post, { publicId: string; id: string; lock: boolean; lockAs: UserGroup }>({
      query: ({ publicId, lock, lockAs }) => ({
        url: `/api/posts/${publicId}`,
        method: 'PUT',
        params: { action: lock ? 'lock' : 'unlock', lockAs },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }],
    }),
    /**
     * Community pin (`siteWide: false`, mods and admins) or site-wide pin (admins). Optimistic and
     * reverted on failure with the server's message (docs/api/constants.md §8, Pin); the answer's
     * flags win when it carries them. No tags: a refetch would only move the post in its feeds.
     */
    pinPost: build.mutation<Post, { publicId: string; id: string; pin: boolean; siteWide: boolean }>({
      query: ({ publicId, pin, siteWide }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}`,
        method: 'PUT',
        params: { action: pin ? 'pin' : 'unpin', siteWide },
      }),
      async onQueryStarted({ id, pin, siteWide }, { dispatch, getState, queryFulfilled }) {
        const undo = patchCachedPost(dispatch, getState, id, (post) => applyPin(post, { siteWide, pin }));
        try {
          const { data } = await queryFulfilled;
          if (typeof data?.isPinned === 'boolean' && typeof data.isPinnedSite === 'boolean') {
            const { isPinned, isPinnedSite } = data;
            patchCachedPost(dispatch, getState, id, (post) => Object.assign(post, { isPinned, isPinnedSite }));
          }
        } catch (failure) {
          undo();
          // A refused pin (403: two pins already, not a mod) shows the server's reason; other failures the general texts.
          const error = (failure as { error?: unknown }).error;
          dispatch(alertShown(isApiError(error) && error.status === 403 ? error.message : failedCallMessage(error), { kind: 'error' }));
        }
      },
    }),
  }),
});

export const {
  useGetFeedInfiniteQuery,
  useGetPostQuery,
  useVotePostMutation,
  useHidePostMutation,
  useUnhidePostMutation,
  useDeletePostMutation,
  useLockPostMutation,
  usePinPostMutation,
} = postsApi;
