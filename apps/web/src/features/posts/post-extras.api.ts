import type { Post, UserGroup } from '@app/contract';
import { api } from '../../lib/api';

/** Post page actions only the post page offers; injected from its chunk, not the feed's. */
export const postExtrasApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Admins announce a post once to every user (docs/api/posts.md, action=announce); a second time is a
     * 409. The notifications arrive through the worker's job.
     */
    announcePost: build.mutation<Post, { publicId: string }>({
      query: ({ publicId }) => ({ url: `/api/posts/${encodeURIComponent(publicId)}`, method: 'PUT', params: { action: 'announce' } }),
    }),
    /** 'Delete image' / 'Delete link': deletes the post (if it is not yet) with its image or link (docs/api/posts.md, DELETE). */
    deletePostContent: build.mutation<Post, { publicId: string; id: string; deleteAs: UserGroup }>({
      query: ({ publicId, deleteAs }) => ({ url: `/api/posts/${publicId}`, method: 'DELETE', params: { deleteAs, deleteContent: true } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Post', id },
        { type: 'Feed', id: 'LIST' },
      ],
    }),
  }),
});

export const { useAnnouncePostMutation, useDeletePostContentMutation } = postExtrasApi;
