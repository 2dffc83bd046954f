import type { Community, CreatePostRequest, EditPostRequest, Image, Post } from '@app/contract';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { api } from '../../lib/api';

export const composerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The picker's suggestions: the biggest communities, or a name search (10 at most). */
    searchCommunitiesForPost: build.query<Community[], string>({
      query: (q) => ({ url: '/api/communities', params: { q: q || undefined, sort: 'size', limit: 10 } }),
    }),
    uploadImage: build.mutation<Image, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file);
        return { url: '/api/_uploads', method: 'POST', body: form };
      },
    }),
    setAltText: build.mutation<Image, { imageId: string; altText: string }>({
      query: ({ imageId, altText }) => ({ url: `/api/images/${imageId}`, method: 'PUT', body: { altText } }),
    }),
    linkInfo: build.query<{ title: string }, string>({
      query: (url) => ({ url: '/api/_link_info', params: { url } }),
    }),
    createPost: build.mutation<Post, CreatePostRequest>({
      query: (body) => ({ url: '/api/posts', method: 'POST', body }),
      invalidatesTags: [{ type: 'Feed', id: 'LIST' }],
    }),
    editPost: build.mutation<Post, EditPostRequest & { publicId: string; id: string }>({
      query: ({ publicId, title, body }) => ({ url: `/api/posts/${publicId}`, method: 'PUT', body: { title, body } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }],
    }),
  }),
});

export const {
  useSearchCommunitiesForPostQuery,
  useUploadImageMutation,
  useSetAltTextMutation,
  useLazyLinkInfoQuery,
  useCreatePostMutation,
  useEditPostMutation,
} = composerApi;

// The composer shows these failures itself: form error, upload error (failed-call-listener.ts; registered here, so the names stay out of the initial JS).
for (const name of ['uploadImage', 'setAltText', 'createPost', 'editPost']) MUTATIONS_WITH_OWN_ERROR_HANDLING.add(name);
