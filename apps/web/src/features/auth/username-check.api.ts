import { USERNAME_CHECK_URL, type UsernameCheck } from '@app/contract';
import { api } from '../../lib/api';

// Apart from auth.api (which the navbar's logout needs at once), so it loads with the signup dialog only.
export const usernameCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Our own check (contract `UsernameCheck`): it answers 200 for free names too, where the upstream
     * client's `GET /api/users/{name}` answers 404 and the browser logs an error for every free name.
     */
    isUsernameTaken: build.query<boolean, string>({
      query: (username) => ({ url: USERNAME_CHECK_URL, params: { username } }),
      transformResponse: (check: UsernameCheck) => check.taken,
      keepUnusedDataFor: 10,
    }),
  }),
});

export const { useLazyIsUsernameTakenQuery } = usernameCheckApi;
