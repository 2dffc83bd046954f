import type { Comment, CommunityRule, Post, UserGroup } from '@app/contract';
import { api } from '../api';

/**
 * Removing with a reason and restoring (docs/moderation-log.md): shared by the post page, the comments and the
 * moderator console, so it lives in lib/ rather than in one feature.
 */
export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    removalRules: build.query<CommunityRule[], string>({
      query: (communityId) => `/api/communities/${communityId}/rules`,
      transformResponse: (rules: CommunityRule[] | null) => [...(rules ?? [])].sort((a, b) => a.zIndex - b.zIndex || a.id - b.id),
    }),
    /** A removal as `mods` or `admins` with its reason (the posts area's own mutation has none). */
    removePost: build.mutation<Post, { publicId: string; id: string; deleteAs: UserGroup; deleteContent: boolean; ruleId?: number; reason?: string }>({
      query: ({ publicId, deleteAs, deleteContent, ruleId, reason }) => ({
        url: `/api/posts/${encodeURIComponent(publicId)}`,
        method: 'DELETE',
        params: { deleteAs, deleteContent: deleteContent || undefined, ruleId, reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Post', id },
        { type: 'Feed', id: 'LIST' },
      ],
    }),
    restorePost: build.mutation<Post, { publicId: string; id: string }>({
      query: ({ publicId }) => ({ url: `/api/posts/${encodeURIComponent(publicId)}/restore`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Post', id },
        { type: 'Feed', id: 'LIST' },
      ],
    }),
    restoreComment: build.mutation<Comment, { postPublicId: string; commentId: string }>({
      query: ({ postPublicId, commentId }) => ({ url: `/api/posts/${encodeURIComponent(postPublicId)}/comments/${commentId}/restore`, method: 'POST' }),
      invalidatesTags: (_result, _error, { postPublicId }) => [{ type: 'Comments', id: postPublicId }],
    }),
  }),
});

export const { useRemovalRulesQuery, useRemovePostMutation, useRestorePostMutation, useRestoreCommentMutation } = moderationApi;
