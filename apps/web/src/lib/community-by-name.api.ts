import type { Community } from '@app/contract';
import { api } from './api';

/**
 * The community by name (docs/api/communities.md, `?byName=true`): the one endpoint every screen that reads a
 * single community uses (its page, the mod console, the composer, the admin's default switch), so they share
 * one cache entry per name. A module of its own so that each of those screens' chunks can import it alone.
 */
export const communityByNameApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommunity: build.query<Community, string>({
      query: (name) => ({ url: `/api/communities/${encodeURIComponent(name)}`, params: { byName: true } }),
      providesTags: (result) => (result ? [{ type: 'Community', id: result.id }] : []),
    }),
  }),
});

export const { useGetCommunityQuery } = communityByNameApi;
