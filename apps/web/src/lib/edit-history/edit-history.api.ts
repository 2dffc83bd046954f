import type { CommentVersions, PostVersions } from '@app/contract';
import { api } from '../api';

/** Loaded with the history dialog; read afresh on each opening (an edit may have come in between). */
export const editHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostVersions: build.query<PostVersions, string>({
      query: (publicId) => `/api/posts/${encodeURIComponent(publicId)}/versions`,
      keepUnusedDataFor: 0,
    }),
    getCommentVersions: build.query<CommentVersions, string>({
      query: (id) => `/api/comments/${encodeURIComponent(id)}/versions`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPostVersionsQuery, useGetCommentVersionsQuery } = editHistoryApi;
