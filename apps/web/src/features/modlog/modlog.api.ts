import type { ModlogAction, ModlogPage } from '@app/contract';
import { api } from '../../lib/api';

export interface ModlogArgs {
  /** The community's name; absent = the site's log of admin actions. */
  community?: string;
  action?: ModlogAction | '';
  moderator?: string;
}

/** The moderation log's pages (docs/moderation-log.md): newest first, keyset `next`. */
export const modlogApi = api.injectEndpoints({
  endpoints: (build) => ({
    modlog: build.infiniteQuery<ModlogPage & { anonymous?: boolean }, ModlogArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ queryArg, pageParam }) => ({
        url: queryArg.community ? `/api/communities/${encodeURIComponent(queryArg.community)}/modlog` : '/api/modlog',
        params: {
          byName: queryArg.community ? 'true' : undefined,
          action: queryArg.action || undefined,
          moderator: queryArg.moderator || undefined,
          next: pageParam ?? undefined,
        },
      }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useModlogInfiniteQuery } = modlogApi;
