import type { Community, CommunityRule, Post, Report, ReportsPage, User } from '@app/contract';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { MODTOOLS_PAGE_SIZE } from './utils/pagination';
import { sortRules, swapRuleOrder } from './utils/rules';

export type ModPostsFilter = 'deleted' | 'locked';

/** `GET /api/posts?communityId&filter&page&limit` (docs/api/posts.md, modtools listing). */
export interface ModPostsPage {
  noPosts: number;
  limit: number;
  page: number;
  posts: Post[] | null;
}

interface CommunityArg {
  communityId: string;
}

export interface CommunitySettings {
  about: string;
  nsfw: boolean;
  postingRestricted: boolean;
}

/** The console's per-community caches hang off the Community tag with a suffixed id. */
const tag = (communityId: string, part: string) => ({ type: 'Community' as const, id: `${communityId}:${part}` });

/**
 * The moderator console's calls (docs/api/communities.md: settings, bans, moderators, rules, reports; docs/api/posts.md:
 * modtools listing and unlock). Removals from a list are optimistic and put back on failure; the pages
 * show the failure themselves, so the shared failed-call alert skips them (registered below, with this chunk).
 */
export const modtoolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveCommunitySettings: build.mutation<Community, { community: Community; settings: CommunitySettings }>({
      // The server decodes a fresh object: all three fields always go (docs/api/communities.md, PUT).
      query: ({ community, settings }) => ({
        url: `/api/communities/${community.id}`,
        method: 'PUT',
        body: { ...community, about: settings.about, nsfw: settings.nsfw, postingRestricted: settings.postingRestricted },
      }),
      invalidatesTags: (_result, _error, { community }) => [{ type: 'Community', id: community.id }],
    }),
    setDefaultCommunity: build.mutation<unknown, { community: Community; isDefault: boolean }>({
      query: ({ community, isDefault }) => ({
        url: '/api/_admin',
        method: 'POST',
        body: { action: isDefault ? 'add_default_forum' : 'remove_default_forum', name: community.name },
      }),
      invalidatesTags: (_result, _error, { community }) => [
        { type: 'Community', id: community.id },
        { type: 'Community', id: 'LIST' },
      ],
    }),

    getReports: build.query<ReportsPage, CommunityArg & { page: number }>({
      query: ({ communityId, page }) => ({ url: `/api/communities/${communityId}/reports`, params: { page, limit: MODTOOLS_PAGE_SIZE } }),
      providesTags: (_result, _error, { communityId }) => [tag(communityId, 'reports')],
    }),
    ignoreReport: build.mutation<Report, CommunityArg & { page: number; report: Report }>({
      query: ({ communityId, report }) => ({ url: `/api/communities/${communityId}/reports/${report.id}`, method: 'DELETE' }),
      async onQueryStarted({ communityId, page, report }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          modtoolsApi.util.updateQueryData('getReports', { communityId, page }, (draft) => {
            draft.reports = (draft.reports ?? []).filter((item) => item.id !== report.id);
            draft.details.noReports = Math.max(0, draft.details.noReports - 1);
            if (report.type === 'post') draft.details.noPostReports = Math.max(0, draft.details.noPostReports - 1);
            else draft.details.noCommentReports = Math.max(0, draft.details.noCommentReports - 1);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    getModPosts: build.query<ModPostsPage, CommunityArg & { filter: ModPostsFilter; page: number }>({
      query: ({ communityId, filter, page }) => ({ url: '/api/posts', params: { communityId, filter, page, limit: MODTOOLS_PAGE_SIZE } }),
      providesTags: (_result, _error, { communityId, filter }) => [tag(communityId, filter)],
    }),
    unlockPost: build.mutation<Post, CommunityArg & { page: number; post: Post }>({
      query: ({ post }) => ({ url: `/api/posts/${encodeURIComponent(post.publicId)}`, method: 'PUT', params: { action: 'unlock', lockAs: 'mods' } }),
      async onQueryStarted({ communityId, page, post }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          modtoolsApi.util.updateQueryData('getModPosts', { communityId, filter: 'locked', page }, (draft) => {
            draft.posts = (draft.posts ?? []).filter((item) => item.id !== post.id);
            draft.noPosts = Math.max(0, draft.noPosts - 1);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, _error, { post }) => [{ type: 'Post', id: post.id }],
    }),

    getBannedUsers: build.query<User[], string>({
      query: (communityId) => `/api/communities/${communityId}/banned`,
      providesTags: (_result, _error, communityId) => [tag(communityId, 'banned')],
    }),
    banCommunityUser: build.mutation<User, CommunityArg & { username: string; expires: string | null }>({
      query: ({ communityId, username, expires }) => ({
        url: `/api/communities/${communityId}/banned`,
        method: 'POST',
        body: expires ? { username, expires } : { username },
      }),
      // The banned user's id is only known from the answer, so the row is added then.
      async onQueryStarted({ communityId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          modtoolsApi.util.updateQueryData('getBannedUsers', communityId, (draft) => {
            if (!draft.some((user) => user.id === result.data.id)) draft.unshift(result.data);
          }),
        );
      },
    }),
    unbanCommunityUser: build.mutation<User, CommunityArg & { username: string }>({
      query: ({ communityId, username }) => ({ url: `/api/communities/${communityId}/banned`, method: 'DELETE', body: { username } }),
      async onQueryStarted({ communityId, username }, { dispatch, queryFulfilled }) {
        const patch = dispatch(modtoolsApi.util.updateQueryData('getBannedUsers', communityId, (draft) => draft.filter((user) => user.username !== username)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    getModerators: build.query<User[], string>({
      query: (communityId) => `/api/communities/${communityId}/mods`,
      providesTags: (_result, _error, communityId) => [tag(communityId, 'mods')],
    }),
    addModerator: build.mutation<User[], CommunityArg & { username: string }>({
      query: ({ communityId, username }) => ({ url: `/api/communities/${communityId}/mods`, method: 'POST', body: { username } }),
      async onQueryStarted({ communityId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(modtoolsApi.util.upsertQueryData('getModerators', communityId, result.data));
      },
      // The community page lists its moderators too.
      invalidatesTags: (_result, error, { communityId }) => (error ? [] : [{ type: 'Community', id: communityId }]),
    }),
    removeModerator: build.mutation<User, CommunityArg & { username: string }>({
      query: ({ communityId, username }) => ({ url: `/api/communities/${communityId}/mods/${encodeURIComponent(username)}`, method: 'DELETE' }),
      async onQueryStarted({ communityId, username }, { dispatch, queryFulfilled }) {
        const patch = dispatch(modtoolsApi.util.updateQueryData('getModerators', communityId, (draft) => draft.filter((user) => user.username !== username)));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { communityId }) => (error ? [] : [{ type: 'Community', id: communityId }]),
    }),

    getRules: build.query<CommunityRule[], string>({
      query: (communityId) => `/api/communities/${communityId}/rules`,
      transformResponse: (rules: CommunityRule[] | null) => sortRules(rules ?? []),
      providesTags: (_result, _error, communityId) => [tag(communityId, 'rules')],
    }),
    addRule: build.mutation<CommunityRule[], CommunityArg & { rule: string; description: string | null }>({
      query: ({ communityId, rule, description }) => ({ url: `/api/communities/${communityId}/rules`, method: 'POST', body: { rule, description } }),
      async onQueryStarted({ communityId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(modtoolsApi.util.upsertQueryData('getRules', communityId, sortRules(result.data)));
      },
      invalidatesTags: (_result, error, { communityId }) => (error ? [] : [{ type: 'Community', id: communityId }]),
    }),
    updateRule: build.mutation<CommunityRule, CommunityArg & { rule: CommunityRule }>({
      query: ({ communityId, rule }) => ({
        url: `/api/communities/${communityId}/rules/${rule.id}`,
        method: 'PUT',
        body: { rule: rule.rule, description: rule.description, zIndex: rule.zIndex },
      }),
      async onQueryStarted({ communityId, rule }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          modtoolsApi.util.updateQueryData('getRules', communityId, (draft) => sortRules(draft.map((item) => (item.id === rule.id ? rule : item)))),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { communityId }) => (error ? [] : [{ type: 'Community', id: communityId }]),
    }),
    /** Reorder = two rules trade places: each keeps its text and takes the other's zIndex (two PUTs). */
    moveRule: build.mutation<null, CommunityArg & { rules: CommunityRule[]; index: number; direction: -1 | 1 }>({
      async queryFn({ communityId, rules, index, direction }, _api, _extra, baseQuery) {
        const swapped = swapRuleOrder(rules, index, direction);
        if (!swapped) return { data: null };
        for (const rule of swapped.changed) {
          const saved = await baseQuery({
            url: `/api/communities/${communityId}/rules/${rule.id}`,
            method: 'PUT',
            body: { rule: rule.rule, description: rule.description, zIndex: rule.zIndex },
          });
          if (saved.error) return { error: saved.error as ApiError };
        }
        return { data: null };
      },
      async onQueryStarted({ communityId, rules, index, direction }, { dispatch, queryFulfilled }) {
        const swapped = swapRuleOrder(rules, index, direction);
        if (!swapped) return;
        const patch = dispatch(modtoolsApi.util.updateQueryData('getRules', communityId, () => swapped.rules));
        await queryFulfilled.catch(() => patch.undo());
      },
      // A failure half-way leaves the server's order unknown: read it again either way.
      invalidatesTags: (_result, _error, { communityId }) => [tag(communityId, 'rules'), { type: 'Community', id: communityId }],
    }),
    deleteRule: build.mutation<CommunityRule, CommunityArg & { ruleId: number }>({
      query: ({ communityId, ruleId }) => ({ url: `/api/communities/${communityId}/rules/${ruleId}`, method: 'DELETE' }),
      async onQueryStarted({ communityId, ruleId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(modtoolsApi.util.updateQueryData('getRules', communityId, (draft) => draft.filter((item) => item.id !== ruleId)));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { communityId }) => (error ? [] : [{ type: 'Community', id: communityId }]),
    }),
  }),
});

for (const name of [
  'saveCommunitySettings',
  'setDefaultCommunity',
  'ignoreReport',
  'unlockPost',
  'banCommunityUser',
  'unbanCommunityUser',
  'addModerator',
  'removeModerator',
  'addRule',
  'updateRule',
  'moveRule',
  'deleteRule',
] satisfies (keyof typeof modtoolsApi.endpoints)[]) {
  MUTATIONS_WITH_OWN_ERROR_HANDLING.add(name);
}

export const {
  useSaveCommunitySettingsMutation,
  useSetDefaultCommunityMutation,
  useGetReportsQuery,
  useIgnoreReportMutation,
  useGetModPostsQuery,
  useUnlockPostMutation,
  useGetBannedUsersQuery,
  useBanCommunityUserMutation,
  useUnbanCommunityUserMutation,
  useGetModeratorsQuery,
  useAddModeratorMutation,
  useRemoveModeratorMutation,
  useGetRulesQuery,
  useAddRuleMutation,
  useUpdateRuleMutation,
  useMoveRuleMutation,
  useDeleteRuleMutation,
} = modtoolsApi;
