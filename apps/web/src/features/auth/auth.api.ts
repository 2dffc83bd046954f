import { LOGIN_ACTIONS, type LoginRequest, type SignupRequest, type User } from '@app/contract';
import { api } from '../../lib/api';

// Login, signup and logout reload the page on success (see lib/reload-page), so nothing here
// needs to invalidate the session cache.
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/api/_login', method: 'POST', body }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/_login', method: 'POST', params: { action: LOGIN_ACTIONS.logout } }),
    }),
    signup: build.mutation<User, SignupRequest>({
      query: (body) => ({ url: '/api/_signup', method: 'POST', body }),
    }),
    /** GET /api/users/{name}: 200 means taken, 404 means free. */
    isUsernameTaken: build.query<boolean, string>({
      async queryFn(username, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(`/api/users/${encodeURIComponent(username)}`);
        if (!result.error) return { data: true };
        if (result.error.status === 404) return { data: false };
        return { error: result.error };
      },
      keepUnusedDataFor: 10,
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useSignupMutation, useLazyIsUsernameTakenQuery } = authApi;
