import type {
  AdminSuccess,
  Community,
  AdminUsersPage,
  BssPage,
  CommentsPage,
  CommunityRequest,
  IPBlock,
  IPBlocksPage,
  NewIPBlockRequest,
  SiteSettings,
} from '@app/contract';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { api } from '../../lib/api';
import { communityByNameApi } from '../../lib/community-by-name.api';

/**
 * Everything the admin dashboard calls (docs/api/users.md "Admin endpoints", docs/api/comments.md,
 * docs/api/communities.md), loaded with it.
 */
const withAdminTags = api.enhanceEndpoints({ addTagTypes: ['SiteSettings', 'IpBlocks', 'CommunityRequests'] });

/** Pages are cached per cursor; `''` is the first page. */
type Cursor = { next: string };

export const adminApi = withAdminTags.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => '/api/site_settings',
      providesTags: ['SiteSettings'],
    }),
    // Optimistic: the switch moves at once and moves back when the server refuses.
    adminUpdateSiteSettings: build.mutation<SiteSettings, Partial<SiteSettings>>({
      query: (body) => ({ url: '/api/site_settings', method: 'PUT', body }),
      async onQueryStarted(changes, { dispatch, queryFulfilled }) {
        const patch = dispatch(adminApi.util.updateQueryData('getSiteSettings', undefined, (draft) => Object.assign(draft, changes)));
        try {
          const { data } = await queryFulfilled;
          dispatch(adminApi.util.upsertQueryData('getSiteSettings', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
    listUsers: build.query<AdminUsersPage, Cursor>({
      query: ({ next }) => ({ url: '/api/users', params: next ? { next } : undefined }),
    }),
    listAllComments: build.query<CommentsPage, Cursor>({
      query: ({ next }) => ({ url: '/api/comments', params: next ? { next } : undefined }),
    }),
    listIpBlocks: build.query<IPBlocksPage, Cursor>({
      query: ({ next }) => ({ url: '/api/ipblocks', params: { limit: 20, next } }),
      providesTags: ['IpBlocks'],
    }),
    adminAddIpBlock: build.mutation<IPBlock, Required<NewIPBlockRequest>>({
      query: (body) => ({ url: '/api/ipblocks', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['IpBlocks']),
    }),
    // Optimistic: the row reads 'Cancelled' at once, on every cached page that holds it.
    adminCancelIpBlock: build.mutation<IPBlock, IPBlock>({
      query: (block) => ({ url: `/api/ipblocks/${block.id}`, method: 'DELETE' }),
      async onQueryStarted(block, { dispatch, getState, queryFulfilled }) {
        const patches = adminApi.util.selectCachedArgsForQuery(getState(), 'listIpBlocks').map((args) =>
          dispatch(
            adminApi.util.updateQueryData('listIpBlocks', args, (draft) => {
              const row = draft.blocks.find((item) => item.id === block.id);
              if (!row) return;
              row.inEffect = false;
              row.cancelledAt = new Date().toISOString();
            }),
          ),
        );
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (ok) dispatch(adminApi.util.invalidateTags(['IpBlocks']));
        else for (const patch of patches) patch.undo();
      },
    }),
    adminCancelAllIpBlocks: build.mutation<IPBlocksPage, void>({
      query: () => ({ url: '/api/ipblocks', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['IpBlocks']),
    }),
    // `next` is the Unix second to continue from, "" after the last page (docs/api/users.md).
    listSnapshots: build.infiniteQuery<BssPage, void, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (lastPage) => lastPage.next || undefined },
      query: ({ pageParam }) => ({ url: '/api/analytics/bss', params: { next: pageParam } }),
    }),
    listCommunityRequests: build.query<CommunityRequest[], void>({
      query: () => '/api/community_requests',
      providesTags: ['CommunityRequests'],
    }),
    // Optimistic: the request shows as denied at once; undone when the server refuses.
    adminDenyRequest: build.mutation<AdminSuccess, { request: CommunityRequest; body: string; admin: string }>({
      query: ({ request, body }) => ({ url: '/api/_admin', method: 'POST', body: { action: 'deny_comm', id: request.id, body } }),
      async onQueryStarted({ request, body, admin }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminApi.util.updateQueryData('listCommunityRequests', undefined, (draft) => {
            const row = draft.find((item) => item.id === request.id);
            if (!row) return;
            row.deniedAt = new Date().toISOString();
            row.deniedBy = admin;
            row.deniedNote = body;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    adminCommunities: build.query<Community[], void>({
      query: () => ({ url: '/api/communities', params: { sort: 'new' } }),
      providesTags: [{ type: 'Community', id: 'LIST' }],
    }),
    // Optimistic on the single community's copy (`isDefault` comes only with it, docs/api/entities.md); undone
    // when the server refuses.
    adminSetDefault: build.mutation<AdminSuccess, { name: string; isDefault: boolean }>({
      query: ({ name, isDefault }) => ({
        url: '/api/_admin',
        method: 'POST',
        body: { action: isDefault ? 'add_default_forum' : 'remove_default_forum', name },
      }),
      async onQueryStarted({ name, isDefault }, { dispatch, queryFulfilled }) {
        const patch = dispatch(communityByNameApi.util.updateQueryData('getCommunity', name, (draft) => void (draft.isDefault = isDefault)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useGetSiteSettingsQuery,
  useAdminUpdateSiteSettingsMutation,
  useListUsersQuery,
  useListAllCommentsQuery,
  useListIpBlocksQuery,
  useAdminAddIpBlockMutation,
  useAdminCancelIpBlockMutation,
  useAdminCancelAllIpBlocksMutation,
  useListSnapshotsInfiniteQuery,
  useListCommunityRequestsQuery,
  useAdminDenyRequestMutation,
  useAdminSetDefaultMutation,
  useAdminCommunitiesQuery,
} = adminApi;

/** Mutations whose failures the dashboard reports itself, with the server's reason (failed-call-listener.ts). */
export const ADMIN_MUTATIONS = [
  'adminUpdateSiteSettings',
  'adminAddIpBlock',
  'adminCancelIpBlock',
  'adminCancelAllIpBlocks',
  'adminDenyRequest',
  'adminSetDefault',
] as const;

// Loaded before any of them can run: from here on their failures are the dashboard's to report.
for (const name of ADMIN_MUTATIONS) MUTATIONS_WITH_OWN_ERROR_HANDLING.add(name);
