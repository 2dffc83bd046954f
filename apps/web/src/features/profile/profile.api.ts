import type { User, UserFeedPage } from '@app/contract';
import { api } from '../../lib/api';

export type ProfileFilter = '' | 'posts' | 'comments';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, string>({
      query: (username) => `/api/users/${encodeURIComponent(username)}`,
      providesTags: (result) => (result ? [{ type: 'User', id: result.id }] : []),
    }),
    getUserFeed: build.infiniteQuery<UserFeedPage, { username: string; filter: ProfileFilter }, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/users/${encodeURIComponent(queryArg.username)}/feed`,
        params: { filter: queryArg.filter, next: pageParam ?? undefined },
      }),
      providesTags: [{ type: 'Feed', id: 'LIST' }],
    }),
  }),
});

export const { useGetUserQuery, useGetUserFeedInfiniteQuery } = profileApi;
