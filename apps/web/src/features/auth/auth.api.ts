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
  }),
});

export const { useLoginMutation, useLogoutMutation, useSignupMutation } = authApi;
