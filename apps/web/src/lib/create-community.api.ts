import type { Community, CreateCommunityRequest } from '@app/contract';
import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../components/alerts/failed-call-listener';
import { api } from './api';
import { sessionApi } from './session.api';
import { withMembership } from './sidebar-communities';

/**
 * Admins' `POST /api/communities`: the create-community modal and the approval of a community request (admin
 * dashboard). A module of its own so that each of those chunks can import it alone.
 */
export const createCommunityApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCommunity: build.mutation<Community, Required<CreateCommunityRequest>>({
      query: (body) => ({ url: '/api/communities', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Community', id: 'LIST' }]),
      // The creator has joined it: it goes into the sidebar's list, which comes from the initial state.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          sessionApi.util.updateQueryData('getInitialState', undefined, (draft) => {
            draft.communities = withMembership(draft.communities, result.data, true);
          }),
        );
      },
    }),
  }),
});

export const { useCreateCommunityMutation } = createCommunityApi;

// Both callers show the failure themselves (failed-call-listener.ts; registered here, so the name stays out of the initial JS).
MUTATIONS_WITH_OWN_ERROR_HANDLING.add('createCommunity');
