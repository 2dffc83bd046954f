import type { CommunitiesSort, Community } from '@app/contract';
import { api } from '../../lib/api';

export const communitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCommunities: build.query<Community[], { sort: CommunitiesSort }>({
      query: ({ sort }) => ({ url: '/api/communities', params: { sort } }),
      providesTags: (result) => [{ type: 'Community', id: 'LIST' }, ...(result ?? []).map((c) => ({ type: 'Community' as const, id: c.id }))],
    }),
    getCommunity: build.query<Community, string>({
      query: (name) => ({ url: `/api/communities/${encodeURIComponent(name)}`, params: { byName: true } }),
      providesTags: (result) => (result ? [{ type: 'Community', id: result.id }] : []),
    }),
    joinCommunity: build.mutation<Community, { community: Community; leave: boolean }>({
      query: ({ community, leave }) => ({ url: '/api/_joinCommunity', method: 'POST', body: { communityId: community.id, leave } }),
      // The home feed of subscriptions changes with membership.
      invalidatesTags: (_result, _error, { community }) => [{ type: 'Community', id: community.id }, { type: 'Community', id: 'LIST' }, { type: 'Feed', id: 'LIST' }],
    }),
  }),
});

export const { useListCommunitiesQuery, useGetCommunityQuery, useJoinCommunityMutation } = communitiesApi;
