import type { InitialState, User } from '@app/contract';
import { api, INITIAL_STATE_URL } from './api';

/**
 * Who is signed in, shared by every feature: it lives in lib/ rather than in a feature so features
 * can read the session without importing each other.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInitialState: build.query<InitialState, void>({
      query: () => INITIAL_STATE_URL,
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/api/_user',
    }),
  }),
});

export const { useGetInitialStateQuery, useGetCurrentUserQuery } = sessionApi;
