import type { CommunitiesSort, Community, NewCommunityRequestBody } from '@app/contract';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { api } from '../../lib/api';
import { sessionApi } from '../../lib/session.api';
import { withMembership } from '../../lib/sidebar-communities';

export const communitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCommunities: build.query<Community[], { sort: CommunitiesSort }>({
      query: ({ sort }) => ({ url: '/api/communities', params: { sort } }),
      providesTags: (result) => [{ type: 'Community', id: 'LIST' }, ...(result ?? []).map((c) => ({ type: 'Community' as const, id: c.id }))],
    }),
    joinCommunity: build.mutation<Community, { community: Community; leave: boolean }>({
      query: ({ community, leave }) => ({ url: '/api/_joinCommunity', method: 'POST', body: { communityId: community.id, leave } }),
      // The home feed of subscriptions changes with membership.
      invalidatesTags: (_result, _error, { community }) => [
        { type: 'Community', id: community.id },
        { type: 'Community', id: 'LIST' },
        { type: 'Feed', id: 'LIST' },
      ],
      // The sidebar lists joined communities from the initial state, which is never refetched.
      async onQueryStarted({ leave }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          sessionApi.util.updateQueryData('getInitialState', undefined, (draft) => {
            draft.communities = withMembership(draft.communities, result.data, !leave);
          }),
        );
      },
    }),
    // Success is an empty body (docs/api/communities.md); nothing cached changes until an admin acts on it.
    requestCommunity: build.mutation<null, Required<NewCommunityRequestBody>>({
      query: (body) => ({ url: '/api/community_requests', method: 'POST', body }),
    }),
  }),
});

export const { useListCommunitiesQuery, useJoinCommunityMutation, useRequestCommunityMutation } = communitiesApi;

// The request modal shows the failure itself (failed-call-listener.ts; registered here, so the name stays out of the initial JS).
MUTATIONS_WITH_OWN_ERROR_HANDLING.add('requestCommunity');
