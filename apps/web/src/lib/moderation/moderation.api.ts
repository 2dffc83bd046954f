import type { Comment, Community, CommunityRule, ModlogPage, Post, UserGroup } from '@app/contract';
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
    /** Whether the community's log shows its moderators as "a moderator" (the log's first page says so). */
    modlogAnonymity: build.query<boolean, string>({
      query: (communityId) => ({ url: `/api/communities/${communityId}/modlog`, params: { limit: 1 } }),
      transformResponse: (page: ModlogPage & { anonymous?: boolean }) => page.anonymous === true,
    }),
    /** The server decodes a fresh settings object: the community's current settings go with the switch. */
    setModlogAnonymity: build.mutation<Community, { community: Community; anonymous: boolean }>({
      query: ({ community, anonymous }) => ({
        url: `/api/communities/${community.id}`,
        method: 'PUT',
        body: { about: community.about, nsfw: community.nsfw, postingRestricted: community.postingRestricted, modlogAnonymous: anonymous },
      }),
      async onQueryStarted({ community, anonymous }, { dispatch, queryFulfilled }) {
        const patch = dispatch(moderationApi.util.updateQueryData('modlogAnonymity', community.id, () => anonymous));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useModlogAnonymityQuery,
  useSetModlogAnonymityMutation,
  useRemovalRulesQuery,
  useRemovePostMutation,
  useRestorePostMutation,
  useRestoreCommentMutation,
} = moderationApi;
