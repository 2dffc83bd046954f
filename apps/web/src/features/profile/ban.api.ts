import { MUTATIONS_WITH_OWN_ERROR_HANDLING } from '../../components/alerts/failed-call-listener';
import { api } from '../../lib/api';
import { banRequestBody } from './utils/ban';

/** Site-wide ban and unban (`POST /api/_admin`), loaded with the profile's admin controls. */
export const banApi = api.injectEndpoints({
  endpoints: (build) => ({
    banUser: build.mutation<unknown, { userId: string; username: string; ban: boolean; deleteContent: boolean }>({
      query: ({ username, ban, deleteContent }) => ({ url: '/api/_admin', method: 'POST', body: banRequestBody(username, ban, deleteContent) }),
      // The profile shows the new state; with content deletion, every feed, post and thread may hold what went.
      invalidatesTags: (_result, error, { userId, deleteContent }) => {
        if (error) return [];
        const user = { type: 'User' as const, id: userId };
        return deleteContent ? [user, { type: 'Feed', id: 'LIST' }, 'Post', 'Comments'] : [user];
      },
    }),
  }),
});

export const { useBanUserMutation } = banApi;

// The ban dialog shows the failure itself (failed-call-listener.ts; registered here, so the name stays out of the initial JS).
MUTATIONS_WITH_OWN_ERROR_HANDLING.add('banUser');
